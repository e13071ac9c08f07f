import type { CatalogServices } from '../catalog/catalog-services';
import type { ApiEnv } from '../platform/http/api-env';
import type { SearchCaches } from './search-products';

/** What search asks of the app's shared services: the catalog's, and its own word caches. */
export interface SearchServices extends CatalogServices {
  /** Search's expanded words and device model names, cached 60 s. */
  readonly search: SearchCaches;
}

/** The context of search's handlers. */
export type SearchEnv = ApiEnv<SearchServices>;
