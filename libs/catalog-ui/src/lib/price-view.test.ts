import type { Prices } from '@nordshop/api-contract';
import { LOCALE_CODES, displayPrice } from '@nordshop/locale-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aTier } from '../testing/catalog-builders';
import {
  activeTiers,
  cardPriceView,
  formatPercentOff,
  formatPrice,
  priceView,
  tierPriceRows,
  unitPrice,
} from './price-view';

const prices = (n: Prices['n'], c: Prices['c'] = []): Prices => ({ n, c });
const tiered = prices([aTier(19900, 1), aTier(17900, 3, 19900), aTier(15900, 10, 19900)]);

describe('priceView', () => {
  it.each([
    {
      name: 'a single price reads as it is',
      prices: prices([aTier(19900)]),
      includeVat: true,
      view: { amount: 19900, from: false },
    },
    {
      name: 'excl. VAT divides by the VAT factor and keeps the öre',
      prices: prices([aTier(19900)]),
      includeVat: false,
      view: { amount: 15920, from: false },
    },
    {
      name: 'a tiered product reads the price of one unit, not its cheapest tier',
      prices: tiered,
      includeVat: true,
      view: { amount: 19900, from: false },
    },
    {
      name: 'a tiered product excl. VAT reads one unit excl. VAT with its öre',
      prices: tiered,
      includeVat: false,
      view: { amount: 15920, from: false },
    },
    {
      name: 'a campaign on one unit of a tiered product reads the campaign price',
      prices: prices(tiered.n, [aTier(16000, 1, 19900)]),
      includeVat: true,
      view: { amount: 16000, from: false, campaign: { original: 19900, percent: 20 } },
    },
    {
      name: 'a campaign price shows the original and the discount',
      prices: prices([aTier(19900)], [aTier(15900, 1, 19900)]),
      includeVat: true,
      view: { amount: 15900, from: false, campaign: { original: 19900, percent: 20 } },
    },
    {
      name: 'a campaign price excl. VAT converts the original too',
      prices: prices([aTier(19900)], [aTier(15900, 1, 19900)]),
      includeVat: false,
      view: { amount: 12720, from: false, campaign: { original: 15920, percent: 20 } },
    },
    {
      name: 'a campaign without a discount percent computes it',
      prices: prices([aTier(20000)], [{ p: 15000, q: 1, o: 20000, d: 0 }]),
      includeVat: true,
      view: { amount: 15000, from: false, campaign: { original: 20000, percent: 25 } },
    },
    {
      name: 'a campaign price not lower than its original is ignored',
      prices: prices([aTier(19900)], [aTier(19900, 1, 19900)]),
      includeVat: true,
      view: { amount: 19900, from: false },
    },
  ])('$name', ({ prices: p, includeVat, view }) => {
    expect(priceView(p, 25, 'sv', includeVat)).toEqual(view);
  });

  it('rounds an incl. VAT krona price to whole kronor and a euro price to cents', () => {
    expect(priceView(prices([aTier(12950)]), 25, 'sv', true)?.amount).toBe(13000);
    expect(priceView(prices([aTier(2490)]), 24, 'fi', false)?.amount).toBe(2008);
  });

  it('gives no view for a product without prices', () => {
    expect(priceView(prices([]), 25, 'sv', true)).toBeUndefined();
    expect(unitPrice(prices([]))).toBeUndefined();
  });

  const tierArb = fc.record({
    p: fc.integer({ min: 0, max: 1_000_000 }),
    q: fc.integer({ min: 1, max: 50 }),
    o: fc.integer({ min: 0, max: 1_000_000 }),
    d: fc.integer({ min: 0, max: 100 }),
  });
  const pricesArb = fc.record({
    n: fc.array(tierArb, { minLength: 1, maxLength: 5 }),
    c: fc.array(tierArb, { maxLength: 2 }),
  });

  it('shows the unit price, and a campaign original never below it', () => {
    fc.assert(
      fc.property(
        pricesArb,
        fc.constantFrom(...LOCALE_CODES),
        fc.boolean(),
        fc.constantFrom(0, 14, 24, 25.5),
        (p, locale, includeVat, vat) => {
          const view = priceView(p, vat, locale, includeVat)!;
          const unit = displayPrice(unitPrice(p)!, vat, locale, includeVat);
          expect(view.amount).toBe(unit);
          expect(view.from).toBe(false);
          expect(activeTiers(p).every((tier) => tier.p <= activeTiers(p)[0]!.p)).toBe(true);
          if (view.campaign) expect(view.campaign.original).toBeGreaterThanOrEqual(view.amount);
        },
      ),
    );
  });
});

