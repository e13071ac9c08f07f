import { apiTransport, type ApiClientOptions } from './api-transport';
import { createCatalogApi } from './catalog-api';

/**
 * The catalog part of the API client alone (entry `@nordshop/api-contract/catalog-client`): the
 * same calls as the full client's, with only the catalog's schemas to build.
 */
export function createCatalogClient(options: ApiClientOptions) {
  const transport = apiTransport(options);
  return { locale: options.locale, sid: transport.sid, ...createCatalogApi(transport) };
}

/** The client returned by createCatalogClient. */
export type CatalogClient = ReturnType<typeof createCatalogClient>;
