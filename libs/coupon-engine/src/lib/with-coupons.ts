import { aggregateDiscounts } from './aggregate-discounts';
import type { CouponEntry, CouponResult } from './coupon';
import type { CouponState } from './coupon-state';

/** `state` holding exactly these entries and rules, with the aggregates recomputed from the rules. */
export function withCoupons(
  state: CouponState,
  items: readonly CouponEntry[],
  rules: readonly CouponResult[],
): CouponState {
  return { ...aggregateDiscounts(rules), items, rejected: state.rejected, rules };
}
