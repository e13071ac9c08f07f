import type { CouponEntry, CouponResult } from './coupon';
import { CUSTOMER_DISCOUNT_CODE, normalizeCouponCode } from './coupon';
import { isCouponRejectionReason } from './coupon-rejection';
import type { CouponRejected, CouponRejectionReason } from './coupon-rejection';
import type { CouponState } from './coupon-state';
import { withCoupons } from './with-coupons';

/** The state after a sync and the coupons that sync rejected. */
export interface CouponSyncOutcome {
  readonly state: CouponState;
  /** Rejections of this sync only, in cart order. */
  readonly rejected: readonly CouponRejected[];
}

function rejectionReason(result: CouponResult | undefined): CouponRejectionReason {
  if (result === undefined) return 'missing';
  if (isCouponRejectionReason(result.reason)) return result.reason;
  return result.failed_minimum_spend === true ? 'minimumSpend' : 'notApplicable';
}

/**
 * Applies a `POST /api/sync-coupons` answer (spec section 4). A held coupon absent from `results`
 * (`missing`) or with `applied` false is removed and its code added to `rejected`, with the
 * answer's `reason` (e.g. `expired`, `otherStorefront`, `noQualifyingProduct`; an unknown or
 * absent reason gives `minimumSpend` when the answer says so, else `notApplicable`). A coupon
 * applied but below its minimum spend stays held, flagged `failed_minimum_spend` and without
 * discount, so it counts once the cart reaches the minimum. Every other coupon takes the
 * answer's `failed_minimum_spend` and rule, and the aggregates are recomputed. The customer
 * discount entry is left alone: {@link setCustomerDiscount} owns it. Codes are compared
 * case-insensitively ({@link normalizeCouponCode}). Results for codes the cart does not hold are
 * ignored; of two results for one code the first counts. Applying the same
 * answer twice gives the same state.
 */
export function applySyncResult(
  state: CouponState,
  results: readonly CouponResult[],
): CouponSyncOutcome {
  const byCode = new Map<string, CouponResult>();
  for (const result of results) {
    const code = normalizeCouponCode(result.code);
    if (!byCode.has(code)) byCode.set(code, result);
  }

  const items: CouponEntry[] = [];
  const rules: CouponResult[] = [];
  const rejected: CouponRejected[] = [];
  for (const item of state.items) {
    if (item.code === CUSTOMER_DISCOUNT_CODE) {
      items.push(item);
      continue;
    }
    const result = byCode.get(normalizeCouponCode(item.code));
    if (result?.applied !== true) {
      const label = result?.discount_label;
      rejected.push({
        type: 'coupon.rejected',
        code: item.code,
        reason: rejectionReason(result),
        ...(label ? { label } : {}),
      });
      continue;
    }
    items.push({
      ...item,
      // A code held as typed before codes were normalized takes the answer's spelling.
      code: result.code,
      applied: true,
      failed_minimum_spend: result.failed_minimum_spend === true,
    });
    rules.push(result);
  }
  const rejectedCodes = [...new Set([...state.rejected, ...rejected.map((event) => event.code)])];
  return { state: { ...withCoupons(state, items, rules), rejected: rejectedCodes }, rejected };
}
