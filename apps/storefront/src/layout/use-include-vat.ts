import { useCartSummary } from '../cart/cart-provider';
import { useHydrated } from '../cart/use-hydrated';

/**
 * Whether prices show including VAT: the cart's VAT display flag, which the browser restores from
 * storage; the server (and hydration) render including VAT.
 */
export function useIncludeVat(): boolean {
  const hydrated = useHydrated();
  const { vat } = useCartSummary();
  return hydrated ? vat : true;
}
