import { vatInAmount, type FractionDigits } from '@nordshop/locale-config';
import { affectedQuantity } from './affected-quantity';
import { aggregateDiscounts } from './aggregate-discounts';
import { matchesSelector } from './buy-x-get-y-units';
import { buyXIncrementPercentage } from './buy-x-increment-percentage';
import type { CartLineInput } from './cart-line';
import type { CouponResult } from './coupon';
import {
  ampleQuantity,
  couponOutcomeReason,
  type CouponOutcomeReason,
  type MissingSideReason,
} from './coupon-outcome';
import { couponRuleOf, type CouponRule } from './coupon-rule';
import { isFixedAmountCouponValid, isPercentageCouponValid } from './coupon-validity';
import { priceCart } from './price-cart';
import { isBuyXGetYRule, isBuyXIncrementRule, isPercentageRule } from './rule-kind';

/** Where coupons are evaluated: the storefront's pricing digits and standard VAT rate. */
export interface CouponEvaluationContext {
  /** The digits the cart is priced to (locale-config `fractionDigitsOf`). */
  readonly fractionDigits: FractionDigits;
  /** The standard VAT rate the VAT in a discount is reckoned at, percent (25 means 25 %). */
  readonly vatRate: number;
}

/** Options of {@link evaluateCoupons}. */
export interface EvaluateCouponsOptions {
  /**
   * Judge what each coupon gives (default true): a coupon that gives a cart with lines nothing
   * gets its reason. False for a first look before the coupons' gift lines exist.
   */
  readonly judge?: boolean;
}

/** A coupon's rule with what it makes of one cart: the sync-coupons answer less the wire-only fields. */
export interface EvaluatedCouponRule extends CouponRule {
  /** The coupon gives the cart something, or only misses its minimum spend. */
  readonly applied: boolean;
  /** The cart's subtotal is below `minimum_spend`: the coupon gives nothing for now. */
  readonly failed_minimum_spend: boolean;
  /** Buy-x increment: the percentage this cart reaches; null for other rules. */
  readonly buy_x_percentage_total: number | null;
  /** Buy-x-get-y: what the offer takes off this cart, minor units incl. VAT; null for other rules. */
  readonly buyx_free_amount: number | null;
  /** Why the coupon gives the cart nothing, null when it gives something (or when not judged). */
  readonly reason: CouponOutcomeReason | null;
  /** The VAT in what the coupon takes off, at the context's rate, minor units (0 below the minimum spend). */
  readonly vat_amount: number;
}

/** A coupon's first evaluation and what it alone takes off (minimum spend aside). */
interface Evaluation {
  readonly result: Omit<EvaluatedCouponRule, 'reason' | 'vat_amount'>;
  readonly saving: number;
}

const NO_COUPONS = { items: [], ...aggregateDiscounts([]) };

function evaluate(
  rules: readonly CouponRule[],
  lines: readonly CartLineInput[],
  context: CouponEvaluationContext,
): Evaluation[] {
  const { fractionDigits } = context;
  const priced = (coupons: readonly CouponResult[]) =>
    priceCart({ lines, coupons: { items: [], ...aggregateDiscounts(coupons) }, fractionDigits });
  // A minimum spend is measured on the lines the shopper chose: another coupon's gift never counts.
  const subtotal = priceCart({ lines, coupons: NO_COUPONS, fractionDigits }).minimumSpendBase;

  const first = rules.map((rule) => ({
    ...rule,
    applied: !isPercentageRule(rule) || isPercentageCouponValid(rule, lines),
    failed_minimum_spend: subtotal < (rule.minimum_spend ?? 0),
    buy_x_percentage_total: isBuyXIncrementRule(rule)
      ? buyXIncrementPercentage(rule, affectedQuantity(rule, lines))
      : null,
    buyx_free_amount: null,
  }));
  const savings = new Map(priced(first).buyXGetY.map((offer) => [offer.code, offer.amount]));

  return first.map((result) => {
    const free = isBuyXGetYRule(result) ? (savings.get(result.code) ?? 0) : null;
    const withFree = { ...result, buyx_free_amount: free };
    const applied = withFree.applied && isFixedAmountCouponValid(withFree);
    const saving = !applied
      ? 0
      : (free ?? priced([{ ...withFree, applied, failed_minimum_spend: false }]).discount);
    return { result: { ...withFree, applied }, saving };
  });
}

/**
 * For a buy-x-get-y rule that discounts other products than the bought ones: the side the cart
 * lacks entirely, or null (both sides present, or neither, or a rule of another kind).
 */
function missingSide(rule: CouponRule, lines: readonly CartLineInput[]): MissingSideReason | null {
  const offer = isBuyXGetYRule(rule)
    ? aggregateDiscounts([{ ...rule, applied: true, failed_minimum_spend: false }]).buyXGetY[0]
    : undefined;
  // Without get products of its own an offer discounts the bought products: no side can be missing.
  if (offer === undefined || offer.get === offer.buy) return null;
  const present = lines.filter((line) => line.quantity > 0);
  const bought = present.some((line) => matchesSelector(offer.buy, line));
  const discounted = present.some((line) => matchesSelector(offer.get, line));
  if (bought && !discounted) return 'getItemMissing';
  if (discounted && !bought) return 'buyItemMissing';
  return null;
}

/**
 * Evaluates stored coupons' rules against a cart (the pure part of `POST /api/sync-coupons`):
 * minimum spend (a cart below it keeps the coupon applied and flagged), the percentage-coupon rule
 * (every affected item in the cart), the buy-x increment percentage reached, what each buy-x-get-y
 * offer takes off (`buyx_free_amount`) and the fixed-amount rule; then each coupon's own saving and
 * the VAT in it (locale-config `vatInAmount` at the context's rate), and why a coupon gives the
 * cart nothing (`reason`, see {@link couponOutcomeReason}): without enough units, without a
 * qualifying product or without one side of a buy-x-get-y offer it is not applied. A minimum spend
 * is measured on the lines before discounts, without the lines coupons added (`minimumSpendBase`). Results keep the order of `rules` and carry only the rule
 * fields of each input (a `StoredCoupon`'s availability is left out). Amounts in minor units incl. VAT.
 */
export function evaluateCoupons(
  rules: readonly CouponRule[],
  lines: readonly CartLineInput[],
  context: CouponEvaluationContext,
  options: EvaluateCouponsOptions = {},
): EvaluatedCouponRule[] {
  const own = rules.map(couponRuleOf);
  return evaluate(own, lines, context).map(({ result, saving }, i) => {
    const rule = own[i];
    const reason =
      options.judge === false || rule === undefined
        ? null
        : couponOutcomeReason(
            {
              applied: result.applied,
              failed_minimum_spend: result.failed_minimum_spend,
              saving,
              savingWithMoreUnits: () => {
                const more = lines.map((line) => ({
                  ...line,
                  quantity: ampleQuantity(result, line.quantity),
                }));
                return evaluate([rule], more, context)[0]?.saving ?? 0;
              },
              missingSide: () => missingSide(rule, lines),
            },
            lines.length,
          );
    const amount = result.failed_minimum_spend ? 0 : saving;
    return {
      ...result,
      applied: result.applied && (reason === null || reason === 'minimumSpend'),
      reason,
      vat_amount: vatInAmount(amount, context.vatRate),
    };
  });
}
