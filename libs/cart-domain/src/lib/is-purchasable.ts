/** The stock status of a product the shop has run out of (spec section 4: shown as out of stock). */
export const OUT_OF_STOCK_STATUS = 'back-order';

/** The stock fields of a product, variation or cart line that decide whether it can be bought. */
export interface StockFields {
  /** in-stock, back-order-quick, back-order-slow, back-order, special-order, ... */
  readonly stock_status: string;
  /** The presale date (YYYY-MM-DD); null or absent without one. */
  readonly estimated_at?: string | null | undefined;
}

/**
 * Whether a product can be bought (spec section 4, stock status): everything except a back-order
 * product without a presale date, which is out of stock. Back-order-quick and back-order-slow,
 * special-order and presale products (back-order with `estimated_at`) are sold beyond stock; an
 * in-stock product is limited by its units when the cart syncs. The product page and listing cards
 * offer no add button for a product that cannot be bought, the cart refuses it, and the server
 * answers such a line with quantity 0.
 */
export function isPurchasable(product: StockFields): boolean {
  return !(
    product.stock_status === OUT_OF_STOCK_STATUS &&
    (product.estimated_at === null || product.estimated_at === undefined)
  );
}
