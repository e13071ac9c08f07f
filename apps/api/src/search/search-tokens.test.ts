import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isModelToken,
  MAX_SEARCH_TOKENS,
  searchTokens,
  splitLettersAndDigits,
} from './search-tokens';

describe('searchTokens', () => {
  it.each([
    { text: 'Laddare', tokens: ['laddare'] },
    { text: '  iPhone 15 Pro-skal ', tokens: ['iphone', '15', 'pro', 'skal'] },
    { text: 'Skärmskydd för Galaxy S24', tokens: ['skärmskydd', 'för', 'galaxy', 's24'] },
    { text: 'Øre & æble, ÅÄÖ', tokens: ['øre', 'æble', 'åäö'] },
    { text: "x ' ; -- drop", tokens: ['drop'] },
    { text: 'usb-c 2 m', tokens: ['usb', '2'] },
  ])('splits "$text" into $tokens', ({ text, tokens }) => {
    expect(searchTokens(text)).toEqual(tokens);
  });

  it('keeps letters and digits only, at most six words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const tokens = searchTokens(text);
        expect(tokens.length).toBeLessThanOrEqual(MAX_SEARCH_TOKENS);
        for (const token of tokens) expect(token).toMatch(/^[\p{L}\p{N}]{1,40}$/u);
      }),
    );
  });
});

describe('splitLettersAndDigits', () => {
  it.each([
    ['iphone15', 'iphone 15'],
    ['15pro', '15 pro'],
    ['s24ultra', 's24 ultra'],
    ['galaxy s24', 'galaxy s24'],
    ['pixel8a', 'pixel 8a'],
    ['5g', '5g'],
  ])('splits "%s" as "%s"', (text, split) => {
    expect(splitLettersAndDigits(text)).toBe(split);
  });
});

describe('searchTokens with glued model numbers', () => {
  it.each([
    { text: 'iPhone15 skal', tokens: ['iphone', '15', 'skal'] },
    { text: 'S24Ultra', tokens: ['s24', 'ultra'] },
    { text: 'iphone15pro', tokens: ['iphone', '15', 'pro'] },
  ])('splits "$text" into $tokens', ({ text, tokens }) => {
    expect(searchTokens(text)).toEqual(tokens);
  });
});

describe('isModelToken', () => {
  it.each([
    ['15', true],
    ['s24', true],
    ['8a', true],
    ['iphone', false],
    ['skal', false],
  ])('"%s" is a model number: %s', (token, model) => {
    expect(isModelToken(token)).toBe(model);
  });
});
