import type { CouponResult } from './coupon';
import type { CouponAvailability } from './coupon-availability';

/** The fields of a stored coupon's rule (spec section 3, "Discount rule fields"), code and label included. */
export const COUPON_RULE_FIELDS = [
  'code',
  'discount_label',
  'minimum_spend',
  'percentage_discount',
  'specific_groups',
  'excluded_groups',
  'specific_discount_categories',
  'buy_x',
  'get_y',
  'buy_products',
  'get_products',
  'buy_categories',
  'get_categories',
  'buy_groups',
  'get_groups',
  'buy_x_increment',
  'buy_x_interval',
  'buy_x_get_amount',
  'discount_type_percentage',
  'discount_type_value',
  'all_affected_items',
] as const satisfies readonly (keyof CouponResult)[];

/** One of {@link COUPON_RULE_FIELDS}. */
export type CouponRuleField = (typeof COUPON_RULE_FIELDS)[number];

/**
 * A stored coupon's rule as one storefront reads it, before it meets a cart: the label in the
 * storefront's language, `minimum_spend` and `buy_x_get_amount` in its currency (minor units incl.
 * VAT). Every field of {@link COUPON_RULE_FIELDS} is present, `null` when the coupon has none;
 * each field means what it means in `CouponResult` (the same declaration).
 */
export type CouponRule = {
  readonly [K in CouponRuleField]-?: Exclude<CouponResult[K], undefined>;
};

/** A stored coupon for one storefront: when and where it may be used, and its rule. */
export interface StoredCoupon extends CouponAvailability, CouponRule {}

/** Only the rule fields of `coupon` (a {@link StoredCoupon} or anything wider loses the rest). */
export function couponRuleOf(coupon: CouponRule): CouponRule {
  return Object.fromEntries(
    COUPON_RULE_FIELDS.map((field) => [field, coupon[field]]),
  ) as unknown as CouponRule;
}
