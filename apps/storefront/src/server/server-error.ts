import {
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  log,
  summarizeError,
} from '@nordshop/api';
import type { Context } from 'hono';
import { isUnavailableError } from './page-unavailable';

/**
 * The answer of a request that threw (a sitemap, a layout asset, a page the router could not
 * render): 503 with Retry-After when the database is away, so crawlers and clients come back later,
 * else 500 and one JSON log line with the error's class and code locations (never its message, which
 * may hold a query's values). Never a stack trace over several lines, never cached.
 */
export function serverErrorResponse(c: Context, err: unknown, route: string): Response {
  const headers = { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' };
  if (isUnavailableError(err) || isDatabaseUnavailable(err)) {
    log('warn', 'database unavailable', {
      method: c.req.method,
      route,
      error: summarizeError(err),
    });
    return new Response('The shop is unavailable for a moment. Try again shortly.\n', {
      status: 503,
      headers: { ...headers, 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    });
  }
  log('error', 'unexpected error', { method: c.req.method, route, error: summarizeError(err) });
  return new Response('Something went wrong on our side.\n', { status: 500, headers });
}
