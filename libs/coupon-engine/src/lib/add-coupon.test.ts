import { describe, expect, it } from 'vitest';
import { addCoupon } from './add-coupon';
import { CUSTOMER_DISCOUNT_CODE } from './coupon';
import { EMPTY_COUPON_STATE } from './coupon-state';

describe('addCoupon', () => {
  it('adds a code waiting for its first sync', () => {
    expect(addCoupon(EMPTY_COUPON_STATE, 'SUMMER10').items).toEqual([
      { code: 'SUMMER10', applied: false, failed_minimum_spend: false },
    ]);
  });

  it.each(['valkommen10', ' Valkommen10 ', 'VALKOMMEN10'])(
    'holds %j as VALKOMMEN10: codes are case-insensitive, as shoppers type them',
    (typed) => {
      expect(addCoupon(EMPTY_COUPON_STATE, typed).items).toEqual([
        { code: 'VALKOMMEN10', applied: false, failed_minimum_spend: false },
      ]);
    },
  );

  it('ignores a code held already in another case, and the reserved code in lower case', () => {
    const state = addCoupon(EMPTY_COUPON_STATE, 'SUMMER10');
    expect(addCoupon(state, 'summer10')).toBe(state);
    expect(addCoupon(state, CUSTOMER_DISCOUNT_CODE.toLowerCase())).toBe(state);
  });

  it('clears the rejection of a code added again', () => {
    const state = { ...EMPTY_COUPON_STATE, rejected: ['SUMMER10', 'CASES20'] };
    expect(addCoupon(state, 'SUMMER10').rejected).toEqual(['CASES20']);
  });

  it.each([
    { name: 'a code the cart already holds', code: 'SUMMER10' },
    { name: 'the reserved customer discount code', code: CUSTOMER_DISCOUNT_CODE },
  ])('ignores $name', ({ code }) => {
    const state = addCoupon(EMPTY_COUPON_STATE, 'SUMMER10');
    expect(addCoupon(state, code)).toBe(state);
  });
});
