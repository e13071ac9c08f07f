import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealPrices, type DealPrices, type DealTier } from './deal-prices';

const tier = (p: number, q = 1, d = 0, o = p): DealTier => ({ p, q, o, d });
const normal = (p: number): DealPrices => ({ n: [tier(p)], c: [] });

describe('dealPrices', () => {
  // The demo deals take 15, 20, 25 or 30 % off; kronor round to whole kronor, euros to cents.
  it.each([
    { name: '25 % off 199 kr is 149 kr', price: 19_900, discount: 25, digits: 0, deal: 14_900 },
    { name: '15 % off 299 kr is 254 kr', price: 29_900, discount: 15, digits: 0, deal: 25_400 },
    { name: '30 % off 199 kr is 139 kr', price: 19_900, discount: 30, digits: 0, deal: 13_900 },
    {
      name: '25 % off 149 kr rounds 111.75 up',
      price: 14_900,
      discount: 25,
      digits: 0,
      deal: 11_200,
    },
    { name: 'half a krona rounds up', price: 1_000, discount: 15, digits: 0, deal: 900 },
    {
      name: '20 % off 17.90 € keeps its cents',
      price: 1_790,
      discount: 20,
      digits: 2,
      deal: 1_432,
    },
    { name: 'half a cent rounds up', price: 1_990, discount: 25, digits: 2, deal: 1_493 },
    { name: '100 % off is free', price: 1_990, discount: 100, digits: 2, deal: 0 },
  ] as const)('sets a campaign tier from one unit: $name', ({ price, discount, digits, deal }) => {
    expect(dealPrices(normal(price), discount, digits)).toEqual({
      n: [tier(price)],
      c: [{ p: deal, q: 1, o: price, d: discount }],
    });
  });

  it('takes the percentage off the normal single-unit tier, not a quantity tier', () => {
    const prices = { n: [tier(9_900, 5), tier(12_900, 1)], c: [] };
    expect(dealPrices(prices, 20, 0).c).toEqual([{ p: 10_300, q: 1, o: 12_900, d: 20 }]);
  });

  it('keeps a campaign that is already as cheap or cheaper', () => {
    const cheaper = { n: [tier(10_000)], c: [tier(5_000, 1, 50, 10_000)] };
    expect(dealPrices(cheaper, 20, 0)).toBe(cheaper);
    const same = { n: [tier(10_000)], c: [tier(8_000, 1, 20, 10_000)] };
    expect(dealPrices(same, 20, 0)).toBe(same);
  });

  it('replaces a dearer campaign and keeps only its quantity tiers below the deal', () => {
    const prices = {
      n: [tier(10_000)],
      c: [tier(9_000, 1, 10, 10_000), tier(8_500, 5, 15, 10_000), tier(7_000, 10, 30, 10_000)],
    };
    expect(dealPrices(prices, 20, 0).c).toEqual([
      { p: 8_000, q: 1, o: 10_000, d: 20 },
      tier(7_000, 10, 30, 10_000),
    ]);
  });

  it.each([
    { name: 'without a discount', prices: normal(10_000), discount: 0 },
    { name: 'for a negative discount', prices: normal(10_000), discount: -5 },
    { name: 'without normal tiers', prices: { n: [], c: [] }, discount: 20 },
  ])('changes nothing $name', ({ prices, discount }) => {
    expect(dealPrices(prices, discount, 0)).toBe(prices);
  });

  it('never changes the prices it is given', () => {
    const prices = { n: [tier(10_000)], c: [tier(9_000, 1, 10, 10_000)] };
    const copy = structuredClone(prices);
    dealPrices(prices, 30, 0);
    expect(prices).toEqual(copy);
  });
});

describe('dealPrices properties', () => {
  const price = fc.integer({ min: 0, max: 1_000_000 });
  const discount = fc.integer({ min: 1, max: 100 });
  const digits = fc.constantFrom(0 as const, 2 as const);

  it('gives a price on the currency step, at most the normal price rounded up to it', () => {
    fc.assert(
      fc.property(price, discount, digits, (p, d, fractionDigits) => {
        const [deal] = dealPrices(normal(p), d, fractionDigits).c;
        const step = fractionDigits === 0 ? 100 : 1;
        expect(deal!.p % step).toBe(0);
        expect(deal!.p).toBeLessThanOrEqual(Math.ceil(p / step) * step);
      }),
    );
  });

  it('gives for a whole percentage the price × (100 − d) / 100 rounded to the step', () => {
    fc.assert(
      fc.property(price, discount, digits, (p, d, fractionDigits) => {
        const step = fractionDigits === 0 ? 100 : 1;
        const expected = Math.round((p * (100 - d)) / 100 / step) * step;
        expect(dealPrices(normal(p), d, fractionDigits).c[0]!.p).toBe(expected);
      }),
    );
  });
});
