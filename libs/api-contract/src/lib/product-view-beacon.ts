import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import type { ProductViewRequest } from './social-proof';

/**
 * The path of POST /api/product-views. Written here, in the contract's plain (zod-free) part,
 * because the page sends the beacon without loading the client; the operation's declaration
 * (operations.recordProductView) takes its path from here, so it is still written once.
 */
export const PRODUCT_VIEWS_PATH = '/api/product-views';

/** The browser's beacon (`navigator.sendBeacon`): queues a POST that outlives the page; false when refused. */
export type SendBeacon = (url: string, body: Blob) => boolean;

/** Where a beacon goes: the API's origin and the storefront. */
export interface BeaconTarget {
  /** Origin the API lives on, e.g. https://nordshop.se (no trailing slash). */
  readonly baseUrl: string;
  readonly locale: LocaleCode;
}

/** The URL of POST /api/product-views for a storefront, with its locale and sid (spec section 7). */
export function productViewUrl({ baseUrl, locale }: BeaconTarget): string {
  const url = new URL(PRODUCT_VIEWS_PATH, baseUrl);
  url.searchParams.set('locale', locale);
  url.searchParams.set('sid', String(STOREFRONTS[locale].storeID));
  return url.href;
}

/**
 * Records a product page view (POST /api/product-views, the social proof of spec section 4) as a
 * beacon: fire and forget, sent even when the shopper leaves at once, and the 204 is never read,
 * so the page loads no client, no schemas and no zod for it. The body is the same JSON the API
 * validates with ProductViewRequestSchema. Returns false when the browser refused to queue it.
 */
export function sendProductViewBeacon(
  target: BeaconTarget,
  productId: number,
  sendBeacon: SendBeacon,
): boolean {
  const body: ProductViewRequest = { product_id: productId };
  return sendBeacon(
    productViewUrl(target),
    new Blob([JSON.stringify(body)], { type: 'application/json' }),
  );
}
