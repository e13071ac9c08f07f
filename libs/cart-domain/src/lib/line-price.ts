import { filterTiers, selectTierPrice } from '@nordshop/coupon-engine';
import type { CartLineItem } from './cart-line-item';

/**
 * The line at a new quantity, priced by its tiers (spec sections 4 and 9): the tiers are filtered
 * first (a tier whose price is not lower than the previous tier's is dropped), then the price of
 * the highest tier whose minimum quantity is reached applies. When the reached tier is the same as
 * before, the line keeps its current `price`, which may carry the server's discounts; when no tier
 * is reached, the price is kept as well. Returns a new line; `quantity` is taken as given.
 */
export function withQuantity<T extends Pick<CartLineItem, 'quantity' | 'price' | 'pricing'>>(
  line: T,
  quantity: number,
): T {
  const tiers = filterTiers(line.pricing);
  const before = selectTierPrice(tiers, line.quantity);
  const after = selectTierPrice(tiers, quantity);
  const price = after === undefined || after === before ? line.price : after;
  return { ...line, quantity, price };
}

/**
 * The next cheaper tier a line can reach (the cart's tier hint, "buy 10 for 89 kr each"): the
 * first filtered tier whose minimum quantity is above the line's quantity; undefined when the
 * line is at its best tier or has no tiers.
 */
export function nextTier(
  line: Pick<CartLineItem, 'quantity' | 'pricing'>,
): { readonly q: number; readonly p: number } | undefined {
  return filterTiers(line.pricing).find((tier) => tier.q > line.quantity);
}
