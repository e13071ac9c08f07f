import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOCALE_CODES,
  STOREFRONTS,
  currencyDigits,
  currencyStep,
  exVatPrice,
  fractionDigitsOf,
  vatByRate,
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

describe('vatByRate', () => {
  it.each([
    {
      name: 'goods at 25 % and 12 %, shipping and a fee at 25 %',
      lines: [
        { amount: 12_500, rate: 25 },
        { amount: 11_200, rate: 12 },
      ],
      fees: [
        { amount: 4_900, rate: 25 },
        { amount: 2_500, rate: 25 },
      ],
      expected: [
        { rate: 25, amount: 2_500 + 980 + 500 },
        { rate: 12, amount: 1_200 },
      ],
    },
    {
      name: 'free shipping and a 0 % line leave no rows',
      lines: [
        { amount: 1_999, rate: 24 },
        { amount: 500, rate: 0 },
      ],
      fees: [{ amount: 0, rate: 24 }],
      expected: [{ rate: 24, amount: 1_999 - exVatPrice(1_999, 24) }],
    },
  ])('$name', ({ lines, fees, expected }) => {
    expect(vatByRate(lines, fees)).toEqual(expected);
  });

  it('adds up to the VAT total an order is given (goods VAT + VAT of each fee)', () => {
    const amountAtRate = fc.record({
      amount: fc.integer({ min: 0, max: 5_000_000 }),
      rate: fc.constantFrom(0, 6, 9, 10, 12, 14, 15, 21, 24, 25, 25.5),
    });
    fc.assert(
      fc.property(
        fc.array(amountAtRate, { maxLength: 20 }),
        fc.array(amountAtRate, { maxLength: 3 }),
        (lines, fees) => {
          const goodsVat = lines.reduce(
            (sum, l) => sum + l.amount - exVatPrice(l.amount, l.rate),
            0,
          );
          const feesVat = fees.reduce((sum, f) => sum + vatInAmount(f.amount, f.rate), 0);
          const rows = vatByRate(lines, fees);
          expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(goodsVat + feesVat);
          expect(rows.map((row) => row.rate)).toEqual(
            [...rows.map((row) => row.rate)].sort((a, b) => b - a),
          );
        },
      ),
    );
  });
});
