import { CUSTOMER_DISCOUNT_CODE } from './coupon';
import type { CouponState } from './coupon-state';

/**
 * Adds a coupon code, not yet applied: it gives nothing until a sync applies it (see
 * {@link applySyncResult}). Re-adding a rejected code clears its rejection. Returns `state` itself
 * when the code is already held or is the reserved {@link CUSTOMER_DISCOUNT_CODE}.
 */
export function addCoupon(state: CouponState, code: string): CouponState {
  if (code === CUSTOMER_DISCOUNT_CODE || state.items.some((item) => item.code === code))
    return state;
  return {
    ...state,
    items: [...state.items, { code, applied: false, failed_minimum_spend: false }],
    rejected: state.rejected.filter((rejected) => rejected !== code),
  };
}
