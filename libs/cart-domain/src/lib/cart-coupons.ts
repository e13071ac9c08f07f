import type { CouponResult } from '@nordshop/api-contract';
import {
  CUSTOMER_DISCOUNT_CODE,
  addCoupon,
  applySyncResult,
  minimumSpendMissing,
  normalizeCouponCode,
  removeCoupon,
  setCustomerDiscount,
} from '@nordshop/coupon-engine';
import type {
  CouponRejected,
  CouponState,
  CustomerCategoryDiscounts,
} from '@nordshop/coupon-engine';
import { isValidDiscountCode } from '@nordshop/locale-config';
import type { CartLineItem } from './cart-line-item';

/** The longest coupon code the API takes (`CouponCodeSchema`): 40 characters. */
export const COUPON_CODE_MAX_LENGTH = 40;

/** A code the cart refused before asking the server, and why (the shopper is told, never ignored). */
export interface CouponRefused {
  readonly type: 'coupon.refused';
  /** The code as typed, trimmed and in upper case. */
  readonly code: string;
  readonly reason: CouponCodeRefusalReason;
}

/** What the cart tells the shopper about a code: the server rejected it, or the cart refused it. */
export type CouponNotice = CouponRejected | CouponRefused;

/** The cart's coupons, the notices the shopper has not dismissed yet, and the customer's percentages. */
export interface CouponSyncState {
  readonly coupons: CouponState;
  readonly couponNotices: readonly CouponNotice[];
  /**
   * The logged-in customer's personal percentages per category, as the last coupon sync answered
   * them (the CUSTOMERDISCOUNT entry); empty for a visitor. The cart is priced with them, as the
   * server prices the order.
   */
  readonly customerCategoryDiscounts: CustomerCategoryDiscounts;
}

/** The outcome of applying a coupon code: the new coupon state, or a refusal. */
export type CouponCodeOutcome =
  | { readonly type: 'coupon.added'; readonly code: string; readonly state: CouponSyncState }
  | CouponRefused;

/** Why a typed coupon code was refused before any server call; doubles as an i18n key. */
export type CouponCodeRefusalReason = 'invalidCode' | 'alreadyApplied' | 'reserved';

/**
 * Applies a code the shopper typed (spec section 5): surrounding spaces are trimmed and the code
 * is read in upper case (codes are case-insensitive, `valkommen10` is `VALKOMMEN10`); it must be
 * 3 to 40 letters, digits or hyphens (`isValidDiscountCode`, and the API's longest), not held
 * already and not the reserved CUSTOMERDISCOUNT. An accepted code waits, not applied, for the next
 * sync; an earlier notice of the same code and the cart's refusals of earlier typing are dropped.
 */
export function applyCouponCode(state: CouponSyncState, typed: string): CouponCodeOutcome {
  const code = normalizeCouponCode(typed);
  const refused = (reason: CouponCodeRefusalReason): CouponRefused => ({
    type: 'coupon.refused',
    code,
    reason,
  });
  if (!isValidDiscountCode(code) || code.length > COUPON_CODE_MAX_LENGTH)
    return refused('invalidCode');
  if (code === CUSTOMER_DISCOUNT_CODE) return refused('reserved');
  if (state.coupons.items.some((entry) => entry.code === code)) return refused('alreadyApplied');
  return {
    type: 'coupon.added',
    code,
    state: {
      ...state,
      coupons: addCoupon(state.coupons, code),
      couponNotices: withoutRefusals(state.couponNotices).filter((notice) => notice.code !== code),
    },
  };
}

/** The notices without the cart's own refusals: they answer the last code typed only. */
function withoutRefusals(notices: readonly CouponNotice[]): CouponNotice[] {
  return notices.filter((notice) => notice.type !== 'coupon.refused');
}

/**
 * The cart's state after it refused a typed code: the refusal is the latest notice, so the shopper
 * hears why nothing happened. A refusal answers the last code typed only: an earlier refusal goes,
 * as it does when a code is accepted.
 */
export function refuseCouponCode(state: CouponSyncState, refusal: CouponRefused): CouponSyncState {
  return {
    ...state,
    couponNotices: [
      ...withoutRefusals(state.couponNotices).filter((notice) => notice.code !== refusal.code),
      refusal,
    ],
  };
}

