import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterTiers } from './filter-tiers';
import { selectTierPrice } from './select-tier-price';
import { tierPrice } from './tier-price';

describe('tierPrice', () => {
  it.each([
    { name: 'charges the highest tier reached', quantity: 5, price: 17_900 },
    {
      name: 'ignores a tier that is not lower than the previous tier',
      quantity: 12,
      price: 17_900,
    },
    { name: 'charges the first tier below the second', quantity: 4, price: 19_900 },
    { name: 'finds no price when no tier is reached', quantity: 0, price: undefined },
  ])('$name', ({ quantity, price }) => {
    const tiers = [
      { q: 10, p: 17_900 },
      { q: 1, p: 19_900 },
      { q: 5, p: 17_900 },
    ];
    expect(tierPrice(tiers, quantity)).toBe(price);
  });

  it('gives the price of the highest kept tier reached', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ q: fc.nat(20), p: fc.nat(100_000) })),
        fc.nat(25),
        (tiers, quantity) => {
          expect(tierPrice(tiers, quantity)).toBe(selectTierPrice(filterTiers(tiers), quantity));
        },
      ),
    );
  });
});
