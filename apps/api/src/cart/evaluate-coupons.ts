import { blankCouponResult as blankResult, type CouponResult } from '@nordshop/api-contract';
import {
  vatInAmount,
  type CurrencyCode,
  type FractionDigits,
  type LocaleCode,
} from '@nordshop/locale-config';
import {
  affectedQuantity,
  aggregateDiscounts,
  ampleQuantity,
  buyXIncrementPercentage,
  couponOutcomeReason,
  isBuyXGetYRule,
  isBuyXIncrementRule,
  isFixedAmountCouponValid,
  isPercentageCouponValid,
  isPercentageRule,
  priceCart,
  type CartLineInput,
} from '@nordshop/coupon-engine';
import type { CouponRow } from './coupon-row';

/** Where coupons are evaluated: the storefront, its currency and standard VAT rate. */
export interface CouponContext {
  readonly locale: LocaleCode;
  readonly currency: CurrencyCode;
  readonly fractionDigits: FractionDigits;
  /** Standard VAT rate, percent. */
  readonly vatRate: number;
}

/** A result with every rule field absent, e.g. for the CUSTOMERDISCOUNT entry. */
export function blankCouponResult(code: string, context: CouponContext): CouponResult {
  return blankResult(code, { vat_rate: context.vatRate });
}

/** The rule fields of a stored coupon for a storefront, as sync-coupons answers them (not yet evaluated). */
export function couponResultOf(row: CouponRow, context: CouponContext): CouponResult {
  return {
    ...blankCouponResult(row.code, context),
    discount_label: row.discount_label[context.locale] ?? null,
    minimum_spend: row.minimum_spend[context.currency] ?? null,
    percentage_discount: row.percentage_discount,
    specific_groups: row.specific_groups,
    excluded_groups: row.excluded_groups,
    specific_discount_categories: row.specific_discount_categories,
    buy_x: row.buy_x,
    get_y: row.get_y,
    buy_products: row.buy_products,
    get_products: row.get_products,
    buy_categories: row.buy_categories,
    get_categories: row.get_categories,
    buy_groups: row.buy_groups,
    get_groups: row.get_groups,
    buy_x_increment: row.buy_x_increment,
    buy_x_interval: row.buy_x_interval,
    buy_x_get_amount: row.buy_x_get_amount?.[context.currency] ?? null,
    discount_type_percentage: row.discount_type_percentage,
    discount_type_value: row.discount_type_value,
    all_affected_items: row.all_affected_items,
  };
}

const noCoupons = { items: [], ...aggregateDiscounts([]) };

/** A coupon evaluated against a cart, and what it alone takes off (minimum spend aside). */
interface Evaluation {
  readonly result: CouponResult;
  readonly saving: number;
}

/**
 * The engine's look at each coupon: minimum spend, the percentage-coupon rule, the buy-x
 * increment percentage, each buy-x-get-y offer's free amount and the fixed-amount rule, and what
 * the coupon alone saves. Results keep the order of `rows`.
 */
function evaluate(
  rows: readonly CouponRow[],
  lines: readonly CartLineInput[],
  context: CouponContext,
): Evaluation[] {
  const priced = (coupons: readonly CouponResult[]) =>
    priceCart({
      lines,
      coupons: { items: [], ...aggregateDiscounts(coupons) },
      fractionDigits: context.fractionDigits,
    });
  const subtotal = priceCart({
    lines,
    coupons: noCoupons,
    fractionDigits: context.fractionDigits,
  }).subtotal;

  const first = rows.map((row): CouponResult => {
    const result = couponResultOf(row, context);
    const minimum = row.minimum_spend[context.currency] ?? 0;
    const percentageTotal = isBuyXIncrementRule(result)
      ? buyXIncrementPercentage(result, affectedQuantity(result, lines))
      : null;
    const applied = !isPercentageRule(result) || isPercentageCouponValid(result, lines);
    return {
      ...result,
      applied,
      failed_minimum_spend: subtotal < minimum,
      buy_x_percentage_total: percentageTotal,
    };
  });
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

/** Options of {@link evaluateCoupons}. */
export interface EvaluateOptions {
  /**
   * Judge what each coupon gives (default true): a coupon that gives a cart with lines nothing
   * gets its reason. False for a first look before the coupons' gift lines exist.
   */
  readonly judge?: boolean;
}

/**
 * Evaluates coupons against a cart with the coupon engine: minimum spend, the percentage-coupon
 * rule (every affected item in the cart), the buy-x increment percentage reached, what each
 * buy-x-get-y offer takes off (buyx_free_amount) and the fixed-amount rule; then each coupon's own
 * saving and the VAT in it, and why a coupon gives the cart nothing (`reason`, coupon-engine
 * `couponOutcomeReason`): below the minimum spend it stays applied and flagged; without enough
 * units or without a qualifying product it is not applied. Results keep the order of `rows`.
 */
export function evaluateCoupons(
  rows: readonly CouponRow[],
  lines: readonly CartLineInput[],
  context: CouponContext,
  options: EvaluateOptions = {},
): CouponResult[] {
  return evaluate(rows, lines, context).map(({ result, saving }, i) => {
    const row = rows[i];
    const reason =
      options.judge === false || row === undefined
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
                return evaluate([row], more, context)[0]?.saving ?? 0;
              },
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
