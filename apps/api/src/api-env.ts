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
    /** The request's id, for logs and error answers (x-request-id). */
    requestId: string;
    /** The client's address (behind a trusted proxy: from X-Forwarded-For); undefined in-process. */
    clientAddress: string | undefined;
  };
}
