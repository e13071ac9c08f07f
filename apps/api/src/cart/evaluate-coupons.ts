import { blankCouponResult as blankResult, type CouponResult } from '@nordshop/api-contract';
import {
  evaluateCoupons as evaluateWithEngine,
  type CartLineInput,
  type CouponEvaluationContext,
  type EvaluateCouponsOptions,
} from '@nordshop/coupon-engine';
import type { LoadedCoupon } from './coupon-row';

/** A sync-coupons result with every rule field absent, e.g. for the customer-discount entry. */
export function blankCouponResult(code: string, context: CouponEvaluationContext): CouponResult {
  return blankResult(code, { vat_rate: context.vatRate });
}

/**
 * The sync-coupons answers of usable coupons against a cart: the coupon engine's
 * `evaluateCoupons` (minimum spend, which rules apply, each coupon's saving, the VAT in it and
 * why a coupon gives nothing) on the wire shape, with the storefront's VAT rate. Results keep the
 * order of `coupons`.
 */
export function evaluateCoupons(
  coupons: readonly LoadedCoupon[],
  lines: readonly CartLineInput[],
  context: CouponEvaluationContext,
  options: EvaluateCouponsOptions = {},
): CouponResult[] {
  return evaluateWithEngine(coupons, lines, context, options).map(
    // The engine's lists are readonly, the contract's plain arrays: the answer is only serialized.
    (evaluated) =>
      ({ ...blankCouponResult(evaluated.code, context), ...evaluated }) as CouponResult,
  );
}
