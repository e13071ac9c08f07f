import type { CartItemInput, CouponResult } from '@nordshop/api-contract';
import { couponGifts } from '@nordshop/coupon-engine';
import type { LoadedCoupon } from './coupon-row';
import { engineLine, type DraftLine } from './price-cart-lines';

/**
 * The lines coupons add by themselves (added_by_coupon): each gift coupon's gift
 * (coupon-engine `couponGifts`) as a cart item. Their uuid is derived from code and SKU, so the
 * same cart always gets the same line.
 */
export function giftItems(
  rows: readonly LoadedCoupon[],
  results: readonly CouponResult[],
  lines: readonly DraftLine[],
): CartItemInput[] {
  return couponGifts(rows, results, lines.map(engineLine)).map((gift) => ({
    uuid: `coupon-${gift.code}-${gift.sku}`.toLowerCase(),
    sku: gift.sku,
    quantity: gift.quantity,
    added_by_coupon: gift.code,
  }));
}
