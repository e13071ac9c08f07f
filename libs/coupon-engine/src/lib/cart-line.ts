import type { CategoryId, DiscountCategoryId, GroupId, Sku } from './coupon';
import type { PriceTier } from './filter-tiers';

/**
 * What the engine reads of a cart line (spec section 3, "Cart line item"); a full cart line fits.
 * Amounts are integer minor units including VAT.
 */
export interface CartLineInput {
  readonly sku: Sku;
  /** Integer >= 0. */
  readonly quantity: number;
  /** Unit price when no tier of `pricing` is reached, integer >= 0. */
  readonly price: number;
  /** Tiers: from `q` units on, each costs `p`. */
  readonly pricing?: readonly PriceTier[] | null;
  readonly group_id?: GroupId | null;
  readonly discount_category?: DiscountCategoryId | null;
  readonly categories?: readonly CategoryId[] | null;
  /** VAT rate in percent (25 means 25 %), 0..100. */
  readonly vat: number;
  /**
   * The code of the coupon that added the line (a gift); absent or null for a line the shopper
   * chose. A gift never counts towards a minimum spend.
   */
  readonly added_by_coupon?: string | null;
}

/** The fields of a cart line that decide its percentage discount. */
export type DiscountTarget = Pick<
  CartLineInput,
  'sku' | 'group_id' | 'discount_category' | 'categories'
>;

/** The quantity of a SKU in the cart. */
export type CartQuantity = Pick<CartLineInput, 'sku' | 'quantity'>;

/** A logged-in customer's personal percentages (spec section 6): category id → percentage, 0..100. */
export type CustomerCategoryDiscounts = Readonly<Record<CategoryId, number>>;
