import type { CouponResult } from '@nordshop/api-contract';
import {
  CUSTOMER_DISCOUNT_CODE,
  addCoupon,
  applySyncResult,
  setCustomerDiscount,
} from '@nordshop/coupon-engine';
import type { CouponRejected, CouponState } from '@nordshop/coupon-engine';
import { isValidDiscountCode } from '@nordshop/locale-config';

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
