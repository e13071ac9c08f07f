import { aggregateDiscounts } from './aggregate-discounts';
import type { CartLineInput, CustomerCategoryDiscounts } from './cart-line';
import type { CouponResult } from './coupon';
import type { DiscountAggregates } from './coupon-state';
import { effectiveCustomerDiscount } from './effective-customer-discount';
import type { PricedCart } from './priced-cart';
import { isPlainPercentageRule } from './rule-kind';

/** What one held coupon took off a priced cart, minor units incl. VAT, >= 0. */
export interface CouponSaving {
  readonly code: string;
  /** 0 for a coupon that counts nowhere (another discount is better on every line it concerns). */
  readonly amount: number;
}

/** Who gave what of a priced cart's discount; the three parts add up to `PricedCart.discount`. */
export interface DiscountSources {
  /** One entry per rule given, in the order given. */
  readonly coupons: readonly CouponSaving[];
  /** What the logged-in customer's personal category percentages took off. */
  readonly customer: number;
  /** The customer's fixed discount (credit, CUSTOMERDISCOUNT) as applied. */
  readonly credit: number;
}

/** What {@link discountSources} reads besides the priced cart: what `priceCart` was given. */
export interface DiscountSourcesInput {
  /** The lines `priceCart` priced, in the same order. */
  readonly lines: readonly CartLineInput[];
  /** The held coupons' sync results (CouponState `rules`), in the order they were added. */
  readonly rules: readonly CouponResult[];
  readonly customerCategoryDiscounts?: CustomerCategoryDiscounts;
}

interface PercentageSource {
  readonly code: string;
  readonly aggregates: DiscountAggregates;
}

/** The rules that give percentages in pricing: applied, at their minimum spend, and of the plain ones only the first (spec section 4). */
function percentageSources(rules: readonly CouponResult[]): PercentageSource[] {
  const active = rules.filter((rule) => rule.applied && rule.failed_minimum_spend !== true);
  const firstPlain = active.find(isPlainPercentageRule);
  return active
    .filter((rule) => !isPlainPercentageRule(rule) || rule === firstPlain)
    .map((rule) => ({ code: rule.code, aggregates: aggregateDiscounts([rule]) }));
}

/**
 * Splits a priced cart's discount by who gave it (spec section 9: a line takes the single highest
 * percentage, so only the best source of each line counts):
 * - a line's percentage saving ((unitPrice − discountedUnitPrice) × quantity) goes to the first
 *   coupon, in the order held, whose own percentage for that line equals the line's; else to the
 *   customer's personal category discount (so a coupon that ties with it counts, the personal
 *   discount then adds nothing);
 * - each buy-x-get-y offer's saving (`PricedCart.buyXGetY`) goes to its coupon;
 * - the customer's fixed discount is `credit`.
 * A held coupon no line takes its percentage from, and whose offer saves nothing, gets 0: it is
 * held, but gives nothing this cart does not already get. Amounts in minor units incl. VAT; the
 * parts add up to `priced.discount` exactly.
 */
export function discountSources(input: DiscountSourcesInput, priced: PricedCart): DiscountSources {
  const sources = percentageSources(input.rules);
  const amounts = new Map<string, number>(input.rules.map((rule) => [rule.code, 0]));
  let customer = 0;
  priced.lines.forEach((pricedLine, i) => {
    const line = input.lines[i];
    const saving = (pricedLine.unitPrice - pricedLine.discountedUnitPrice) * pricedLine.quantity;
    if (line === undefined || saving === 0) return;
    const percentage = pricedLine.discountPercentage;
    const source = sources.find(
      (candidate) => effectiveCustomerDiscount(line, candidate.aggregates) === percentage,
    );
    if (source === undefined) customer += saving;
    else amounts.set(source.code, (amounts.get(source.code) ?? 0) + saving);
  });
  for (const offer of priced.buyXGetY)
    amounts.set(offer.code, (amounts.get(offer.code) ?? 0) + offer.amount);
  return {
    coupons: input.rules.map((rule) => ({ code: rule.code, amount: amounts.get(rule.code) ?? 0 })),
    customer,
    credit: priced.customerDiscount,
  };
}
