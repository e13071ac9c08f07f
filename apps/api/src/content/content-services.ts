import type { CatalogServices } from '../catalog/catalog-services';
import type { ApiEnv } from '../platform/http/api-env';

/** What content asks of the app's shared services: the catalog's (calendar, slides) and the content tokens' secret. */
export interface ContentServices extends CatalogServices {
  /** The secret of content tokens (page-preview and unsubscribe links). */
  contentTokenSecret(): Promise<Uint8Array>;
}

/** The context of content's handlers. */
export type ContentEnv = ApiEnv<ContentServices>;
