import { apiTransport, type ApiClientOptions } from './api-transport';
import { createCatalogApi } from './catalog-api';
import { createShopApi } from './shop-api';

export type { ApiClientOptions } from './api-transport';
export type { ListingParams, SearchProductsParams } from './catalog-api';
export type { ShippingMethodsParams } from './shop-api';

/**
 * A typed client of the Nordshop API. Every call carries `locale` and `sid` (spec section 7) and
 * every answer is checked against its schema; a non-2xx answer throws {@link ApiRequestError}.
 * The catalog's calls (catalog-api.ts) and the shop's (shop-api.ts) are modules of their own.
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = apiTransport(options);
  return {
    locale: options.locale,
    sid: transport.sid,
    ...createCatalogApi(transport),
    ...createShopApi(transport),
  };
}

/** The client returned by createApiClient. */
export type ApiClient = ReturnType<typeof createApiClient>;