/**
 * The i18n key of a notice: `coupon.rejected.<reason>` for the server's rejections,
 * `coupon.refused.<reason>` for the cart's own refusals; typing the reserved CUSTOMERDISCOUNT
 * reads as a code that does not exist.
 */
export function couponNoticeKey(notice: CouponNotice): string {
  if (notice.type === 'coupon.rejected') return `coupon.rejected.${notice.reason}`;
  return notice.reason === 'reserved'
    ? 'coupon.rejected.missing'
    : `coupon.refused.${notice.reason}`;
}

/** Personal percentages from the wire (category ids as strings), as the coupon engine reads them. */
function categoryDiscountsOf(
  wire: Readonly<Record<string, number>> | null | undefined,
): CustomerCategoryDiscounts {
  const discounts: Record<number, number> = {};
  for (const [category, percentage] of Object.entries(wire ?? {})) {
    const id = Number(category);
    if (Number.isInteger(id)) discounts[id] = percentage;
  }
  return discounts;
}

/**
 * Applies a `POST /api/sync-coupons` answer (spec section 4): a coupon absent from it or with
 * `applied` false is removed and flagged rejected (`applySyncResult`), and a CUSTOMERDISCOUNT
 * entry in the answer sets the customer discount (`setCustomerDiscount`: 0 or less removes it)
 * and the customer's personal category percentages (none without the entry: a visitor). New
 * rejections are added to `couponNotices`, one per code, the latest reason winning.
 */
export function applyCouponSync(
  state: CouponSyncState,
  results: readonly CouponResult[],
): CouponSyncState {
  const outcome = applySyncResult(state.coupons, results);
  const customer = results.find((result) => result.code === CUSTOMER_DISCOUNT_CODE);
  const coupons =
    customer === undefined
      ? outcome.state
      : setCustomerDiscount(outcome.state, Math.trunc(customer.fixed_amount ?? 0));
  const fresh = new Set(outcome.rejected.map((notice) => notice.code));
  return {
    coupons,
    customerCategoryDiscounts: categoryDiscountsOf(customer?.category_discounts),
    couponNotices: [
      ...state.couponNotices.filter((notice) => !fresh.has(notice.code)),
      ...outcome.rejected,
    ],
  };
}

/**
 * After the shopper removed `line`: when a coupon had added it (a gift line, `added_by_coupon`)
 * and the cart still holds that coupon, the coupon goes too, with a `giftRemoved` notice. Kept,
 * the coupon would give the gift back on the next sync. Otherwise `state` itself is returned.
 */
export function removeGiftCoupon(state: CouponSyncState, line: CartLineItem): CouponSyncState {
  const code = line.added_by_coupon;
  if (code === null || !state.coupons.items.some((entry) => entry.code === code)) return state;
  return {
    ...state,
    coupons: removeCoupon(state.coupons, code),
    couponNotices: [
      ...state.couponNotices.filter((notice) => notice.code !== code),
      { type: 'coupon.rejected', code, reason: 'giftRemoved' },
    ],
  };
}

/** What a held coupon still needs to reach its minimum spend. */
export interface MinimumSpendLeft {
  /** Minor units incl. VAT, > 0. */
  readonly amount: number;
  /** The VAT rate (percent) to show the amount ex VAT with: the coupon's, as the server gave it. */
  readonly vatRate: number | null;
}

/**
 * What the cart still lacks for the minimum spend of the held coupon `code`, measured as the
 * server measures it: on the lines before discounts, without the lines coupons added
 * (`minimumSpendBase` of the priced cart, minor units incl. VAT). Null when the last sync did not
 * flag the coupon below its minimum, or the cart has reached it since.
 */
export function minimumSpendLeft(
  coupons: CouponState,
  code: string,
  minimumSpendBase: number,
): MinimumSpendLeft | null {
  const entry = coupons.items.find((item) => item.code === code);
  const rule = coupons.rules.find((item) => item.code === code);
  if (!entry?.failed_minimum_spend || !rule?.minimum_spend) return null;
  const amount = minimumSpendMissing(rule.minimum_spend, minimumSpendBase);
  return amount > 0 ? { amount, vatRate: rule.vat_rate ?? null } : null;
}
