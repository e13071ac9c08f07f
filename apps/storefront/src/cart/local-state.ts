import { CART_STORAGE_KEY } from '@nordshop/cart-domain';

/**
 * The td02 local storage value (cart, recently viewed, auth), or null on the server, when nothing
 * is stored, or when storage is blocked (private mode).
 */
export function readLocalState(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}
