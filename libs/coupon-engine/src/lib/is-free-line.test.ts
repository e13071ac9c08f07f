import { describe, expect, it } from 'vitest';
import { aCartLine, couponStateOf, aCouponResult } from '../testing';
import { isFreeLine, priceCart } from '../index';

describe('isFreeLine', () => {
  it.each([
    {
      name: 'a gift line given away',
      line: { quantity: 1, unitPrice: 18_900, lineTotal: 0, customerDiscount: 0 },
      free: true,
    },
    {
      name: 'a line paid in part',
      line: { quantity: 2, unitPrice: 18_900, lineTotal: 18_900, customerDiscount: 0 },
      free: false,
    },
    {
      name: 'a line paid by credit',
      line: { quantity: 1, unitPrice: 5_000, lineTotal: 0, customerDiscount: 5_000 },
      free: false,
    },
    {
      name: 'a line without a price',
      line: { quantity: 1, unitPrice: 0, lineTotal: 0, customerDiscount: 0 },
      free: false,
    },
    {
      name: 'a line without units',
      line: { quantity: 0, unitPrice: 18_900, lineTotal: 0, customerDiscount: 0 },
      free: false,
    },
  ])('$name: $free', ({ line, free }) => {
    expect(isFreeLine(line)).toBe(free);
  });

  it('finds the strap a FRIBAND-like coupon gives with a wallet case', () => {
    const priced = priceCart({
      lines: [
        aCartLine({ sku: 'WALLET-1', price: 26_900, group_id: 1 }),
        aCartLine({ sku: 'STRAP-1', price: 18_900, group_id: 9 }),
      ],
      coupons: couponStateOf([
        aCouponResult('FRIBAND', {
          buy_x: 1,
          get_y: 1,
          buy_groups: [1],
          get_products: ['STRAP-1'],
          discount_type_percentage: 100,
        }),
      ]),
      fractionDigits: 0,
    });
    expect(priced.lines.map(isFreeLine)).toEqual([false, true]);
  });
});
