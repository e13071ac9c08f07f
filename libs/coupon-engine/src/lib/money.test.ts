import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPercentage, clampPercentage, roundToStep } from './money';

describe('money', () => {
  it.each([
    { amount: 19_949, step: 100, rounded: 19_900 },
    { amount: 19_950, step: 100, rounded: 20_000 },
    { amount: 19_950, step: 1, rounded: 19_950 },
    { amount: 0, step: 100, rounded: 0 },
  ])('rounds $amount to $rounded in steps of $step', ({ amount, step, rounded }) => {
    expect(roundToStep(amount, step)).toBe(rounded);
  });

  it.each([
    {
      name: '10 % off 199 kr is 179 kr (179.10)',
      amount: 19_900,
      percentage: 10,
      step: 100,
      result: 17_900,
    },
    {
      name: '15 % off 199 kr is 169 kr (169.15)',
      amount: 19_900,
      percentage: 15,
      step: 100,
      result: 16_900,
    },
    {
      name: '12.5 % off 19.99 € is 17.49 € (17.49125)',
      amount: 1_999,
      percentage: 12.5,
      step: 1,
      result: 1_749,
    },
    {
      name: '50 % off 0.05 € rounds the half cent up',
      amount: 5,
      percentage: 50,
      step: 1,
      result: 3,
    },
    { name: '100 % off is free', amount: 19_900, percentage: 100, step: 100, result: 0 },
    {
      name: 'a percentage above 100 counts as 100',
      amount: 19_900,
      percentage: 140,
      step: 100,
      result: 0,
    },
    {
      name: 'a negative percentage counts as 0',
      amount: 19_900,
      percentage: -5,
      step: 100,
      result: 19_900,
    },
  ])('$name', ({ amount, percentage, step, result }) => {
    expect(applyPercentage(amount, percentage, step)).toBe(result);
  });

  it('counts a percentage that is not a number as 0', () => {
    expect(clampPercentage(Number.NaN)).toBe(0);
  });

  it('never raises a price nor takes it below zero', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000_000),
        fc.double({ min: -50, max: 150, noNaN: true }),
        fc.constantFrom(1, 100),
        (amount, percentage, step) => {
          const base = roundToStep(amount, step);
          const discounted = applyPercentage(base, percentage, step);
          expect(discounted).toBeGreaterThanOrEqual(0);
          expect(discounted).toBeLessThanOrEqual(base);
          expect(discounted % step).toBe(0);
        },
      ),
    );
  });
});
