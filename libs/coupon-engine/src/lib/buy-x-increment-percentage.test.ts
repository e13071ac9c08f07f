import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyXIncrementPercentage } from './buy-x-increment-percentage';

describe('buyXIncrementPercentage', () => {
  it.each([
    { rule: { buy_x: 2, buy_x_increment: 5 }, quantity: 1, percentage: 0 },
    { rule: { buy_x: 2, buy_x_increment: 5 }, quantity: 2, percentage: 5 },
    { rule: { buy_x: 2, buy_x_increment: 5 }, quantity: 4, percentage: 15 },
    { rule: { buy_x: 2, buy_x_increment: 5, buy_x_interval: 2 }, quantity: 3, percentage: 5 },
    { rule: { buy_x: 2, buy_x_increment: 5, buy_x_interval: 2 }, quantity: 4, percentage: 10 },
    { rule: { buy_x: 1, buy_x_increment: 40 }, quantity: 5, percentage: 100 },
    { rule: { buy_x: 0, buy_x_increment: 10 }, quantity: 1, percentage: 10 },
    { rule: { buy_x: 2, buy_x_increment: 0 }, quantity: 9, percentage: 0 },
  ])('reaches $percentage % with $quantity units of $rule', ({ rule, quantity, percentage }) => {
    expect(buyXIncrementPercentage(rule, quantity)).toBe(percentage);
  });

  it('never falls when the quantity rises and stays within 0..100', () => {
    fc.assert(
      fc.property(
        fc.record({ buy_x: fc.nat(5), buy_x_increment: fc.nat(30), buy_x_interval: fc.nat(4) }),
        fc.nat(50),
        (rule, quantity) => {
          const percentage = buyXIncrementPercentage(rule, quantity);
          expect(percentage).toBeGreaterThanOrEqual(0);
          expect(percentage).toBeLessThanOrEqual(100);
          expect(buyXIncrementPercentage(rule, quantity + 1)).toBeGreaterThanOrEqual(percentage);
        },
      ),
    );
  });
});
