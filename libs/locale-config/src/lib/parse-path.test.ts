import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPath,
  LOCALE_CODES,
  parsePath,
  ROUTE_NAMES,
  ROUTE_TABLE,
  type LocaleCode,
  type RouteName,
} from '../index';

type Params = Record<string, string>;

/** Sample params for a pattern: every param, or only the required ones. */
function sampleParams(pattern: string, withOptional: boolean): Params {
  const params: Params = {};
  for (const part of pattern.split('/')) {
    if (part === '*') params._splat = 'sample-a/sample-b';
    else if (part.endsWith('?')) {
      if (withOptional) params[part.slice(1, -1)] = `${part.slice(1, -1)}-value`;
    } else if (part.startsWith(':')) params[part.slice(1)] = `${part.slice(1)}-value`;
  }
  return params;
}

const untypedBuild = (name: RouteName, params: Params, locale: LocaleCode, prefix = true): string =>
  buildPath(name as 'cms', params as { _splat: string }, locale, { prefix });

const cases = LOCALE_CODES.flatMap((locale) =>
  ROUTE_NAMES.flatMap((name) =>
    (ROUTE_TABLE[name][locale].includes('?') ? [true, false] : [true]).map((withOptional) => ({
      locale,
      name,
      params: sampleParams(ROUTE_TABLE[name][locale], withOptional),
    })),
  ),
);

