import { useCartSummary } from '../cart/cart-provider';

/**
 * Whether prices show including VAT: the cart's VAT display flag, which the browser restores from
 * storage; the server (and hydration) render including VAT. Prices render again after hydration
 * only when the stored flag differs (useCartSummary's snapshots).
 */
export function useIncludeVat(): boolean {
  return useCartSummary().vat;
}
