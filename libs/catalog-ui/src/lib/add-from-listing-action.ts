import { isPurchasable } from '@nordshop/cart-domain';

/**
 * What pressing buy on a listing does: add the product, open its page to choose a variation, or
 * nothing at all for a product that cannot be bought (no buy control is offered).
 */
export type AddFromListingAction =
  { readonly type: 'add' } | { readonly type: 'open-product' } | { readonly type: 'unavailable' };

/** The fields of a product (card or page) the rule reads. */
export interface ListingProduct {
  readonly variations: readonly unknown[];
  readonly variation_attributes?: readonly unknown[] | undefined;
  readonly stock_status: string;
  readonly estimated_at: string | null;
}

/**
 * Add from a listing (spec section 4): a product with variation attributes or variations sends
 * the shopper to its product page instead of adding (a variation may be in stock); a product that
 * cannot be bought (cart-domain `isPurchasable`: out of stock) is `unavailable`; any other
 * product is added.
 */
export function addFromListingAction(product: ListingProduct): AddFromListingAction {
  const hasChoices =
    product.variations.length > 0 || (product.variation_attributes?.length ?? 0) > 0;
  if (hasChoices) return { type: 'open-product' };
  return isPurchasable(product) ? { type: 'add' } : { type: 'unavailable' };
}
