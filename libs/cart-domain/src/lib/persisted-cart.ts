import { CartStateSchema, initialCartState } from './cart-state';
import type { CartState } from './cart-state';

import type { Td02, Td02Patch } from '@nordshop/browser-state';
import { CART_STORAGE_FIELD } from './storage-key';

/**
 * The cart from its persisted value (any JSON value): invalid fields fall back to their initial
 * value and invalid lines are dropped (see {@link CartStateSchema}); anything that is not an object
 * gives the empty cart. The drawers always start closed. Never throws.
 */
export function parsePersistedCart(value: unknown): CartState {
  const parsed = CartStateSchema.safeParse(value);
  const state = parsed.success ? parsed.data : initialCartState();
  return { ...state, open: false, openUpselling: false };
}

/**
 * The cart of the td02 value of local storage (`readTd02(localStorage)` of libs/browser-state).
 * A missing or corrupt field gives an empty, working cart. Never throws.
 */
export function readPersistedCart(td02: Td02): CartState {
  return parsePersistedCart(td02[CART_STORAGE_FIELD]);
}

/**
 * The td02 patch that stores `cart` under {@link CART_STORAGE_FIELD} (pass it to `patchTd02`);
 * the drawer flags are not stored. `cart` is not changed.
 */
export function persistedCartPatch(cart: CartState): Td02Patch {
  const { open: _open, openUpselling: _openUpselling, ...kept } = cart;
  return { [CART_STORAGE_FIELD]: kept };
}
