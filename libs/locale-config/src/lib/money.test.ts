import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOCALE_CODES,
  STOREFRONTS,
  currencyDigits,
  currencyStep,
  exVatPrice,
  fractionDigitsOf,
  vatInAmount,
} from '../index';
import { roundHalfAwayFromZero } from './round-half-away-from-zero';

const STOREFRONT_RATES = [
  ...new Set(LOCALE_CODES.map((code) => STOREFRONTS[code].standardVatRate)),
];

describe('fractionDigitsOf', () => {
  it.each([
    { locale: 'sv', digits: 0 },
    { locale: 'no', digits: 0 },
    { locale: 'da', digits: 0 },
    { locale: 'fi', digits: 2 },
    { locale: 'nl', digits: 2 },
  ] as const)('prices $locale to $digits digits', ({ locale, digits }) => {
    expect(fractionDigitsOf(locale)).toBe(digits);
  });

  it.each(LOCALE_CODES)('follows the currency digits of %s', (locale) => {
    expect(fractionDigitsOf(locale)).toBe(currencyDigits(locale) === 0 ? 0 : 2);
  });
});

describe('currencyStep', () => {
  it.each([
    { fractionDigits: 0 as const, step: 100 },
    { fractionDigits: 2 as const, step: 1 },
  ])('rounds $fractionDigits digits to steps of $step minor units', ({ fractionDigits, step }) => {
    expect(currencyStep(fractionDigits)).toBe(step);
  });
});

describe('exVatPrice (the amounts the pricing engine splits)', () => {
  it.each([
    { amountInclVat: 12_500, vatRate: 25, exVat: 10_000 },
    { amountInclVat: 19_900, vatRate: 25, exVat: 15_920 },
    { amountInclVat: 2_490, vatRate: 25.5, exVat: 1_984 },
    { amountInclVat: 1_999, vatRate: 21, exVat: 1_652 },
    { amountInclVat: 1_000, vatRate: 0, exVat: 1_000 },
  ])(
    '$amountInclVat incl. $vatRate % VAT is $exVat ex VAT',
    ({ amountInclVat, vatRate, exVat }) => {
      expect(exVatPrice(amountInclVat, vatRate)).toBe(exVat);
    },
  );
});

describe('vatInAmount', () => {
  it.each([
    { name: 'a 100 kr discount at 25 %', amount: 10_000, rate: 25, vat: 2_000 },
    { name: '125 kr at 25 %', amount: 12_500, rate: 25, vat: 2_500 },
    { name: '49 kr shipping at 25 %', amount: 4_900, rate: 25, vat: 980 },
    { name: '19.99 € at 25.5 %', amount: 1_999, rate: 25.5, vat: 406 },
    { name: '4.95 € at 21 %', amount: 495, rate: 21, vat: 86 },
    { name: 'one öre at 25 % (0.2 rounds down)', amount: 1, rate: 25, vat: 0 },
    { name: 'three öre at 25 % (0.6 rounds up)', amount: 3, rate: 25, vat: 1 },
    { name: 'a half rounds up', amount: 1, rate: 100, vat: 1 },
    { name: 'nothing', amount: 0, rate: 25, vat: 0 },
    { name: 'a rate of 0', amount: 12_345, rate: 0, vat: 0 },
  ])('finds $vat in $name', ({ amount, rate, vat }) => {
    expect(vatInAmount(amount, rate)).toBe(vat);
  });

  it('rounds as half away from zero does, for every non-negative integer amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.oneof(fc.constantFrom(...STOREFRONT_RATES, 0, 100), fc.integer({ min: 0, max: 100 })),
        (amount, rate) => {
          expect(vatInAmount(amount, rate)).toBe(
            roundHalfAwayFromZero((amount * rate) / (100 + rate)),
          );
        },
      ),
    );
  });

  it('splits an amount exactly into its ex-VAT price and its VAT at the storefront rates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(...STOREFRONT_RATES),
        (amount, rate) => {
          expect(exVatPrice(amount, rate) + vatInAmount(amount, rate)).toBe(amount);
        },
      ),
    );
  });
});
