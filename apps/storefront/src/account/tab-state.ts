import { CART_STORAGE_KEY } from '@nordshop/cart-domain';

/**
 * The td02 session storage value of this browser tab (discount, experiments, the tab's order
 * login), or null on the server, when nothing is stored, or when storage is blocked.
 */
export function readTabState(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores the tab's td02 session storage value; a full or blocked storage keeps the old one. */
export function writeTabState(value: string): void {
  try {
    sessionStorage.setItem(CART_STORAGE_KEY, value);
  } catch {
    // Full or blocked storage: the order login lasts for this page.
  }
}
