import type { CouponState } from './coupon-state';

/** Forgets the rejected codes once the shopper has seen the notice. Returns `state` itself when there are none. */
export function clearRejected(state: CouponState): CouponState {
  return state.rejected.length === 0 ? state : { ...state, rejected: [] };
}
