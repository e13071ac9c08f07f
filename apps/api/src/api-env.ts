import type { LocaleQuery } from '@nordshop/api-contract';
import type { Database } from './db/database';
import type { ApiServices } from './services';

/** Values every API handler can read from the context. */
export interface ApiEnv {
  Variables: {
    database: Database;
    services: ApiServices;
    /** The validated locale and sid of the request (spec section 7). */
    localeQuery: LocaleQuery;
  };
}
