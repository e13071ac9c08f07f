import type { CustomerCategoryDiscounts, DiscountTarget } from './cart-line';
import type { DiscountCategoryId, GroupId, Sku } from './coupon';
import type { DiscountAggregates } from './coupon-state';
import { clampPercentage } from './money';

// Every list of the aggregates is sorted highest first, so the first matching entry is the maximum.

function groupMaximum(group: number | null | undefined, discounts: DiscountAggregates): number {
  if (group === null || group === undefined) return 0;
  for (const entry of discounts.specificGroupMax)
    if (entry.groups.includes(group)) return entry.discount;
  return 0;
}

/** A line without a group is outside every excluded group. */
function excludedGroupMaximum(
  group: number | null | undefined,
  discounts: DiscountAggregates,
): number {
  for (const entry of discounts.excludedGroupMax) {
    if (group === null || group === undefined || !entry.groups.includes(group))
      return entry.discount;
  }
  return 0;
}

function categoryMaximum(
  category: number | null | undefined,
  discounts: DiscountAggregates,
): number {
  if (category === null || category === undefined) return 0;
  for (const entry of discounts.specificCatMax)
    if (entry.categories.includes(category)) return entry.discount;
  return 0;
}

/** The highest personal percentage of the line's categories; one that is not a number counts as none. */
function personalCategoryDiscount(
  line: DiscountTarget,
  personal: CustomerCategoryDiscounts | undefined,
): number {
  if (personal === undefined) return 0;
  let best = 0;
  for (const category of line.categories ?? []) {
    const percentage = personal[category];
    if (percentage !== undefined && percentage > best) best = percentage;
  }
  return best;
}

function buyXPercentage(sku: string, discounts: DiscountAggregates): number {
  for (const entry of discounts.buyXIncrement)
    if (entry.all_affected_items.includes(sku)) return entry.buy_x_percentage_total;
  return 0;
}

/**
 * A line's effective customer discount (spec section 9), percent 0..100: the maximum of the global
 * percentage, the line group's maximum, the excluded-group maximum (for lines outside those
 * groups), the discount category's maximum, the customer's personal discount for any of the
 * line's categories and the buy-x increment percentage of its SKU. Discounts never add up.
 */
export function effectiveCustomerDiscount(
  line: DiscountTarget,
  discounts: DiscountAggregates,
  customerCategoryDiscounts: CustomerCategoryDiscounts = {},
): number {
  return clampPercentage(
    Math.max(
      discounts.globalPercentage,
      groupMaximum(line.group_id, discounts),
      excludedGroupMaximum(line.group_id, discounts),
      categoryMaximum(line.discount_category, discounts),
      personalCategoryDiscount(line, customerCategoryDiscounts),
      buyXPercentage(line.sku, discounts),
    ),
  );
}

/**
 * The coupon percentages of {@link effectiveCustomerDiscount} arranged by what a line is looked up
 * by: its group, discount category and SKU. Pricing builds it once per cart, so each line costs
 * three look-ups instead of a scan of every aggregate list. Percentages 0..100.
 */
export interface CustomerDiscountIndex {
  readonly globalPercentage: number;
  /** Per group some entry lists: the higher of the group's maximum and its excluded-group maximum. */
  readonly byGroup: ReadonlyMap<GroupId, number>;
  /** What the group entries give a line without a group or of a group no entry lists. */
  readonly otherGroups: number;
  /** Per discount category some entry lists: its maximum. */
  readonly byCategory: ReadonlyMap<DiscountCategoryId, number>;
  /** Per SKU some buy-x increment lists: its percentage. */
  readonly bySku: ReadonlyMap<Sku, number>;
}

/** Arranges the aggregates for {@link indexedCustomerDiscount}. */
export function indexCustomerDiscounts(discounts: DiscountAggregates): CustomerDiscountIndex {
  const byGroup = new Map<GroupId, number>();
  for (const entries of [discounts.specificGroupMax, discounts.excludedGroupMax]) {
    for (const entry of entries) {
      for (const group of entry.groups) {
        const percentage = Math.max(
          groupMaximum(group, discounts),
          excludedGroupMaximum(group, discounts),
        );
        byGroup.set(group, percentage);
      }
    }
  }
  const byCategory = new Map<DiscountCategoryId, number>();
  for (const entry of discounts.specificCatMax) {
    for (const category of entry.categories)
      byCategory.set(category, categoryMaximum(category, discounts));
  }
  const bySku = new Map<Sku, number>();
  for (const entry of discounts.buyXIncrement) {
    for (const sku of entry.all_affected_items) bySku.set(sku, buyXPercentage(sku, discounts));
  }
  return {
    globalPercentage: discounts.globalPercentage,
    byGroup,
    otherGroups: excludedGroupMaximum(undefined, discounts),
    byCategory,
    bySku,
  };
}

function lookUp<K>(
  percentages: ReadonlyMap<K, number>,
  key: K | null | undefined,
  otherwise: number,
): number {
  if (key === null || key === undefined) return otherwise;
  return percentages.get(key) ?? otherwise;
}

/** {@link effectiveCustomerDiscount} of a line, read from the cart's {@link CustomerDiscountIndex}. */
export function indexedCustomerDiscount(
  line: DiscountTarget,
  index: CustomerDiscountIndex,
  customerCategoryDiscounts: CustomerCategoryDiscounts | undefined,
): number {
  return clampPercentage(
    Math.max(
      index.globalPercentage,
      lookUp(index.byGroup, line.group_id, index.otherGroups),
      lookUp(index.byCategory, line.discount_category, 0),
      personalCategoryDiscount(line, customerCategoryDiscounts),
      lookUp(index.bySku, line.sku, 0),
    ),
  );
}
