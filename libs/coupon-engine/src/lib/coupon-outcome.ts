import type { DiscountRule } from './coupon';
import type { CouponRejectionReason } from './coupon-rejection';

/** What evaluating a coupon against a cart found. */
export interface EvaluatedCoupon {
  /** Whether the coupon's own conditions hold (e.g. every affected item in the cart). */
  readonly applied: boolean;
  /** Whether the cart is below the coupon's minimum spend. */
  readonly failed_minimum_spend: boolean;
  /** What the coupon alone takes off the cart (minimum spend aside), minor units incl. VAT, >= 0. */
  readonly saving: number;
  /**
   * What the coupon alone would take off the same lines in {@link ampleQuantity} units each
   * (minimum spend aside); asked only when the coupon saves nothing.
   */
  readonly savingWithMoreUnits: () => number;
  /**
   * For a buy-x-get-y coupon whose discounted products differ from the bought ones: the side the
   * cart lacks entirely (`getItemMissing`: bought products but nothing to discount;
   * `buyItemMissing`: products to discount but nothing bought), else null. Asked only when the
   * coupon saves nothing. Absent for other coupons.
   */
  readonly missingSide?: () => MissingSideReason | null;
}

/** The reasons of {@link EvaluatedCoupon.missingSide}. */
export type MissingSideReason = Extract<CouponRejectionReason, 'getItemMissing' | 'buyItemMissing'>;

/** The reasons {@link couponOutcomeReason} gives. */
export type CouponOutcomeReason = Extract<
  CouponRejectionReason,
  'minimumSpend' | 'moreItemsNeeded' | 'noQualifyingProduct' | 'getItemMissing' | 'buyItemMissing'
>;

/**
 * Why a usable coupon gives the cart nothing, or null when it gives something:
 * - `minimumSpend` when the cart is below its minimum spend (the coupon is kept and counts once
 *   the cart reaches it);
 * - `getItemMissing` or `buyItemMissing` when a buy-x-get-y coupon that discounts other products
 *   than the bought ones finds only one of the two kinds in the cart (the notice names the one
 *   missing, never "no qualifying product" for a cart that holds the bought product);
 * - `moreItemsNeeded` when it saves nothing now but would with more units of the lines it is
 *   about (buy 3 pay 2 with two cables);
 * - `noQualifyingProduct` when no line is one it discounts (its conditions fail, or it would save
 *   nothing even with more units).
 * An empty cart judges no coupon: a code given before the first product (a `disc` link) waits
 * for the lines.
 */
export function couponOutcomeReason(
  coupon: EvaluatedCoupon,
  lineCount: number,
): CouponOutcomeReason | null {
  if (lineCount === 0) return null;
  if (coupon.failed_minimum_spend) return 'minimumSpend';
  if (coupon.applied && coupon.saving > 0) return null;
  const missing = coupon.missingSide?.() ?? null;
  if (missing !== null) return missing;
  return coupon.savingWithMoreUnits() > 0 ? 'moreItemsNeeded' : 'noQualifyingProduct';
}

/**
 * A line's quantity raised to what any of the coupon's quantity conditions asks: more than
 * `buy_x + get_y` units (a buy-x-get-y batch, a buy-x increment step, a percentage coupon's
 * `get_y`). Used to tell "not enough units yet" from "no qualifying product".
 */
export function ampleQuantity(
  rule: Pick<DiscountRule, 'buy_x' | 'get_y'>,
  quantity: number,
): number {
  return Math.max(quantity, Math.max(0, rule.buy_x ?? 0) + Math.max(0, rule.get_y ?? 0) + 1);
}

/**
 * What the cart still has to reach a coupon's minimum spend, minor units incl. VAT (0 once
 * reached). `minimumSpend` and `subtotal` (the lines before discounts) in minor units incl. VAT.
 */
export function minimumSpendMissing(minimumSpend: number, subtotal: number): number {
  return Math.max(0, minimumSpend - subtotal);
}
