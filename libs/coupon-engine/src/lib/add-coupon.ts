import { CUSTOMER_DISCOUNT_CODE, normalizeCouponCode } from './coupon';
import type { CouponState } from './coupon-state';

/**
 * Adds a coupon code, not yet applied: it gives nothing until a sync applies it (see
 * {@link applySyncResult}). Codes are case-insensitive: the code is held as
 * {@link normalizeCouponCode} writes it (trimmed, upper case). Re-adding a rejected code clears
 * its rejection. Returns `state` itself when the code is already held or is the reserved
 * {@link CUSTOMER_DISCOUNT_CODE}.
 */
export function addCoupon(state: CouponState, typed: string): CouponState {
  const code = normalizeCouponCode(typed);
  if (code === CUSTOMER_DISCOUNT_CODE || state.items.some((item) => item.code === code))
    return state;
  return {
    ...state,
    items: [...state.items, { code, applied: false, failed_minimum_spend: false }],
    rejected: state.rejected.filter((rejected) => rejected !== code),
  };
}
