import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTiers } from './line-tiers';

const tier = (q: number, p: number, o = p) => ({ q, p, o, d: Math.round((1 - p / o) * 100) });

describe('lineTiers', () => {
  const tiered = { n: [tier(1, 20_000), tier(3, 18_000, 20_000), tier(10, 16_000, 20_000)], c: [] };

  it.each([
    { quantity: 1, unitPrice: 20_000 },
    { quantity: 2, unitPrice: 20_000 },
    { quantity: 3, unitPrice: 18_000 },
    { quantity: 10, unitPrice: 16_000 },
    { quantity: 500, unitPrice: 16_000 },
  ])(
    'prices $quantity units at the highest tier reached ($unitPrice)',
    ({ quantity, unitPrice }) => {
      expect(lineTiers(tiered, quantity)).toMatchObject({
        unitPrice,
        ordinaryPrice: unitPrice,
        campaign: false,
      });
    },
  );

  it('drops a tier that is not cheaper than the one before', () => {
    const withFlat = { n: [...tiered.n, tier(20, 16_000, 20_000)], c: [] };
    expect(lineTiers(withFlat, 25).pricing).toEqual([
      { q: 1, p: 20_000 },
      { q: 3, p: 18_000 },
      { q: 10, p: 16_000 },
    ]);
  });

  it('takes the campaign price while it is cheaper, and the normal tier once that is', () => {
    const prices = { n: tiered.n, c: [tier(1, 17_000, 20_000)] };
    expect(lineTiers(prices, 1)).toMatchObject({
      unitPrice: 17_000,
      ordinaryPrice: 20_000,
      campaign: true,
    });
    expect(lineTiers(prices, 10)).toMatchObject({
      unitPrice: 16_000,
      ordinaryPrice: 16_000,
      campaign: false,
    });
    expect(lineTiers(prices, 1).pricing).toEqual([
      { q: 1, p: 17_000 },
      { q: 10, p: 16_000 },
    ]);
  });

  it('never prices above the ordinary price and keeps tiers falling', () => {
    const prices = fc.array(
      fc.record({ q: fc.integer({ min: 1, max: 50 }), p: fc.integer({ min: 100, max: 100_000 }) }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(prices, prices, fc.integer({ min: 1, max: 100 }), (n, c, quantity) => {
        const normal = [{ q: 1, p: n[0]!.p }, ...n].map((t) => tier(t.q, t.p, 100_000));
        const result = lineTiers({ n: normal, c: c.map((t) => tier(t.q, t.p, 100_000)) }, quantity);
        expect(result.unitPrice).toBeLessThanOrEqual(result.ordinaryPrice);
        result.pricing.forEach(
          (t, i) => i > 0 && expect(t.p).toBeLessThan(result.pricing[i - 1]!.p),
        );
      }),
    );
  });
});
