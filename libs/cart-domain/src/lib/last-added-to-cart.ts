import type { CartLineItem } from './cart-line-item';

/**
 * The cart's `lastAddedToCart` after an add (spec section 4): a single added item becomes it; an
 * add of several items leaves the previous value.
 */
export function lastAddedToCart(
  previous: CartLineItem | null,
  added: readonly CartLineItem[],
): CartLineItem | null {
  const [only] = added;
  return added.length === 1 && only !== undefined ? only : previous;
}