describe('unitPrice', () => {
  it.each([
    { name: 'one unit of a tiered product', prices: tiered, unit: 19900 },
    {
      name: 'the campaign price of one unit',
      prices: prices(tiered.n, [aTier(16000, 1, 19900)]),
      unit: 16000,
    },
    {
      name: 'the normal price where a campaign tier is dearer',
      prices: prices([aTier(15000)], [aTier(16000, 1, 19900)]),
      unit: 15000,
    },
    {
      name: 'the first tier of a product sold from 2 units',
      prices: prices([aTier(9900, 2), aTier(8900, 10, 9900)]),
      unit: 9900,
    },
  ])('is $name', ({ prices: p, unit }) => {
    expect(unitPrice(p)).toBe(unit);
  });
});

describe('cardPriceView', () => {
  const variation = (p: number) => ({ prices: prices([aTier(p)]), vat: 25 });

  it.each([
    {
      name: 'a product without variations reads its unit price',
      product: { prices: tiered, vat: 25, variations: [] },
      view: { amount: 19900, from: false },
    },
    {
      name: 'variations of one price read that price',
      product: { prices: tiered, vat: 25, variations: [variation(24900), variation(24900)] },
      view: { amount: 24900, from: false },
    },
    {
      name: 'variations of different prices read "from" the lowest',
      product: { prices: tiered, vat: 25, variations: [variation(24900), variation(19900)] },
      view: { amount: 19900, from: true },
    },
  ])('$name', ({ product, view }) => {
    expect(cardPriceView(product, 'sv', true)).toEqual(view);
  });

  it('compares variations as shown: equal after rounding to whole kronor is one price', () => {
    const product = { prices: tiered, vat: 25, variations: [variation(24900), variation(24920)] };
    expect(cardPriceView(product, 'sv', true)).toEqual({ amount: 24900, from: false });
    expect(cardPriceView(product, 'sv', false)).toEqual({ amount: 19920, from: true });
  });
});

describe('tierPriceRows', () => {
  it('lists the tiers after the first, cheapest last', () => {
    expect(tierPriceRows(tiered, 25, 'sv', true)).toEqual([
      { quantity: 3, amount: 17900 },
      { quantity: 10, amount: 15900 },
    ]);
  });

  it('lists the tiers the cart charges: a campaign on one unit, then the normal tier below it', () => {
    expect(tierPriceRows(prices(tiered.n, [aTier(17000, 1, 19900)]), 25, 'sv', true)).toEqual([
      { quantity: 10, amount: 15900 },
    ]);
  });

  it('has no rows for a single price', () => {
    expect(tierPriceRows(prices([aTier(19900)]), 25, 'sv', true)).toEqual([]);
  });

  it('never rises as quantities rise (rounding to whole kronor may make two tiers equal)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            p: fc.integer({ min: 0, max: 100_000 }),
            q: fc.integer({ min: 1, max: 50 }),
            o: fc.constant(100_000),
            d: fc.constant(0),
          }),
          { maxLength: 6 },
        ),
        (n) => {
          const rows = tierPriceRows({ n, c: [] }, 25, 'sv', true);
          rows.forEach((row, i) => {
            const previous = rows[i - 1];
            if (previous) {
              expect(row.quantity).toBeGreaterThanOrEqual(previous.quantity);
              expect(row.amount).toBeLessThanOrEqual(previous.amount);
            }
          });
        },
      ),
    );
  });
});

describe('formatting', () => {
  const plain = (s: string) => s.replace(/\s/g, ' ');
  it.each([
    { locale: 'sv', includeVat: true, amount: 19900, text: '199 kr' },
    { locale: 'sv', includeVat: false, amount: 15920, text: '159,20 kr' },
    { locale: 'fi', includeVat: true, amount: 1990, text: '19,90 €' },
    { locale: 'nl', includeVat: true, amount: 1990, text: '€ 19,90' },
  ] as const)(
    '$amount in $locale (incl. VAT $includeVat) reads $text',
    ({ locale, includeVat, amount, text }) => {
      expect(plain(formatPrice(amount, locale, includeVat))).toBe(text);
    },
  );

  it.each([
    { locale: 'sv', text: '−20 %' },
    { locale: 'nl', text: '-20%' },
  ] as const)('a 20 % discount reads $text in $locale', ({ locale, text }) => {
    expect(plain(formatPercentOff(20, locale))).toBe(text);
  });
});
