import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectTierPrice } from './select-tier-price';

const tiers = [
  { q: 1, p: 19_900 },
  { q: 5, p: 17_900 },
  { q: 10, p: 14_900 },
];

describe('selectTierPrice', () => {
  it.each([
    { quantity: 1, price: 19_900 },
    { quantity: 4, price: 19_900 },
    { quantity: 5, price: 17_900 },
    { quantity: 9, price: 17_900 },
    { quantity: 10, price: 14_900 },
    { quantity: 5000, price: 14_900 },
  ])('charges $price for $quantity units', ({ quantity, price }) => {
    expect(selectTierPrice(tiers, quantity)).toBe(price);
  });

  it('finds no price when no tier is reached', () => {
    expect(selectTierPrice([{ q: 2, p: 100 }], 1)).toBeUndefined();
    expect(selectTierPrice([], 3)).toBeUndefined();
  });

  it('takes the highest reached tier whatever the order of the tiers', () => {
    expect(selectTierPrice([...tiers].reverse(), 7)).toBe(17_900);
  });

  it('takes the cheaper of two tiers with the same minimum quantity', () => {
    expect(
      selectTierPrice(
        [
          { q: 1, p: 200 },
          { q: 1, p: 150 },
          { q: 1, p: 180 },
        ],
        1,
      ),
    ).toBe(150);
  });

  it('returns the price of the highest tier whose minimum quantity is reached', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ q: fc.nat(20), p: fc.nat(100_000) })),
        fc.nat(25),
        (list, quantity) => {
          const reached = list.filter((tier) => tier.q <= quantity);
          const highest = Math.max(...reached.map((tier) => tier.q));
          const expected =
            reached.length === 0
              ? undefined
              : Math.min(...reached.filter((tier) => tier.q === highest).map((tier) => tier.p));
          expect(selectTierPrice(list, quantity)).toBe(expected);
        },
      ),
    );
  });
});
