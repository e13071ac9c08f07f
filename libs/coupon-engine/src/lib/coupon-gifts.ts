import { buyXGetYOffer } from './aggregate-discounts';
import { giftUnits, matchesSelector } from './buy-x-get-y-units';
import type { CouponResult, DiscountRule, Sku } from './coupon';
import type { CartQuantity, DiscountTarget } from './cart-line';
import { isBuyXGetYRule } from './rule-kind';

/**
 * A gift coupon: a buy-x-get-y rule whose get units are one product, `gift_sku`, that the shop adds
 * to the cart as a line of its own (`added_by_coupon`) instead of discounting a line the shopper
 * chose. Any stored coupon fits; one without a `gift_sku` gives no gift.
 */
export interface GiftCoupon extends DiscountRule {
  readonly code: string;
  /** The product given, or null for a coupon that gives none. */
  readonly gift_sku: Sku | null;
}

/** What a gift coupon's line holds: the coupon's code, the gift's SKU and its units (> 0). */
export interface CouponGift {
  readonly code: string;
  readonly sku: Sku;
  readonly quantity: number;
}

/** A cart line as the gift count reads it: its identity for the buy selector, and its units. */
export type GiftCountLine = DiscountTarget & CartQuantity;

/**
 * The gift lines a cart's coupons add. A coupon gives its gift when it is a buy-x-get-y rule
 * (`isBuyXGetYRule`) with a `gift_sku`, and its result in `results` (matched by code) is applied
 * without a minimum-spend failure: `get_y` units for every whole batch of `buy_x` units of the
 * lines its buy selector names (`matchesSelector`, the same as its discount reads). Lines of the
 * gift itself never count as bought. One entry per giving coupon, in the order of `coupons`;
 * none for a coupon whose lines make no whole batch.
 */
export function couponGifts(
  coupons: readonly GiftCoupon[],
  results: readonly Pick<CouponResult, 'code' | 'applied' | 'failed_minimum_spend'>[],
  lines: readonly GiftCountLine[],
): CouponGift[] {
  return coupons.flatMap((coupon) => {
    const gift = coupon.gift_sku;
    const result = results.find((r) => r.code === coupon.code);
    if (!gift || !result?.applied || result.failed_minimum_spend || !isBuyXGetYRule(coupon))
      return [];
    const offer = buyXGetYOffer(coupon);
    const bought = lines
      .filter((line) => line.sku !== gift && matchesSelector(offer.buy, line))
      .reduce((sum, line) => sum + line.quantity, 0);
    const quantity = giftUnits(offer, bought);
    return quantity > 0 ? [{ code: coupon.code, sku: gift, quantity }] : [];
  });
}
