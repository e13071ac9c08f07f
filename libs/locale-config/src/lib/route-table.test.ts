import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  buildPath,
  LOCALE_CODES,
  ROUTE_NAMES,
  ROUTE_TABLE,
  type LocaleCode,
  type ParsedPath,
  type RouteName,
  type RouteParams,
} from '../index';

/** The path words of spec section 2, one row per screen. */
const SPEC_ROUTES: readonly { name: RouteName; paths: Record<LocaleCode, string> }[] = [
  { name: 'index', paths: { sv: '/', no: '/', da: '/', fi: '/', nl: '/' } },
  {
    name: 'christmas-calendar',
    paths: {
      sv: '/julkalender',
      no: '/julekalender',
      da: '/julekalender',
      fi: '/joulukalenteri',
      nl: '/kerstkalender',
    },
  },
  {
    name: 'search',
    paths: {
      sv: '/sok',
      no: '/searchresults',
      da: '/searchresults',
      fi: '/searchresults',
      nl: '/searchresults',
    },
  },
  {
    name: 'brand',
    paths: {
      sv: '/varumarke/:slug',
      no: '/varumarke/:slug',
      da: '/maerke/:slug',
      fi: '/tavaramerkki/:slug',
      nl: '/merk/:slug',
    },
  },
  {
    name: 'product',
    paths: {
      sv: '/produkt/:slug',
      no: '/produkt/:slug',
      da: '/produkt/:slug',
      fi: '/tuote/:slug',
      nl: '/product/:slug',
    },
  },
  {
    name: 'product-tag',
    paths: {
      sv: '/produkt-tagg/:slug',
      no: '/produkt-stikkord/:slug',
      da: '/produkt-tagg/:slug',
      fi: '/produkt-tagg/:slug',
      nl: '/product-tag/:slug',
    },
  },
  {
    name: 'product-category-all',
    paths: {
      sv: '/kategori/*',
      no: '/kategori/*',
      da: '/kategori/*',
      fi: '/kategoria/*',
      nl: '/categorie/*',
    },
  },
];

/** Screens whose path is the same in every storefront (spec section 2). */
const SHARED_ROUTES: readonly { name: RouteName; path: string }[] = [
  { name: 'my-account', path: '/my-account' },
  { name: 'my-account-orders', path: '/my-account/orders' },
  { name: 'my-account-overview', path: '/my-account/overview' },
  { name: 'my-account-profile', path: '/my-account/profile' },
  { name: 'my-account-profile-edit', path: '/my-account/profile/edit' },
  { name: 'my-account-returns', path: '/my-account/returns' },
  { name: 'my-account-subscriptions', path: '/my-account/subscriptions' },
  { name: 'my-account-orders-return', path: '/my-account/orders/return/:id?' },
  { name: 'my-order', path: '/my-order/:id?' },
  { name: 'my-order-return', path: '/my-order/return/:id' },
  { name: 'page-preview', path: '/page-preview' },
  { name: 'unsubscribe', path: '/unsubscribe' },
  { name: 'checkout-id', path: '/checkout/:id?' },
  { name: 'checkout-confirmation', path: '/checkout/confirmation/:id?' },
  { name: 'checkout-failed', path: '/checkout/failed/:id?' },
  { name: 'track-order', path: '/track-order/:id?' },
  { name: 'legacy-discount', path: '/rabatt/:category?/:code' },
  { name: 'cms', path: '/*' },
];

const paramNames = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((part) => part.startsWith(':') || part === '*')
    .map((part) => (part === '*' ? '_splat' : part))
    .sort();

describe('ROUTE_TABLE', () => {
  it('holds every route name once, in the order of ROUTE_NAMES', () => {
    expect(Object.keys(ROUTE_TABLE)).toEqual([...ROUTE_NAMES]);
  });

  it('covers every route name between the two spec tables of this test', () => {
    const covered = [...SPEC_ROUTES.map((r) => r.name), ...SHARED_ROUTES.map((r) => r.name)].sort();
    expect(covered).toEqual([...ROUTE_NAMES].sort());
  });

  it.each(SPEC_ROUTES)(
    'uses the spec path words of $name in every storefront',
    ({ name, paths }) => {
      expect(ROUTE_TABLE[name]).toEqual(paths);
    },
  );

  it.each(SHARED_ROUTES)('uses $path for $name in every storefront', ({ name, path }) => {
    for (const locale of LOCALE_CODES) expect(ROUTE_TABLE[name][locale]).toBe(path);
  });

  it.each([...ROUTE_NAMES])('gives %s the same parameters in every storefront', (name) => {
    const expected = paramNames(ROUTE_TABLE[name].sv);
    for (const locale of LOCALE_CODES)
      expect(paramNames(ROUTE_TABLE[name][locale])).toEqual(expected);
  });

  it.each([...LOCALE_CODES])('gives every route of %s its own pattern', (locale) => {
    const patterns = ROUTE_NAMES.map((name) => ROUTE_TABLE[name][locale]);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('RouteParams', () => {
  it('types each route with the params of its pattern', () => {
    expectTypeOf<keyof RouteParams<'index'>>().toEqualTypeOf<never>();
    expectTypeOf<RouteParams<'product'>>().toEqualTypeOf<{ readonly slug: string }>();
    expectTypeOf<RouteParams<'checkout-id'>>().toEqualTypeOf<{ readonly id?: string }>();
    expectTypeOf<RouteParams<'product-category-all'>>().toEqualTypeOf<{
      readonly _splat: string;
    }>();
    expectTypeOf<RouteParams<'legacy-discount'>>().toEqualTypeOf<{
      readonly code: string;
      readonly category?: string;
    }>();
    expectTypeOf<Extract<ParsedPath, { name: 'brand' }>['params']>().toEqualTypeOf<{
      readonly slug: string;
    }>();
  });

  it('refuses a call to buildPath without a required param at compile time', () => {
    // @ts-expect-error slug is required
    expect(() => buildPath('product', {}, 'sv')).toThrow('needs the parameter "slug"');
  });
});
