import { describe, expect, it } from 'vitest';
import { nextTier } from '../index';

const pricing = [
  { q: 1, p: 10_000 },
  { q: 5, p: 9_000 },
  { q: 10, p: 9_500 }, // not cheaper than the tier before: filtered away (spec section 9)
  { q: 20, p: 8_000 },
];

describe('nextTier (the cart line tier hint)', () => {
  it.each([
    { quantity: 1, expected: { q: 5, p: 9_000 } },
    { quantity: 4, expected: { q: 5, p: 9_000 } },
    { quantity: 5, expected: { q: 20, p: 8_000 } },
    { quantity: 12, expected: { q: 20, p: 8_000 } },
    { quantity: 20, expected: undefined },
  ])('at quantity $quantity hints $expected', ({ quantity, expected }) => {
    expect(nextTier({ quantity, pricing })).toEqual(expected);
  });

  it('hints nothing for a line without tiers', () => {
    expect(nextTier({ quantity: 1, pricing: [] })).toBeUndefined();
  });
});
