import type { Context, MiddlewareHandler } from 'hono';
import { log } from '../telemetry/log';
import { requestDuration } from '../telemetry/metrics';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * Times every request and, once answered, records its duration under its route pattern and
 * status ({@link requestDuration}) and writes one log line: request id, method, route pattern,
 * status and milliseconds. Never the path's values, the query or a body: they may hold an e-mail,
 * an order number or a postal code.
 */
export function observeRequests(
  routeOf: (c: Context) => string,
  /** Whether the request gets a log line (the metric is always recorded). */
  logged: (c: Context) => boolean = () => true,
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1_000;
    const route = routeOf(c);
    const status = c.res.status;
    requestDuration.observe({ method: c.req.method, route, status: String(status) }, seconds);
    if (!logged(c)) return;
    log('info', 'request', {
      request_id: c.res.headers.get(REQUEST_ID_HEADER) ?? undefined,
      method: c.req.method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
    });
  };
}
