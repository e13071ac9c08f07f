import { addToCart } from './add-to-cart';
import type { CartLineItem, NewCartItem } from './cart-line-item';
import type { AddOptions, DrawerFlags } from './drawers-after-add';
import { drawersAfterAdd } from './drawers-after-add';
import { lastAddedToCart } from './last-added-to-cart';

/** The part of the cart an add changes. */
export interface AddedState extends DrawerFlags {
  readonly items: CartLineItem[];
  readonly lastAddedToCart: CartLineItem | null;
}

/**
 * One `cart.add` (spec section 4): each item in turn goes through {@link addToCart}, a single item
 * becomes `lastAddedToCart`, and the drawers open as asked ({@link drawersAfterAdd}). Returns only
 * the changed fields; `state` is not changed.
 */
export function addItems(
  state: AddedState,
  added: readonly NewCartItem[],
  options: AddOptions,
  makeUuid: () => string,
): AddedState {
  let items = state.items;
  const lines = added.map((item) => {
    const result = addToCart(items, item, makeUuid);
    items = result.items;
    return result.added;
  });
  return {
    items,
    lastAddedToCart: lastAddedToCart(state.lastAddedToCart, lines),
    ...drawersAfterAdd(state, options),
  };
}
