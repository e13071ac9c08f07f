import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributeAmount } from './distribute-amount';

describe('distributeAmount', () => {
  it.each([
    {
      name: 'splits in proportion',
      amount: 300,
      weights: [1_000, 2_000],
      step: 1,
      shares: [100, 200],
    },
    {
      name: 'gives a leftover step where the running total reaches it',
      amount: 100,
      weights: [100, 100, 100],
      step: 1,
      shares: [33, 34, 33],
    },
    {
      name: 'splits whole kronor',
      amount: 10_000,
      weights: [19_900, 9_900],
      step: 100,
      shares: [6_700, 3_300],
    },
    {
      name: 'gives nothing to a free line',
      amount: 500,
      weights: [0, 1_000],
      step: 1,
      shares: [0, 500],
    },
    {
      name: 'gives nothing when there is nothing to split',
      amount: 0,
      weights: [1_000],
      step: 1,
      shares: [0],
    },
    {
      name: 'gives nothing when every line is free',
      amount: 0,
      weights: [0, 0],
      step: 1,
      shares: [0, 0],
    },
    {
      name: 'splits exactly where amount × weight passes 2^53',
      amount: 1e11,
      weights: [1e11, 1e11, 1e11],
      step: 1,
      shares: [33_333_333_333, 33_333_333_334, 33_333_333_333],
    },
    {
      name: 'splits large amounts whose shares divide evenly',
      amount: 2e11,
      weights: [1e11, 3e11],
      step: 100,
      shares: [5e10, 1.5e11],
    },
  ])('$name', ({ amount, weights, step, shares }) => {
    expect(distributeAmount(amount, weights, step)).toEqual(shares);
  });

  it('hands out exactly the amount, within one step of each exact share and never more than a line holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 100),
        fc.array(fc.nat(5_000_000), { minLength: 1, maxLength: 50 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (step, rawWeights, fraction) => {
          const weights = rawWeights.map((weight) => weight * step);
          const sum = weights.reduce((a, b) => a + b, 0);
          const amount = Math.floor((sum / step) * fraction) * step;
          const shares = distributeAmount(amount, weights, step);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i]!);
            expect(share % step).toBe(0);
            // All weights 0: nothing to hand out, every exact share is 0.
            const exact = sum === 0 ? 0 : (amount * weights[i]!) / sum;
            expect(Math.abs(share - exact)).toBeLessThanOrEqual(step);
          });
        },
      ),
    );
  });
});
