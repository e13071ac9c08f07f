import { LocaleQuerySchema, type LocaleQuery } from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { Database } from './db/database';
import { errorResponse, sendError } from './errors';
import { healthRoutes } from './routes/health';
import { storefrontRoutes } from './routes/storefront';
import { parseOrThrow, queryOf } from './validate';

/** Values every API handler can read from the context. */
export interface ApiEnv {
  Variables: {
    database: Database;
    /** The validated locale and sid of the request (spec section 7). */
    localeQuery: LocaleQuery;
  };
}

/** What the API needs to run. */
export interface ApiDependencies {
  readonly database: Database;
}

/**
 * The Nordshop API as a Hono app answering under /api. Mount it in any server with
 * `app.route('/', createApiApp(deps))` or serve `createApiApp(deps).fetch` directly.
 */
export function createApiApp(deps: ApiDependencies) {
  const app = new Hono<ApiEnv>();

  app.use('/api/*', async (c, next) => {
    c.set('database', deps.database);
    c.set('localeQuery', parseOrThrow(LocaleQuerySchema, queryOf(c), 'query'));
    c.header('cache-control', 'no-store');
    await next();
  });

  app.route('/api', healthRoutes);
  app.route('/api', storefrontRoutes);

  app.notFound((c) => sendError(c, 404, { error: 'not_found', message: `No API route ${c.req.method} ${c.req.path}` }));
  app.onError((err, c) => errorResponse(c, err));
  return app;
}

/** The Hono app type returned by createApiApp. */
export type ApiApp = ReturnType<typeof createApiApp>;
