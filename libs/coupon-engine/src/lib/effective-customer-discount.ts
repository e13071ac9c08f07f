import type { CustomerCategoryDiscounts, DiscountTarget } from './cart-line';
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
  personal: CustomerCategoryDiscounts,
): number {
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
