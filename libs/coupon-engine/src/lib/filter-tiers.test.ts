import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterTiers } from './filter-tiers';

describe('filterTiers', () => {
  it.each([
    {
      name: 'keeps tiers whose price falls',
      tiers: [
        { q: 1, p: 19_900 },
        { q: 5, p: 17_900 },
        { q: 10, p: 14_900 },
      ],
      kept: [1, 5, 10],
    },
    {
      name: 'drops a tier whose price is not lower than the previous tier',
      tiers: [
        { q: 1, p: 19_900 },
        { q: 5, p: 19_900 },
        { q: 10, p: 14_900 },
      ],
      kept: [1, 10],
    },
    {
      name: 'drops a tier dearer than the previous tier',
      tiers: [
        { q: 1, p: 19_900 },
        { q: 5, p: 21_900 },
      ],
      kept: [1],
    },
    {
      name: 'compares with the previous kept tier, not a dropped one',
      tiers: [
        { q: 1, p: 10_000 },
        { q: 5, p: 12_000 },
        { q: 10, p: 11_000 },
      ],
      kept: [1],
    },
    {
      name: 'sorts tiers by minimum quantity first',
      tiers: [
        { q: 10, p: 14_900 },
        { q: 1, p: 19_900 },
        { q: 5, p: 17_900 },
      ],
      kept: [1, 5, 10],
    },
    { name: 'keeps nothing of nothing', tiers: [], kept: [] },
  ])('$name', ({ tiers, kept }) => {
    expect(filterTiers(tiers).map((tier) => tier.q)).toEqual(kept);
  });

  it('keeps the other fields of a tier', () => {
    const tier = { q: 1, p: 19_900, o: 24_900, d: 20 };
    expect(filterTiers([tier])).toEqual([tier]);
  });

  it('leaves its argument as it was', () => {
    const tiers = Object.freeze([
      { q: 5, p: 1 },
      { q: 1, p: 2 },
    ]);
    filterTiers(tiers);
    expect(tiers).toEqual([
      { q: 5, p: 1 },
      { q: 1, p: 2 },
    ]);
  });

  it('yields tiers whose price strictly falls as the minimum quantity rises', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ q: fc.nat(50), p: fc.nat(100_000) })), (tiers) => {
        const kept = filterTiers(tiers);
        kept.slice(1).forEach((tier, i) => {
          expect(tier.p).toBeLessThan(kept[i]!.p);
          expect(tier.q).toBeGreaterThanOrEqual(kept[i]!.q);
        });
        for (const tier of kept) expect(tiers).toContain(tier);
      }),
    );
  });
});
