import { describe, expect, it } from 'vitest';
import { addCoupon } from './add-coupon';
import { CUSTOMER_DISCOUNT_CODE } from './coupon';
import { EMPTY_COUPON_STATE } from './coupon-state';
import { DomainError } from '@nordshop/domain-error';
import { setCustomerDiscount } from './set-customer-discount';

const entry = (fixed_amount: number) => ({
  code: CUSTOMER_DISCOUNT_CODE,
  fixed_amount,
  applied: true,
  failed_minimum_spend: false,
});
const withDiscount = setCustomerDiscount(addCoupon(EMPTY_COUPON_STATE, 'SUMMER10'), 5_000);

describe('setCustomerDiscount', () => {
  it('adds the customer discount entry with its fixed amount', () => {
    expect(withDiscount.items).toEqual([
      { code: 'SUMMER10', applied: false, failed_minimum_spend: false },
      entry(5_000),
    ]);
  });

  it('updates the fixed amount of the entry', () => {
    expect(setCustomerDiscount(withDiscount, 7_500).items).toEqual([
      withDiscount.items[0],
      entry(7_500),
    ]);
  });

  it.each([{ amount: 0 }, { amount: -100 }])(
    'removes the entry at an amount of $amount',
    ({ amount }) => {
      expect(setCustomerDiscount(withDiscount, amount).items.map((item) => item.code)).toEqual([
        'SUMMER10',
      ]);
    },
  );

  it('throws invalid_data for an amount that is not whole minor units', () => {
    expect(() => setCustomerDiscount(withDiscount, 12.5)).toThrow(DomainError);
    expect(() => setCustomerDiscount(withDiscount, Number.NaN)).toThrow(
      expect.objectContaining({ kind: 'invalid_data' }),
    );
  });
});
