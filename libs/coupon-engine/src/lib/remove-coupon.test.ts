import { describe, expect, it } from 'vitest';
import { aCouponResult, couponStateOf } from '../testing';
import { removeCoupon } from './remove-coupon';

const state = couponStateOf([
  aCouponResult('SUMMER10', { percentage_discount: 10 }),
  aCouponResult('SUMMER15', { percentage_discount: 15 }),
  aCouponResult('CASES20', { percentage_discount: 20, specific_groups: [1] }),
]);

describe('removeCoupon', () => {
  it('recomputes the global percentage from the coupons left', () => {
    const after = removeCoupon(state, 'SUMMER10');
    expect(state.globalPercentage).toBe(10);
    expect(after.globalPercentage).toBe(15);
    expect(after.items.map((item) => item.code)).toEqual(['SUMMER15', 'CASES20']);
  });

  it('recomputes the group maximum from the coupons left', () => {
    expect(removeCoupon(state, 'CASES20').specificGroupMax).toEqual([]);
  });

  it('does not flag a coupon the shopper removed as rejected', () => {
    expect(removeCoupon(state, 'CASES20').rejected).toEqual([]);
  });

  it('returns the same state for a code the cart does not hold', () => {
    expect(removeCoupon(state, 'UNKNOWN')).toBe(state);
  });
});
