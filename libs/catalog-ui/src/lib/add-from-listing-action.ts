/** What pressing buy on a listing does: add the product, or open its page to choose a variation. */
export type AddFromListingAction = { readonly type: 'add' } | { readonly type: 'open-product' };

/** The fields of a product (card or page) the rule reads. */
export interface ListingProduct {
  readonly variations: readonly unknown[];
  readonly variation_attributes?: readonly unknown[] | undefined;
}

/**
 * Add from a listing (spec section 4): a product with variation attributes or variations sends
 * the shopper to its product page instead of adding; any other product is added.
 */
export function addFromListingAction(product: ListingProduct): AddFromListingAction {
  const hasChoices =
    product.variations.length > 0 || (product.variation_attributes?.length ?? 0) > 0;
  return hasChoices ? { type: 'open-product' } : { type: 'add' };
}