describe('parsePath', () => {
  it.each(cases)(
    'reads $locale $name $params back from its built path',
    ({ locale, name, params }) => {
      expect(parsePath(untypedBuild(name, params, locale))).toEqual({ locale, name, params });
    },
  );

  it.each(cases)('reads $locale $name $params back without prefix', ({ locale, name, params }) => {
    expect(parsePath(untypedBuild(name, params, locale, false), { locale })).toEqual({
      locale,
      name,
      params,
    });
  });

  // Any text but '.' and '..', which no URL can carry as a segment (buildPath refuses them).
  const slug = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
    .filter((s) => s !== '.' && s !== '..');
  const splat = fc
    .array(
      slug.filter((s) => !s.includes('/')),
      { minLength: 1, maxLength: 4 },
    )
    .map((parts) => parts.join('/'));
  const locale = fc.constantFrom(...LOCALE_CODES);

  it('reads any slug, id and code back for routes whose params open no other screen', () => {
    const names = ROUTE_NAMES.filter((name) => name !== 'cms' && name !== 'checkout-id');
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        locale,
        slug,
        slug,
        splat,
        fc.boolean(),
        (name, loc, a, b, s, prefix) => {
          const pattern = ROUTE_TABLE[name][loc];
          const params: Params = {};
          if (pattern.includes('*')) params._splat = s;
          for (const [index, part] of pattern
            .split('/')
            .filter((p) => p.startsWith(':'))
            .entries()) {
            params[part.replace(/^:|\?$/g, '')] = index === 0 ? a : b;
          }
          const path = untypedBuild(name, params, loc, prefix);
          expect(parsePath(path, prefix ? {} : { locale: loc })).toEqual({
            locale: loc,
            name,
            params,
          });
        },
      ),
    );
  });

  // Path words mixed in, so that some CMS slugs and checkout ids do collide with other screens.
  const words = [
    ...new Set(
      ROUTE_NAMES.flatMap((name) => LOCALE_CODES.flatMap((l) => ROUTE_TABLE[name][l].split('/'))),
    ),
  ].filter((word) => /^[a-z-]+$/.test(word));
  const wordOrSlug = fc.oneof(
    fc.constantFrom(...words),
    slug.filter((s) => !s.includes('/')),
  );
  const cmsSplat = fc
    .array(wordOrSlug, { minLength: 1, maxLength: 3 })
    .map((parts) => parts.join('/'));

  it('reads every CMS slug and checkout id back, or buildPath refuses it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('cms' as const, 'checkout-id' as const),
        locale,
        wordOrSlug,
        cmsSplat,
        (name, loc, id, s) => {
          const params: Params = name === 'cms' ? { _splat: s } : { id };
          let path: string;
          try {
            path = untypedBuild(name, params, loc);
          } catch (error) {
            expect(String(error)).toMatch(/opens/);
            return;
          }
          expect(parsePath(path)).toEqual({ locale: loc, name, params });
        },
      ),
    );
  });

  it.each([
    { path: '/fi/produkt/x', locale: 'fi' },
    { path: '/sv/tuote/x', locale: 'sv' },
    { path: '/nl/produkt/x', locale: 'nl' },
  ])('does not read $path as a product (it is a CMS page)', ({ path, locale }) => {
    const parsed = parsePath(path);
    expect(parsed?.name).not.toBe('product');
    expect(parsed).toEqual({
      locale,
      name: 'cms',
      params: { _splat: path.split('/').slice(2).join('/') },
    });
  });

  it.each(['/', '/tuote/x', '/xx/produkt/x', '/SV/produkt/x', 'sv/produkt/x', ''])(
    'reads %j as no route, as it has no locale prefix',
    (path) => {
      expect(parsePath(path)).toBeUndefined();
    },
  );

  it.each([
    { path: '/sv', expected: { locale: 'sv', name: 'index', params: {} } },
    { path: '/sv/', expected: { locale: 'sv', name: 'index', params: {} } },
    { path: '/fi/tuote/x/', expected: { locale: 'fi', name: 'product', params: { slug: 'x' } } },
    { path: '/sv/sok?q=skal', expected: { locale: 'sv', name: 'search', params: {} } },
    {
      path: '/sv/produkt/x#reviews',
      expected: { locale: 'sv', name: 'product', params: { slug: 'x' } },
    },
    {
      path: '/sv/produkt/skal%20f%C3%B6r',
      expected: { locale: 'sv', name: 'product', params: { slug: 'skal för' } },
    },
    {
      path: '/sv/checkout/confirmation',
      expected: { locale: 'sv', name: 'checkout-confirmation', params: {} },
    },
    {
      path: '/sv/checkout/abc',
      expected: { locale: 'sv', name: 'checkout-id', params: { id: 'abc' } },
    },
    {
      path: '/sv/my-order/return',
      expected: { locale: 'sv', name: 'my-order', params: { id: 'return' } },
    },
    {
      path: '/sv/my-order/return/7',
      expected: { locale: 'sv', name: 'my-order-return', params: { id: '7' } },
    },
    {
      path: '/sv/rabatt/CODE',
      expected: { locale: 'sv', name: 'legacy-discount', params: { code: 'CODE' } },
    },
    {
      path: '/sv/rabatt/skal/CODE',
      expected: {
        locale: 'sv',
        name: 'legacy-discount',
        params: { category: 'skal', code: 'CODE' },
      },
    },
    {
      path: '/sv/kategori',
      expected: { locale: 'sv', name: 'cms', params: { _splat: 'kategori' } },
    },
    {
      path: '/sv/produkt/x/y',
      expected: { locale: 'sv', name: 'cms', params: { _splat: 'produkt/x/y' } },
    },
  ])('reads $path', ({ path, expected }) => {
    expect(parsePath(path)).toEqual(expected);
  });

  it.each(['/sv//produkt', '/sv/produkt//x', '/sv/produkt/%E0%A4%A'])(
    'reads %s as no route (empty segment or malformed encoding)',
    (path) => {
      expect(parsePath(path)).toBeUndefined();
    },
  );

  it('reads a path without prefix when the domain decided the storefront', () => {
    expect(parsePath('/tuote/x', { locale: 'fi' })).toEqual({
      locale: 'fi',
      name: 'product',
      params: { slug: 'x' },
    });
    expect(parsePath('/', { locale: 'fi' })).toEqual({ locale: 'fi', name: 'index', params: {} });
    expect(parsePath('/fi/tuote/x', { locale: 'fi' })).toEqual({
      locale: 'fi',
      name: 'cms',
      params: { _splat: 'fi/tuote/x' },
    });
  });
});
