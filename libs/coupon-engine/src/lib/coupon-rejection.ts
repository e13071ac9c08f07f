/**
 * Why a coupon gives this cart nothing; each reason doubles as the i18n key `coupon.rejected.*`:
 * - `missing`: no such code (also an inactive one, and one whose first day has not come);
 * - `expired`: its last day has passed;
 * - `otherStorefront`: the coupon belongs to another storefront;
 * - `minimumSpend`: the cart is below the coupon's minimum spend;
 * - `moreItemsNeeded`: the cart holds products of the coupon, but not enough units yet;
 * - `noQualifyingProduct`: no line of the cart is one the coupon discounts;
 * - `getItemMissing`: a buy-x-get-y coupon whose bought products are in the cart, but none of the
 *   products it discounts (GLAS50 with a case and no screen protector);
 * - `buyItemMissing`: a buy-x-get-y coupon whose discounted products are in the cart, but none of
 *   the products that must be bought for it (GLAS50 with a screen protector and no case);
 * - `giftRemoved`: the shopper removed the product the coupon gave;
 * - `notApplicable`: the server gave no reason (an answer of an older API).
 */
export const COUPON_REJECTION_REASONS = [
  'missing',
  'expired',
  'otherStorefront',
  'minimumSpend',
  'moreItemsNeeded',
  'noQualifyingProduct',
  'getItemMissing',
  'buyItemMissing',
  'giftRemoved',
  'notApplicable',
] as const;

/** One of {@link COUPON_REJECTION_REASONS}. */
export type CouponRejectionReason = (typeof COUPON_REJECTION_REASONS)[number];

/** A coupon the cart no longer holds, and why: the business outcome the cart shows as a notice. */
export interface CouponRejected {
  readonly type: 'coupon.rejected';
  readonly code: string;
  readonly reason: CouponRejectionReason;
  /** The coupon's label in the storefront's language, when the answer gave one (what it offers). */
  readonly label?: string;
}

/** Whether `value` is one of {@link COUPON_REJECTION_REASONS}. */
export function isCouponRejectionReason(value: unknown): value is CouponRejectionReason {
  return (COUPON_REJECTION_REASONS as readonly unknown[]).includes(value);
}
