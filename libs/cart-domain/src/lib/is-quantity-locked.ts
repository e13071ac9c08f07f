import type { CartLineItem } from './cart-line-item';

/** The origin fields that decide whether a line can merge or change quantity. */
export type LineOrigin = Pick<
  CartLineItem,
  'cross_selling_product_id' | 'upselling_bundle_id' | 'unique_bundle_id' | 'added_by_coupon'
>;

function isSet(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/**
 * Whether a line belongs to a bundle (spec section 4): it carries a cross-selling product id, an
 * upselling bundle id or a unique bundle id.
 */
export function hasBundleIds(line: Omit<LineOrigin, 'added_by_coupon'>): boolean {
  return (
    isSet(line.cross_selling_product_id) ||
    isSet(line.upselling_bundle_id) ||
    isSet(line.unique_bundle_id)
  );
}

/**
 * Whether the shopper may not change the line's quantity (spec section 4): lines from
 * cross-selling, from a coupon (`added_by_coupon`) or from an upselling bundle are locked.
 */
export function isQuantityLocked(line: LineOrigin): boolean {
  return hasBundleIds(line) || isSet(line.added_by_coupon);
}
