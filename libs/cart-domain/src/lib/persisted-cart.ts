import { CartStateSchema, initialCartState } from './cart-state';
import type { CartState } from './cart-state';

import { CART_STORAGE_FIELD } from './storage-key';

export { CART_STORAGE_FIELD, CART_STORAGE_KEY } from './storage-key';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(stored: string | null): unknown {
  if (stored === null) return undefined;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return undefined;
  }
}

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
 * The cart from the raw local storage value under {@link CART_STORAGE_KEY} (or null when there is
 * none). Corrupt storage, text that is not JSON included, gives an empty, working cart. Never throws.
 */
export function readPersistedCart(stored: string | null): CartState {
  const root = parseJson(stored);
  return parsePersistedCart(isRecord(root) ? root[CART_STORAGE_FIELD] : undefined);
}

/**
 * The new local storage value with `cart` stored under {@link CART_STORAGE_FIELD}; the other
 * parts of the stored object are kept (a corrupt value is replaced). The drawer flags are not
 * stored. Returns a JSON string; `cart` is not changed.
 */
export function writePersistedCart(stored: string | null, cart: CartState): string {
  const root = parseJson(stored);
  const { open: _open, openUpselling: _openUpselling, ...kept } = cart;
  return JSON.stringify({ ...(isRecord(root) ? root : {}), [CART_STORAGE_FIELD]: kept });
}
