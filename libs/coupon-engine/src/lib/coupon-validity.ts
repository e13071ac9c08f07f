import { affectedQuantity } from './affected-quantity';
import type { CartQuantity } from './cart-line';
import type { Coupon } from './coupon';
import { DISCOUNT_TYPE_FIXED_AMOUNT } from './coupon';

function positive(value: number | null | undefined): boolean {
  return (value ?? 0) > 0;
}

/** Whether a buy-x-get-y coupon is displayed (spec section 5): `buy_x` > 0, `get_y` > 0 and `buyx_free_amount` > 0. */
export function isBuyXGetYDisplayed(coupon: Coupon): boolean {
  return positive(coupon.buy_x) && positive(coupon.get_y) && positive(coupon.buyx_free_amount);
}

/**
 * Whether a percentage coupon is valid for the cart (spec section 5): every SKU of
 * `all_affected_items` is on a line with a positive quantity, and the affected quantity is at
 * least `get_y` (0 when absent).
 */
export function isPercentageCouponValid(coupon: Coupon, lines: readonly CartQuantity[]): boolean {
  const inCart = new Set(lines.filter((line) => line.quantity > 0).map((line) => line.sku));
  const allInCart = (coupon.all_affected_items ?? []).every((sku) => inCart.has(sku));
  return allInCart && affectedQuantity(coupon, lines) >= (coupon.get_y ?? 0);
}

/** Whether a fixed-amount coupon (`discount_type_value` 3) has its `buyx_free_amount` > 0 (spec section 5); other coupons pass. */
export function isFixedAmountCouponValid(coupon: Coupon): boolean {
  return (
    coupon.discount_type_value !== DISCOUNT_TYPE_FIXED_AMOUNT || positive(coupon.buyx_free_amount)
  );
}
