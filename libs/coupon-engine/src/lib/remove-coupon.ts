import type { CouponState } from './coupon-state';
import { withCoupons } from './with-coupons';

/**
 * Removes a coupon and recomputes the aggregate discounts (spec section 4). The shopper removed
 * it, so it is not flagged rejected. Returns `state` itself when the cart does not hold `code`.
 */
export function removeCoupon(state: CouponState, code: string): CouponState {
  if (!state.items.some((item) => item.code === code)) return state;
  return withCoupons(
    state,
    state.items.filter((item) => item.code !== code),
    state.rules.filter((rule) => rule.code !== code),
  );
}
