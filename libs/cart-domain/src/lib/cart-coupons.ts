import type { CouponResult } from '@nordshop/api-contract';
import {
  CUSTOMER_DISCOUNT_CODE,
  addCoupon,
  applySyncResult,
  minimumSpendMissing,
  removeCoupon,
  setCustomerDiscount,
} from '@nordshop/coupon-engine';
import type { CouponRejected, CouponState } from '@nordshop/coupon-engine';
import { isValidDiscountCode } from '@nordshop/locale-config';
import type { CartLineItem } from './cart-line-item';

/** The cart's coupons and the rejections the shopper has not dismissed yet. */
export interface CouponSyncState {
  readonly coupons: CouponState;
  readonly couponNotices: readonly CouponRejected[];
}

/** The outcome of applying a coupon code: the new coupon state, or a refusal. */
export type CouponCodeOutcome =
  | { readonly type: 'coupon.added'; readonly code: string; readonly state: CouponSyncState }
  | {
      readonly type: 'coupon.refused';
      readonly code: string;
      readonly reason: CouponCodeRefusalReason;
    };

/** Why a typed coupon code was refused before any server call; doubles as an i18n key. */
export type CouponCodeRefusalReason = 'invalidCode' | 'alreadyApplied' | 'reserved';

/**
 * Applies a code the shopper typed (spec section 5): surrounding spaces are trimmed, the code must
 * be at least 3 letters, digits or hyphens (`isValidDiscountCode`), not held already and not the
 * reserved CUSTOMERDISCOUNT. An accepted code waits, not applied, for the next sync, and an earlier
 * rejection notice of the same code is dropped.
 */
export function applyCouponCode(state: CouponSyncState, typed: string): CouponCodeOutcome {
  const code = typed.trim();
  if (!isValidDiscountCode(code)) return { type: 'coupon.refused', code, reason: 'invalidCode' };
  if (code === CUSTOMER_DISCOUNT_CODE) return { type: 'coupon.refused', code, reason: 'reserved' };
  if (state.coupons.items.some((entry) => entry.code === code)) {
    return { type: 'coupon.refused', code, reason: 'alreadyApplied' };
  }
  return {
    type: 'coupon.added',
    code,
    state: {
      coupons: addCoupon(state.coupons, code),
      couponNotices: state.couponNotices.filter((notice) => notice.code !== code),
    },
  };
}

/**
 * Applies a `POST /api/sync-coupons` answer (spec section 4): a coupon absent from it or with
 * `applied` false is removed and flagged rejected (`applySyncResult`), and a CUSTOMERDISCOUNT
 * entry in the answer sets the customer discount (`setCustomerDiscount`: 0 or less removes it).
 * New rejections are added to `couponNotices`, one per code, the latest reason winning.
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
 * What the cart still lacks for the minimum spend of the held coupon `code`, measured on the
 * lines before discounts (`subtotal`, minor units incl. VAT, as the server measures it): null when
 * the last sync did not flag the coupon below its minimum, or the cart has reached it since.
 */
export function minimumSpendLeft(
  coupons: CouponState,
  code: string,
  subtotal: number,
): MinimumSpendLeft | null {
  const entry = coupons.items.find((item) => item.code === code);
  const rule = coupons.rules.find((item) => item.code === code);
  if (!entry?.failed_minimum_spend || !rule?.minimum_spend) return null;
  const amount = minimumSpendMissing(rule.minimum_spend, subtotal);
  return amount > 0 ? { amount, vatRate: rule.vat_rate ?? null } : null;
}
