import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayPrice,
  exVatPrice,
  LOCALE_CODES,
  roundDisplayPrice,
  trackingPrice,
  vatFactor,
} from '../index';

/** One product price per storefront currency, with its VAT rate, and what the shop makes of it. */
const PRICES = [
  {
    locale: 'sv',
    minor: 12900,
    rate: 25,
    exVat: 10320,
    shownIncl: 12900,
    shownEx: 10320,
    trackedIncl: 129,
    trackedEx: 103.2,
  },
  {
    locale: 'no',
    minor: 19950,
    rate: 25,
    exVat: 15960,
    shownIncl: 20000,
    shownEx: 15960,
    trackedIncl: 199.5,
    trackedEx: 159.6,
  },
  {
    locale: 'da',
    minor: 14995,
    rate: 25,
    exVat: 11996,
    shownIncl: 15000,
    shownEx: 11996,
    trackedIncl: 149.95,
    trackedEx: 119.96,
  },
  {
    locale: 'fi',
    minor: 1999,
    rate: 25.5,
    exVat: 1593,
    shownIncl: 1999,
    shownEx: 1593,
    trackedIncl: 19.99,
    trackedEx: 15.93,
  },
  {
    locale: 'nl',
    minor: 2499,
    rate: 21,
    exVat: 2065,
    shownIncl: 2499,
    shownEx: 2065,
    trackedIncl: 24.99,
    trackedEx: 20.65,
  },
] as const;

describe('vatFactor', () => {
  it.each([
    { rate: 25, factor: 1.25 },
    { rate: 21, factor: 1.21 },
    { rate: 12, factor: 1.12 },
    { rate: 0, factor: 1 },
  ])('makes $factor of $rate %', ({ rate, factor }) => {
    expect(vatFactor(rate)).toBeCloseTo(factor, 12);
  });
});

describe('exVatPrice', () => {
  it.each(PRICES)('takes the VAT out of $minor at $rate % as $exVat', ({ minor, rate, exVat }) => {
    expect(exVatPrice(minor, rate)).toBe(exVat);
  });

  it('keeps the price at 0 % VAT', () => {
    expect(exVatPrice(12345, 0)).toBe(12345);
  });

  it('rounds halves away from zero, for refunds too', () => {
    expect(exVatPrice(125, 25)).toBe(100);
    expect(exVatPrice(5, 100)).toBe(3);
    expect(exVatPrice(-5, 100)).toBe(-3);
  });

  it('never exceeds the price for a rate of 0 or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (minor, rate) => {
          expect(exVatPrice(minor, rate)).toBeLessThanOrEqual(minor);
          expect(exVatPrice(minor, rate)).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(exVatPrice(minor, rate))).toBe(true);
        },
      ),
    );
  });
});

describe('roundDisplayPrice', () => {
  it.each([
    { locale: 'sv', minor: 12950, includeVat: true, rounded: 13000 },
    { locale: 'sv', minor: 12949, includeVat: true, rounded: 12900 },
    { locale: 'sv', minor: 12950, includeVat: false, rounded: 12950 },
    { locale: 'sv', minor: 1599.5, includeVat: false, rounded: 1600 },
    { locale: 'no', minor: -12950, includeVat: true, rounded: -13000 },
    { locale: 'da', minor: 14995, includeVat: true, rounded: 15000 },
    { locale: 'fi', minor: 1999, includeVat: true, rounded: 1999 },
    { locale: 'fi', minor: 1592.83, includeVat: false, rounded: 1593 },
    { locale: 'nl', minor: 2499.4, includeVat: true, rounded: 2499 },
  ] as const)(
    'rounds $minor in $locale (includeVat $includeVat) to $rounded',
    ({ locale, minor, includeVat, rounded }) => {
      expect(roundDisplayPrice(minor, locale, includeVat)).toBe(rounded);
    },
  );

  it('changes nothing in a rounded price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALE_CODES),
        fc.boolean(),
        fc.oneof(
          fc.integer({ min: -10_000_000, max: 10_000_000 }),
          fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        ),
        (locale, includeVat, minor) => {
          const once = roundDisplayPrice(minor, locale, includeVat);
          expect(roundDisplayPrice(once, locale, includeVat)).toBe(once);
        },
      ),
    );
  });
});

describe('displayPrice', () => {
  it.each(PRICES)(
    'shows $minor in $locale as $shownIncl incl. VAT and $shownEx ex. VAT',
    (price) => {
      expect(displayPrice(price.minor, price.rate, price.locale, true)).toBe(price.shownIncl);
      expect(displayPrice(price.minor, price.rate, price.locale, false)).toBe(price.shownEx);
    },
  );

  it('shows a whole krona including VAT in sv, no and da', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sv', 'no', 'da' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        (locale, minor) => {
          expect(displayPrice(minor, 25, locale, true) % 100).toBe(0);
        },
      ),
    );
  });
});

describe('trackingPrice', () => {
  it.each(PRICES)('tracks $minor in $locale as $trackedIncl or $trackedEx', (price) => {
    expect(trackingPrice(price.minor, price.rate, true)).toBe(price.trackedIncl);
    expect(trackingPrice(price.minor, price.rate, false)).toBe(price.trackedEx);
  });

  it('never raises the price for a negative rate', () => {
    expect(trackingPrice(1000, -10, false)).toBe(10);
  });

  it('has at most 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: -50, max: 100, noNaN: true }),
        fc.boolean(),
        (minor, rate, incl) => {
          const tracked = trackingPrice(minor, rate, incl);
          expect(Math.round(tracked * 100) / 100).toBe(tracked);
        },
      ),
    );
  });
});
