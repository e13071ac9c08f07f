import type { CouponResult, DiscountRule } from './coupon';
import { DISCOUNT_TYPE_FIXED_AMOUNT } from './coupon';
import type {
  BuyXGetYOffer,
  BuyXIncrement,
  CategoryDiscount,
  DiscountAggregates,
  GroupDiscount,
  ItemSelector,
} from './coupon-state';
import { clampPercentage } from './money';
import {
  isBuyXGetYRule,
  isBuyXIncrementRule,
  isPercentageRule,
  isPlainPercentageRule,
} from './rule-kind';

type List<T> = readonly T[] | null | undefined;

/** Orders numbers numerically and strings by code unit, the same on every machine. */
function compare<T extends number | string>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function uniqueSorted<T extends number | string>(list: List<T>): T[] {
  return [...new Set(list ?? [])].sort(compare);
}

function percentageOf(rule: DiscountRule): number {
  return clampPercentage(rule.percentage_discount ?? 0);
}

/** For every id, the highest percentage among the rules listing it; one entry per percentage, highest first. */
function highestPerId(rules: readonly DiscountRule[], idsOf: (rule: DiscountRule) => List<number>) {
  const best = new Map<number, number>();
  for (const rule of rules) {
    for (const id of idsOf(rule) ?? [])
      best.set(id, Math.max(best.get(id) ?? 0, percentageOf(rule)));
  }
  const byDiscount = new Map<number, number[]>();
  for (const [id, discount] of best)
    byDiscount.set(discount, [...(byDiscount.get(discount) ?? []), id]);
  return [...byDiscount]
    .sort(([a], [b]) => b - a)
    .map(([discount, ids]) => ({ discount, ids: uniqueSorted(ids) }));
}

function isSubset(small: readonly number[], large: readonly number[]): boolean {
  return small.every((id) => large.includes(id));
}

function compareLists(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return a.length - b.length;
  const index = a.findIndex((id, i) => id !== b[i]);
  return index === -1 ? 0 : (a[index] ?? 0) - (b[index] ?? 0);
}

/**
 * Excluded-group percentages. An entry is dropped when another gives at least as much to at least
 * the same lines (a higher or equal percentage that excludes a subset of its groups).
 */
function excludedGroupMax(rules: readonly DiscountRule[]): GroupDiscount[] {
  const entries = rules
    .map((rule) => ({ discount: percentageOf(rule), groups: uniqueSorted(rule.excluded_groups) }))
    .filter((entry) => entry.groups.length > 0)
    .sort((a, b) => b.discount - a.discount || compareLists(a.groups, b.groups));
  const kept: GroupDiscount[] = [];
  for (const entry of entries) {
    if (!kept.some((k) => k.discount >= entry.discount && isSubset(k.groups, entry.groups)))
      kept.push(entry);
  }
  return kept;
}

function selector(
  products: List<string>,
  categories: List<number>,
  groups: List<number>,
): ItemSelector {
  return {
    products: uniqueSorted(products),
    categories: uniqueSorted(categories),
    groups: uniqueSorted(groups),
  };
}

function isEmptySelector(items: ItemSelector): boolean {
  return items.products.length === 0 && items.categories.length === 0 && items.groups.length === 0;
}

function wholeUnits(value: number | null | undefined): number {
  return Math.max(1, Math.round(value ?? 1));
}

/**
 * A buy-x-get-y rule in the engine's shape: whole `buyX` and `getY` of at least 1, the selectors
 * sorted, the get lines defaulting to the buy lines, free (100 %) unless it says otherwise. The
 * one reading of a rule's buy-x-get-y fields, for discounts and for gift lines (`couponGifts`).
 */
export function buyXGetYOffer(rule: DiscountRule & { readonly code: string }): BuyXGetYOffer {
  const buy = selector(rule.buy_products, rule.buy_categories, rule.buy_groups);
  const get = selector(rule.get_products, rule.get_categories, rule.get_groups);
  return {
    code: rule.code,
    buyX: wholeUnits(rule.buy_x),
    getY: wholeUnits(rule.get_y),
    buy,
    get: isEmptySelector(get) ? buy : get,
    discount:
      rule.discount_type_value === DISCOUNT_TYPE_FIXED_AMOUNT
        ? { kind: 'fixedAmount', amount: Math.max(0, Math.round(rule.buy_x_get_amount ?? 0)) }
        : { kind: 'percentage', percentage: clampPercentage(rule.discount_type_percentage ?? 100) },
  };
}

function toIncrement(rule: DiscountRule): BuyXIncrement {
  return {
    all_affected_items: uniqueSorted(rule.all_affected_items),
    buy_x_percentage_total: clampPercentage(rule.buy_x_percentage_total ?? 0),
  };
}

/**
 * Aggregates the discounts of applied coupons (spec section 4). Coupons not applied or failing
 * their minimum spend give nothing. The global percentage is the first plain percentage rule's;
 * per group, per discount category and for excluded groups the highest percentage is kept;
 * buy-x-get-y and buy-x increment rules are recognised. Every list but the global is independent
 * of the order of `results`.
 */
export function aggregateDiscounts(results: readonly CouponResult[]): DiscountAggregates {
  const active = results.filter((rule) => rule.applied && rule.failed_minimum_spend !== true);
  const percentageRules = active.filter(isPercentageRule);
  const firstPlain = active.find(isPlainPercentageRule);
  return {
    globalPercentage: firstPlain === undefined ? 0 : percentageOf(firstPlain),
    specificGroupMax: highestPerId(percentageRules, (rule) => rule.specific_groups).map(
      ({ discount, ids }): GroupDiscount => ({ discount, groups: ids }),
    ),
    excludedGroupMax: excludedGroupMax(percentageRules),
    specificCatMax: highestPerId(percentageRules, (rule) => rule.specific_discount_categories).map(
      ({ discount, ids }): CategoryDiscount => ({ discount, categories: ids }),
    ),
    buyXGetY: active
      .filter(isBuyXGetYRule)
      .map(buyXGetYOffer)
      .sort((a, b) => compare(a.code, b.code)),
    buyXIncrement: active
      .filter(isBuyXIncrementRule)
      .map(toIncrement)
      .sort(
        (a, b) =>
          b.buy_x_percentage_total - a.buy_x_percentage_total ||
          compare(a.all_affected_items.join('\n'), b.all_affected_items.join('\n')),
      ),
  };
}
