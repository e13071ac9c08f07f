import { describe, expect, it } from 'vitest';
import {
  CURRENCY_DIGITS,
  currencyDigits,
  displayPrice,
  formatDisplayPrice,
  formatMoney,
  LOCALE_CODES,
  priceDigits,
  STOREFRONTS,
} from '../index';

describe('currencyDigits', () => {
  it.each([
    { locale: 'sv', digits: 0 },
    { locale: 'no', digits: 0 },
    { locale: 'da', digits: 0 },
    { locale: 'fi', digits: 2 },
    { locale: 'nl', digits: 2 },
  ] as const)('shows $locale prices with $digits decimals', ({ locale, digits }) => {
    expect(currencyDigits(locale)).toBe(digits);
  });

  it.each([...LOCALE_CODES])('follows the currency of %s', (locale) => {
    expect(currencyDigits(locale)).toBe(CURRENCY_DIGITS[STOREFRONTS[locale].currency]);
  });
});

describe('priceDigits', () => {
  it.each([
    { locale: 'sv', includeVat: true, digits: 0 },
    { locale: 'sv', includeVat: false, digits: 2 },
    { locale: 'da', includeVat: true, digits: 0 },
    { locale: 'fi', includeVat: true, digits: 2 },
    { locale: 'nl', includeVat: false, digits: 2 },
  ] as const)(
    'shows $locale prices with includeVat $includeVat at $digits decimals',
    ({ locale, includeVat, digits }) => {
      expect(priceDigits(locale, includeVat)).toBe(digits);
    },
  );
});

describe('formatMoney', () => {
  it.each([
    { locale: 'sv', minor: 12900, expected: '129\u00a0kr' },
    { locale: 'sv', minor: 129050, expected: '1\u00a0291\u00a0kr' },
    { locale: 'sv', minor: -4950, expected: '\u221250\u00a0kr' },
    { locale: 'sv', minor: -40, expected: '0\u00a0kr' },
    { locale: 'no', minor: 12900, expected: '129\u00a0kr' },
    { locale: 'no', minor: 1999000, expected: '19\u00a0990\u00a0kr' },
    { locale: 'da', minor: 12900, expected: '129\u00a0kr.' },
    { locale: 'da', minor: 129000, expected: '1.290\u00a0kr.' },
    { locale: 'da', minor: -4950, expected: '-50\u00a0kr.' },
    { locale: 'fi', minor: 1999, expected: '19,99\u00a0\u20ac' },
    { locale: 'fi', minor: 129050, expected: '1\u00a0290,50\u00a0\u20ac' },
    { locale: 'fi', minor: -4950, expected: '\u221249,50\u00a0\u20ac' },
    { locale: 'nl', minor: 1999, expected: '\u20ac\u00a019,99' },
    { locale: 'nl', minor: 129050, expected: '\u20ac\u00a01.290,50' },
    { locale: 'nl', minor: -4950, expected: '\u20ac\u00a0-49,50' },
  ] as const)('writes $minor in $locale as $expected', ({ locale, minor, expected }) => {
    expect(formatMoney(minor, locale)).toBe(expected);
  });

  it('shows the digits asked for', () => {
    expect(formatMoney(10320, 'sv', { digits: 2 })).toBe('103,20\u00a0kr');
    expect(formatMoney(1999, 'fi', { digits: 0 })).toBe('20\u00a0\u20ac');
  });

  describe('an amount in its own currency', () => {
    it.each([
      { locale: 'sv', currency: 'SEK', minor: 130500, expected: '1\u00a0305\u00a0kr' },
      { locale: 'fi', currency: 'SEK', minor: 130500, expected: '1\u00a0305\u00a0SEK' },
      { locale: 'no', currency: 'SEK', minor: 130500, expected: '1\u00a0305\u00a0SEK' },
      { locale: 'da', currency: 'SEK', minor: 130500, expected: '1.305\u00a0SEK' },
      { locale: 'nl', currency: 'SEK', minor: 130500, expected: 'SEK\u00a01.305' },
      { locale: 'sv', currency: 'EUR', minor: 4590, expected: '45,90\u00a0\u20ac' },
      { locale: 'da', currency: 'NOK', minor: 9900, expected: '99\u00a0NOK' },
      { locale: 'fi', currency: 'DKK', minor: -4950, expected: '\u221250\u00a0DKK' },
    ] as const)(
      'writes $minor $currency on $locale as $expected',
      ({ locale, currency, minor, expected }) => {
        expect(formatMoney(minor, locale, { currency })).toBe(expected);
      },
    );

    it.each([...LOCALE_CODES])(
      'keeps the currency and its digits of a Swedish order on %s, only the number style is the storefront’s',
      (locale) => {
        const text = formatMoney(130550, locale, { currency: 'SEK' });
        expect(text).not.toMatch(/€|NOK|DKK|,\d\d/);
        expect(text.replace(/\D/g, '')).toBe('1306');
      },
    );

    it('is the storefront’s own currency when none is named', () => {
      for (const locale of LOCALE_CODES)
        expect(formatMoney(4590, locale, { currency: STOREFRONTS[locale].currency })).toBe(
          formatMoney(4590, locale),
        );
    });
  });
});

describe('formatDisplayPrice', () => {
  it.each([
    { locale: 'sv', minor: 12720, includeVat: false, expected: '127,20\u00a0kr' },
    { locale: 'sv', minor: 15900, includeVat: true, expected: '159\u00a0kr' },
    { locale: 'sv', minor: 12950, includeVat: true, expected: '130\u00a0kr' },
    { locale: 'no', minor: 15960, includeVat: false, expected: '159,60\u00a0kr' },
    { locale: 'da', minor: 11996, includeVat: true, expected: '120\u00a0kr.' },
    { locale: 'fi', minor: 1593, includeVat: false, expected: '15,93\u00a0\u20ac' },
    { locale: 'nl', minor: 2065, includeVat: false, expected: '\u20ac\u00a020,65' },
    { locale: 'nl', minor: 2499, includeVat: true, expected: '\u20ac\u00a024,99' },
  ] as const)(
    'writes $minor in $locale (includeVat $includeVat) as $expected',
    ({ locale, minor, includeVat, expected }) => {
      expect(formatDisplayPrice(minor, locale, includeVat)).toBe(expected);
    },
  );

  it('writes an ex-VAT price the way the product page does', () => {
    // 159 kr incl. 25 % VAT is 127,20 kr ex VAT everywhere the shop shows it (spec section 9).
    expect(formatDisplayPrice(displayPrice(15900, 25, 'sv', false), 'sv', false)).toBe(
      '127,20\u00a0kr',
    );
  });
});
