import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_COUPON_STATE } from './coupon-state';
import { discountedUnitPrice } from './discounted-unit-price';
import { priceCart } from './price-cart';

describe('discountedUnitPrice', () => {
  it.each([
    {
      name: '15 % off the 3-unit tier of a 519 kr battery',
      price: 46_700,
      percentage: 15,
      out: 39_700,
    },
    { name: 'no discount', price: 46_700, percentage: 0, out: 46_700 },
    { name: '10 % off 19,95 € in cents', price: 1_995, percentage: 10, out: 1_796 },
  ])('$name', ({ price, percentage, out }) => {
    expect(discountedUnitPrice(price, percentage, price === 1_995 ? 2 : 0)).toBe(out);
  });

  it('is the unit price priceCart charges a line with that percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(0 as const, 2 as const),
        (price, percentage, fractionDigits) => {
          const [line] = priceCart({
            lines: [{ sku: 'A', quantity: 1, price, vat: 25 }],
            coupons: { ...EMPTY_COUPON_STATE, globalPercentage: percentage },
            fractionDigits,
          }).lines;
          expect(discountedUnitPrice(price, percentage, fractionDigits)).toBe(
            line?.discountedUnitPrice,
          );
        },
      ),
    );
  });
});
