import type { CartQuantity } from './cart-line';
import type { Coupon } from './coupon';

/** How many units of the coupon's `all_affected_items` the cart holds, over all lines of those SKUs. */
export function affectedQuantity(
  coupon: Pick<Coupon, 'all_affected_items'>,
  lines: readonly CartQuantity[],
): number {
  const affected = new Set(coupon.all_affected_items ?? []);
  let quantity = 0;
  for (const line of lines) if (affected.has(line.sku)) quantity += line.quantity;
  return quantity;
}
