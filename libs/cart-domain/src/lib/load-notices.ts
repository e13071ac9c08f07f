import type { LoadNotice } from './cart-context';

/**
 * The SKUs of a load that the server's answer does not contain: products it does not sell
 * (spec section 4: unknown SKUs are dropped by the server). Each SKU once, in request order.
 */
export function unknownSkuNotices(
  requested: readonly { readonly sku: string }[],
  returned: readonly { readonly sku: string }[],
): LoadNotice[] {
  const known = new Set(returned.map((line) => line.sku));
  const missing = new Set(requested.map((item) => item.sku).filter((sku) => !known.has(sku)));
  return [...missing].map((sku) => ({ entry: sku, reason: 'unknownSku' }));
}
