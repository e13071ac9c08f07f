import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargedTiers } from './charged-tiers';
import { selectTierPrice } from './select-tier-price';

const tiered = [
  { q: 1, p: 23_900 },
  { q: 3, p: 21_500 },
  { q: 10, p: 19_100 },
];

describe('chargedTiers', () => {
  it.each([
    { name: 'normal tiers as they are', n: tiered, c: [], charged: tiered },
    {
      name: 'a campaign on one unit under every normal tier',
      n: tiered,
      c: [{ q: 1, p: 16_000 }],
      charged: [{ q: 1, p: 16_000 }],
    },
    {
      name: 'a campaign on one unit, then the normal tier that undercuts it',
      n: tiered,
      c: [{ q: 1, p: 20_000 }],
      charged: [
        { q: 1, p: 20_000 },
        { q: 10, p: 19_100 },
      ],
    },
    {
      name: 'campaign tiers and normal tiers interleaved, the cheaper at every step',
      n: tiered,
      c: [
        { q: 1, p: 22_000 },
        { q: 5, p: 20_000 },
      ],
      charged: [
        { q: 1, p: 22_000 },
        { q: 3, p: 21_500 },
        { q: 5, p: 20_000 },
        { q: 10, p: 19_100 },
      ],
    },
    { name: 'no prices', n: [], c: [], charged: [] },
  ])('$name', ({ n, c, charged }) => {
    expect(chargedTiers({ n, c })).toEqual(charged);
  });

  it('never charges a unit more than either list would, and prices fall as quantities rise', () => {
    const tiers = fc.array(
      fc.record({ q: fc.integer({ min: 1, max: 50 }), p: fc.integer({ min: 0, max: 100_000 }) }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(tiers, tiers, fc.integer({ min: 1, max: 60 }), (n, c, quantity) => {
        const charged = chargedTiers({ n, c });
        const price = selectTierPrice(charged, quantity);
        for (const list of [n, c]) {
          const reached = list.filter((t) => t.q <= quantity).map((t) => t.p);
          if (reached.length > 0) expect(price).toBeLessThanOrEqual(Math.min(...reached));
        }
        charged.forEach((t, i) => i > 0 && expect(t.p).toBeLessThan(charged[i - 1]!.p));
      }),
    );
  });
});
