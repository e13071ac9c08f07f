import type { LocaleQuery } from '@nordshop/api-contract';
import type { Database } from '../db/database';

/**
 * Values every API handler can read from the context. `Services` is what the handler's module asks
 * of the app's shared services: each module declares its own interface (e.g. `CatalogServices`),
 * and the app's services object (services.ts) gives them all.
 */
export interface ApiEnv<Services = unknown> {
  Variables: {
    database: Database;
    services: Services;
    /** The validated locale and sid of the request (spec section 7). */
    localeQuery: LocaleQuery;
    /** The request's id, for logs and error answers (x-request-id). */
    requestId: string;
    /** The client's address (behind a trusted proxy: from X-Forwarded-For); undefined in-process. */
    clientAddress: string | undefined;
  };
}
