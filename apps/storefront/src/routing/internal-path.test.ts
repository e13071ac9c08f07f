import fc from 'fast-check';
import {
  LOCALE_CODES,
  ROUTE_NAMES,
  buildPath,
  parsePath,
  type RouteName,
} from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { fromInternalPath, internalRoutePath, toInternalPath } from './internal-path';

const SAMPLE_PARAMS: Record<RouteName, Record<string, string>[]> = {
  index: [{}],
  'christmas-calendar': [{}],
  'my-account': [{}],
  'my-account-orders': [{}],
  'my-account-overview': [{}],
  'my-account-profile': [{}],
  'my-account-profile-edit': [{}],
  'my-account-returns': [{}],
  'my-account-subscriptions': [{}],
  'my-account-orders-return': [{}, { id: '1042' }],
  'my-order': [{}, { id: 'NS-1042' }],
  'my-order-return': [{ id: '77' }],
  'page-preview': [{}],
  search: [{}],
  unsubscribe: [{}],
  'checkout-id': [{}, { id: 'abc-123' }],
  'checkout-confirmation': [{}, { id: 'abc-123' }],
  'checkout-failed': [{}, { id: 'abc-123' }],
  'track-order': [{}, { id: '5001' }],
  brand: [{ slug: 'samsung' }],
  product: [{ slug: 'iphone-15-skal-svart' }, { slug: 'skärmskydd öko' }],
  'product-tag': [{ slug: 'nyhet' }],
  'product-category-all': [{ _splat: 'mobilskal' }, { _splat: 'reservdelar/apple/iphone-15' }],
  'legacy-discount': [{ code: 'SOMMAR25' }, { category: 'mobilskal', code: 'SOMMAR25' }],
  cms: [{ _splat: 'om-oss' }, { _splat: 'kundservice/leveranser' }],
};

const cases = ROUTE_NAMES.flatMap((name) =>
  LOCALE_CODES.flatMap((locale) => SAMPLE_PARAMS[name].map((params) => ({ name, locale, params }))),
);

describe('internal paths', () => {
  it.each(cases)(
    '$locale $name $params survives public → internal → public',
    ({ name, locale, params }) => {
      const publicPath = buildPath(name, params as never, locale);
      const parsed = parsePath(publicPath);
      expect(parsed).toBeDefined();
      const internal = toInternalPath(parsed!);
      const back = fromInternalPath(internal);
      expect(back).toEqual({ locale, name, params });
      expect(buildPath(back!.name, back!.params as never, back!.locale)).toBe(publicPath);
    },
  );

  it.each([
    { name: 'index', path: '/' },
    { name: 'product', path: 'product/$slug' },
    { name: 'my-order', path: 'my-order/{-$id}' },
    { name: 'legacy-discount', path: 'legacy-discount/{-$category}/$code' },
    { name: 'product-category-all', path: 'product-category-all/$' },
  ] as const)('routes $name at $path below the locale', ({ name, path }) => {
    expect(internalRoutePath(name)).toBe(path);
  });

  it('names the screen, not its localized words', () => {
    expect(toInternalPath(parsePath('/fi/tuote/kuori')!)).toBe('/fi/product/kuori');
    expect(toInternalPath(parsePath('/sv/kategori/a/b/c')!)).toBe('/sv/product-category-all/a/b/c');
  });

  it.each([
    '/xx/product/a',
    '/sv/no-such-screen',
    '/sv/product',
    '/sv/product/a/b',
    '/sv/my-order-return',
  ])('rejects %s', (path) => {
    expect(fromInternalPath(path)).toBeUndefined();
  });

  it('round-trips any product slug', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 30 })
          .filter((s) => !s.includes('/') && s !== '.' && s !== '..'),
        (slug) => {
          const internal = toInternalPath({ name: 'product', locale: 'nl', params: { slug } });
          expect(fromInternalPath(internal)).toEqual({
            name: 'product',
            locale: 'nl',
            params: { slug },
          });
        },
      ),
    );
  });
});
