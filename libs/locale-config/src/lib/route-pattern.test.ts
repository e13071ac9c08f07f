import { describe, expect, it } from 'vitest';
import { compilePattern, matchSegments, outranks } from './route-pattern';

describe('compilePattern', () => {
  it('reads words, required and optional params and the splat', () => {
    expect(compilePattern('/rabatt/:category?/:code')).toEqual([
      { kind: 'word', word: 'rabatt' },
      { kind: 'param', name: 'category', optional: true },
      { kind: 'param', name: 'code', optional: false },
    ]);
    expect(compilePattern('/kategori/*')).toEqual([
      { kind: 'word', word: 'kategori' },
      { kind: 'splat' },
    ]);
    expect(compilePattern('/')).toEqual([]);
  });

  it.each(['produkt', '/kategori/*/x', '/a//b', '/a/:'])(
    'rejects the malformed pattern %s',
    (pattern) => {
      expect(() => compilePattern(pattern)).toThrow(Error);
    },
  );
});

describe('matchSegments', () => {
  const legacy = compilePattern('/rabatt/:category?/:code');

  it('skips an optional param in the middle when the path is one segment short', () => {
    expect(matchSegments(legacy, ['rabatt', 'CODE'])?.params).toEqual({ code: 'CODE' });
    expect(matchSegments(legacy, ['rabatt', 'cat', 'CODE'])?.params).toEqual({
      category: 'cat',
      code: 'CODE',
    });
    expect(matchSegments(legacy, ['rabatt'])).toBeUndefined();
  });

  it('needs at least one segment for a splat', () => {
    expect(matchSegments(compilePattern('/kategori/*'), ['kategori'])).toBeUndefined();
  });

  it('ranks a fixed word above a param at the same place', () => {
    const word = matchSegments(compilePattern('/checkout/confirmation/:id?'), [
      'checkout',
      'confirmation',
    ]);
    const param = matchSegments(compilePattern('/checkout/:id?'), ['checkout', 'confirmation']);
    expect(outranks(word!.rank, param!.rank)).toBe(true);
    expect(outranks(param!.rank, word!.rank)).toBe(false);
  });
});
