import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnRefundAmount } from './return-refund-amount';

describe('returnRefundAmount', () => {
  it.each([
    {
      name: 'one of two undiscounted cases gives back one price',
      line: { price: 19_900, quantity: 2, discount: 0, returned: 1 },
      amount: 19_900,
    },
    {
      name: 'the whole line gives back its total after the discount',
      line: { price: 19_900, quantity: 2, discount: 3_980, returned: 2 },
      amount: 35_820,
    },
    {
      name: 'a discounted line gives back its share of the discount too',
      line: { price: 19_900, quantity: 2, discount: 3_980, returned: 1 },
      amount: 17_910,
    },
    {
      name: 'a third of a euro line rounds to the nearest cent',
      line: { price: 1_790, quantity: 3, discount: 500, returned: 1 },
      amount: 1_623,
    },
    {
      name: 'a share of exactly half a cent rounds up',
      line: { price: 1_995, quantity: 2, discount: 1, returned: 1 },
      amount: 1_995,
    },
    {
      name: 'a free gift line gives back nothing',
      line: { price: 9_900, quantity: 1, discount: 9_900, returned: 1 },
      amount: 0,
    },
    {
      name: 'no unit returned gives back nothing',
      line: { price: 19_900, quantity: 2, discount: 0, returned: 0 },
      amount: 0,
    },
  ])('$name', ({ line, amount }) => {
    expect(returnRefundAmount(line)).toBe(amount);
  });

  it('gives whole minor units, never more than the line total, rising with the units returned', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(),
        (price, quantity, share, returned) => {
          const discount = Math.floor(price * quantity * share);
          const units = returned % (quantity + 1);
          const amount = returnRefundAmount({ price, quantity, discount, returned: units });
          const total = price * quantity - discount;
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(total);
          if (units < quantity)
            expect(
              returnRefundAmount({ price, quantity, discount, returned: units + 1 }),
            ).toBeGreaterThanOrEqual(amount);
          if (units === quantity) expect(amount).toBe(total);
        },
      ),
    );
  });
});
