import { describe, expect, it } from 'vitest';
import { buildPath, LOCALE_CODES, LOCALE_SWITCHER_LOCALES, switchLocalePath } from '../index';

describe('switchLocalePath', () => {
  it.each([
    { from: '/sv/produkt/x', to: 'fi', expected: '/fi/tuote/x' },
    { from: '/fi/tuote/x', to: 'nl', expected: '/nl/product/x' },
    { from: '/sv/sok?q=skal', to: 'da', expected: '/da/searchresults?q=skal' },
    { from: '/no/produkt-stikkord/nyhet', to: 'sv', expected: '/sv/produkt-tagg/nyhet' },
    { from: '/da/maerke/apple', to: 'fi', expected: '/fi/tavaramerkki/apple' },
    { from: '/sv/kategori/skal/apple', to: 'nl', expected: '/nl/categorie/skal/apple' },
    { from: '/sv/julkalender', to: 'nl', expected: '/nl/kerstkalender' },
    { from: '/sv/my-order/return/7', to: 'no', expected: '/no/my-order/return/7' },
    { from: '/sv/rabatt/skal/CODE', to: 'fi', expected: '/fi/rabatt/skal/CODE' },
    { from: '/sv/om-oss', to: 'fi', expected: '/fi/om-oss' },
    { from: '/sv', to: 'fi', expected: '/fi' },
    {
      from: '/sv/produkt/skal%20f%C3%B6r#reviews',
      to: 'da',
      expected: '/da/produkt/skal%20f%C3%B6r#reviews',
    },
  ] as const)('switches $from to $to as $expected', ({ from, to, expected }) => {
    expect(switchLocalePath(from, to)).toBe(expected);
  });

  it.each(LOCALE_CODES.flatMap((from) => LOCALE_CODES.map((to) => ({ from, to }))))(
    'keeps the product slug from $from to $to',
    ({ from, to }) => {
      expect(switchLocalePath(buildPath('product', { slug: 'laddare' }, from), to)).toBe(
        buildPath('product', { slug: 'laddare' }, to),
      );
    },
  );

  it('goes to the home page of the target for a path it cannot read', () => {
    expect(switchLocalePath('/', 'fi')).toBe('/fi');
    expect(switchLocalePath('/xx/produkt/x?q=1', 'da')).toBe('/da');
  });

  it('goes to the home page when the CMS slug is a screen of the target', () => {
    expect(switchLocalePath('/sv/tuote/x', 'fi')).toBe('/fi');
  });

  it('reads and writes paths without prefix for storefronts on their own domains', () => {
    expect(switchLocalePath('/tuote/x', 'sv', { locale: 'fi', prefix: false })).toBe('/produkt/x');
    expect(switchLocalePath('/tuote/x', 'sv', { locale: 'fi' })).toBe('/sv/produkt/x');
    expect(switchLocalePath('/sv/produkt/x', 'fi', { prefix: false })).toBe('/tuote/x');
  });
});

describe('LOCALE_SWITCHER_LOCALES', () => {
  it('offers every storefront but nl', () => {
    expect(LOCALE_SWITCHER_LOCALES).toEqual(LOCALE_CODES.filter((code) => code !== 'nl'));
  });
});
