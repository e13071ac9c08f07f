import { useCartVat } from '../cart/cart-provider';
import { useLayoutData } from '../routing/hooks';

/**
 * Whether prices show including VAT: the cart's VAT display flag, which the browser restores from
 * storage; always true where the storefront offers no ex-VAT display (Danish). The server (and
 * hydration) render in the mode of the vat_display cookie, including VAT without it; prices render
 * again after hydration only when the stored flag differs (useCartVat's snapshots).
 */
export function useIncludeVat(): boolean {
  const allowExVat = useLayoutData().storefront.allowExVAT;
  // The flag alone: the page's prices do not render again when an add changes the count.
  const vat = useCartVat();
  return vat || !allowExVat;
}
