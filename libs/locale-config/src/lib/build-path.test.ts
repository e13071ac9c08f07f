import { describe, expect, it } from 'vitest';
import { buildPath } from '../index';
import { KEPT_PATHS_LIMIT, buildRoutePath } from './build-path';

describe('buildPath', () => {
  it.each([
    { path: buildPath('product', { slug: 'x' }, 'fi'), expected: '/fi/tuote/x' },
    { path: buildPath('product', { slug: 'x' }, 'sv'), expected: '/sv/produkt/x' },
    { path: buildPath('product', { slug: 'x' }, 'nl'), expected: '/nl/product/x' },
    { path: buildPath('index', {}, 'da'), expected: '/da' },
    { path: buildPath('search', {}, 'sv'), expected: '/sv/sok' },
    { path: buildPath('search', {}, 'no'), expected: '/no/searchresults' },
    { path: buildPath('christmas-calendar', {}, 'fi'), expected: '/fi/joulukalenteri' },
    { path: buildPath('brand', { slug: 'apple' }, 'da'), expected: '/da/maerke/apple' },
    {
      path: buildPath('product-tag', { slug: 'nyhet' }, 'no'),
      expected: '/no/produkt-stikkord/nyhet',
    },
    {
      path: buildPath('product-category-all', { _splat: 'skal/apple/iphone-15' }, 'nl'),
      expected: '/nl/categorie/skal/apple/iphone-15',
    },
    { path: buildPath('my-order', {}, 'sv'), expected: '/sv/my-order' },
    { path: buildPath('my-order', { id: '1042' }, 'sv'), expected: '/sv/my-order/1042' },
    {
      path: buildPath('my-order-return', { id: '1042' }, 'no'),
      expected: '/no/my-order/return/1042',
    },
    {
      path: buildPath('my-account-orders-return', {}, 'fi'),
      expected: '/fi/my-account/orders/return',
    },
    { path: buildPath('checkout-id', { id: 'abc' }, 'da'), expected: '/da/checkout/abc' },
    { path: buildPath('legacy-discount', { code: 'SOMMAR' }, 'sv'), expected: '/sv/rabatt/SOMMAR' },
    {
      path: buildPath('legacy-discount', { category: 'skal', code: 'SOMMAR' }, 'sv'),
      expected: '/sv/rabatt/skal/SOMMAR',
    },
    { path: buildPath('cms', { _splat: 'om-oss/kontakt' }, 'sv'), expected: '/sv/om-oss/kontakt' },
  ])('builds $expected', ({ path, expected }) => {
    expect(path).toBe(expected);
  });

  it('leaves the locale prefix out for a storefront on its own domain', () => {
    expect(buildPath('product', { slug: 'x' }, 'fi', { prefix: false })).toBe('/tuote/x');
    expect(buildPath('index', {}, 'fi', { prefix: false })).toBe('/');
  });

  it('URL-encodes each param and keeps the slashes of the splat', () => {
    expect(buildPath('product', { slug: 'skal för/iphone' }, 'sv')).toBe(
      '/sv/produkt/skal%20f%C3%B6r%2Fiphone',
    );
    expect(buildPath('product-category-all', { _splat: 'tillbehör/laddare & kablar' }, 'sv')).toBe(
      '/sv/kategori/tillbeh%C3%B6r/laddare%20%26%20kablar',
    );
  });

  it('leaves out an empty optional param', () => {
    expect(buildPath('checkout-id', { id: '' }, 'sv')).toBe('/sv/checkout');
  });

  it.each([
    { name: 'product', params: {}, message: /"product" needs the parameter "slug"/ },
    { name: 'product', params: { slug: '' }, message: /"product" needs the parameter "slug"/ },
    { name: 'my-order-return', params: {}, message: /"my-order-return" needs the parameter "id"/ },
    {
      name: 'legacy-discount',
      params: { category: 'skal' },
      message: /needs the parameter "code"/,
    },
    {
      name: 'product-category-all',
      params: { _splat: '' },
      message: /needs the parameter "_splat"/,
    },
    { name: 'product-category-all', params: { _splat: 'a//b' }, message: /single slashes/ },
    { name: 'cms', params: { _splat: 'om-oss/' }, message: /single slashes/ },
    { name: 'product', params: { slug: '..' }, message: /cannot be "." or ".."/ },
    { name: 'cms', params: { _splat: 'om-oss/./kontakt' }, message: /cannot be "." or ".."/ },
  ] as const)('throws for $name with params $params', ({ name, params, message }) => {
    // Casts: these calls break the types on purpose, as untyped callers could.
    expect(() => buildPath(name as 'product', params as { slug: string }, 'sv')).toThrow(message);
  });

  it.each([
    { name: 'checkout-id', params: { id: 'confirmation' }, opens: 'checkout-confirmation' },
    { name: 'checkout-id', params: { id: 'failed' }, opens: 'checkout-failed' },
    { name: 'cms', params: { _splat: 'produkt/x' }, opens: 'product' },
    { name: 'cms', params: { _splat: 'sok' }, opens: 'search' },
  ] as const)('throws when $name with $params would open $opens', ({ name, params, opens }) => {
    expect(() => buildPath(name as 'cms', params as { _splat: string }, 'sv')).toThrow(
      `opens "${opens}"`,
    );
  });

  it('builds a CMS path that is a path word of another storefront only', () => {
    expect(buildPath('cms', { _splat: 'tuote/x' }, 'sv')).toBe('/sv/tuote/x');
  });
});

describe('buildRoutePath, building the same link again', () => {
  it.each([
    { name: 'product', params: { slug: 'x' }, prefix: true, expected: '/fi/tuote/x' },
    { name: 'product', params: { slug: 'x' }, prefix: false, expected: '/tuote/x' },
    { name: 'my-order', params: { id: '1042' }, prefix: true, expected: '/fi/my-order/1042' },
    { name: 'my-order', params: {}, prefix: true, expected: '/fi/my-order' },
    { name: 'my-order', params: { id: '' }, prefix: true, expected: '/fi/my-order' },
    { name: 'product', params: { slug: 'x', extra: 'y' }, prefix: true, expected: '/fi/tuote/x' },
  ] as const)('gives $expected for $name $params again', ({ name, params, prefix, expected }) => {
    expect(buildRoutePath(name, params, 'fi', { prefix })).toBe(expected);
    expect(buildRoutePath(name, params, 'fi', { prefix })).toBe(expected);
  });

  it('throws every time for params that open another screen', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(() => buildRoutePath('checkout-id', { id: 'confirmation' }, 'sv')).toThrow(
        'opens "checkout-confirmation"',
      );
    }
  });

  it('keeps answering right after more distinct paths than it keeps', () => {
    for (let n = 0; n < KEPT_PATHS_LIMIT + 10; n += 1) {
      expect(buildRoutePath('product', { slug: `p-${n}` }, 'nl')).toBe(`/nl/product/p-${n}`);
    }
    expect(buildRoutePath('product', { slug: 'p-0' }, 'da')).toBe('/da/produkt/p-0');
  });
});
