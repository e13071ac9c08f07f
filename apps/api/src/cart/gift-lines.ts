import type { CartItemInput, CouponResult } from '@nordshop/api-contract';
import type { LoadedCoupon } from './coupon-row';
import type { DraftLine } from './price-cart-lines';

function matchesBuy(row: LoadedCoupon, line: DraftLine): boolean {
  const products = row.buy_products ?? [];
  const categories = row.buy_categories ?? [];
  const groups = row.buy_groups ?? [];
  if (products.length === 0 && categories.length === 0 && groups.length === 0) return true;
  return (
    products.includes(line.product.sku) ||
    line.product.categories.some((c) => categories.includes(c)) ||
    groups.includes(line.product.group_id)
  );
}

/**
 * The lines coupons add by themselves (added_by_coupon): a buy-x-get-y coupon with a gift SKU adds
 * get_y gift units for every buy_x units bought. Their uuid is derived from code and SKU, so the
 * same cart always gets the same line.
 */
export function giftItems(
  rows: readonly LoadedCoupon[],
  results: readonly CouponResult[],
  lines: readonly DraftLine[],
): CartItemInput[] {
  return rows.flatMap((row) => {
    const result = results.find((r) => r.code === row.code);
    if (
      !row.gift_sku ||
      !result?.applied ||
      result.failed_minimum_spend ||
      !row.buy_x ||
      !row.get_y
    )
      return [];
    const bought = lines
      .filter((line) => line.product.sku !== row.gift_sku && matchesBuy(row, line))
      .reduce((sum, line) => sum + line.quantity, 0);
    const quantity = Math.floor(bought / row.buy_x) * row.get_y;
    return quantity > 0
      ? [
          {
            uuid: `coupon-${row.code}-${row.gift_sku}`.toLowerCase(),
            sku: row.gift_sku,
            quantity,
            added_by_coupon: row.code,
          },
        ]
      : [];
  });
}
