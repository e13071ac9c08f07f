import { CART_MAX_QUANTITY } from '@nordshop/api-contract';
import { isPurchasable } from './is-purchasable';

/** The stock facts of a product that limit how many units a cart may hold. */
export interface StockFacts {
  readonly stock_status: string;
  readonly stock_quantity: number;
  readonly max_order_quantity: number | null;
  readonly estimated_at: string | null;
}

/**
 * The quantity a cart line gets, the warning to show (`cart_notice`, an i18n key, or null) and the
 * quantity it was changed to (`adjusted_quantity`, null when the request stands).
 */
export interface LineQuantity {
  readonly quantity: number;
  readonly cart_notice: string | null;
  readonly adjusted_quantity: number | null;
}

/**
 * The most units of a product one cart or order may hold in all its lines: the cart line maximum
 * (`CART_MAX_QUANTITY`, 5,000), or the product's own lower limit.
 */
export function productLimit(product: StockFacts): number {
  return Math.min(CART_MAX_QUANTITY, product.max_order_quantity ?? CART_MAX_QUANTITY);
}

/**
 * How many units of a product a cart line may hold (spec section 4, cart_notice and
 * adjusted_quantity): at most the cart's 5,000, at most the product's per-order limit, none of a
 * product out of stock ({@link isPurchasable}: back-order without a presale date), at most the
 * units in stock of an in-stock product. Back-order and special-order products are sold beyond stock. A presale line
 * keeps its quantity and gets the presale notice. `used` is how many units of the same product
 * the cart's earlier lines hold: the limits and the stock count for all its lines together.
 */
export function decideLineQuantity(product: StockFacts, requested: number, used = 0): LineQuantity {
  const change = (quantity: number, notice: string): LineQuantity => ({
    quantity,
    cart_notice: notice,
    adjusted_quantity: quantity === requested ? null : quantity,
  });
  if (!isPurchasable(product)) return change(0, 'cart.notice.out_of_stock');
  const limit = Math.max(0, productLimit(product) - used);
  const inStock = Math.max(0, product.stock_quantity - used);
  if (product.stock_status === 'in-stock' && requested > inStock && inStock < limit) {
    return inStock <= 0
      ? change(0, 'cart.notice.out_of_stock')
      : change(inStock, 'cart.notice.limited_stock');
  }
  if (requested > limit) return change(limit, 'cart.notice.max_quantity');
  if (product.estimated_at !== null)
    return { quantity: requested, cart_notice: 'cart.notice.presale', adjusted_quantity: null };
  return { quantity: requested, cart_notice: null, adjusted_quantity: null };
}
