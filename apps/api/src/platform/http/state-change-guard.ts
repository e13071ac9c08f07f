import type { MiddlewareHandler } from 'hono';
import { sendError } from './errors';

/** The methods that change something; GET, HEAD and OPTIONS never do. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request of this method may change the shop's state. */
export function changesState(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

/**
 * The host name of a `host[:port]`, `[v6]:port` or URL origin, lower case and without its port;
 * undefined when it is not one.
 */
export function hostNameOf(hostOrOrigin: string): string | undefined {
  const text = hostOrOrigin.trim();
  if (text === '' || text === 'null') return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    return url.hostname === '' ? undefined : url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The request headers the guard reads. */
export interface StateChangeHeaders {
  readonly host: string | undefined;
  readonly origin: string | undefined;
  readonly secFetchSite: string | undefined;
  readonly contentType: string | undefined;
  readonly contentLength: string | undefined;
  readonly transferEncoding: string | undefined;
}

/** Why a state-changing request is refused: another site sent it (403), or its body is not JSON (415). */
export type StateChangeRefusal =
  | { readonly status: 403; readonly reason: string }
  | { readonly status: 415; readonly reason: string };

/** Whether a Content-Type names JSON (`application/json`, parameters such as charset allowed). */
export function isJsonMediaType(contentType: string): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType.trim());
}

/** Whether the request carries a body (a non-zero Content-Length, or a chunked one). */
function hasBody(headers: StateChangeHeaders): boolean {
  if (headers.transferEncoding !== undefined) return true;
  return headers.contentLength !== undefined && headers.contentLength.trim() !== '0';
}

/**
 * Decides a state-changing request (decision 028):
 * - another site's page sent it (`Sec-Fetch-Site: cross-site`, or an `Origin` whose host is
 *   neither the request's own host nor one of the shop's): 403. A browser always sends one of
 *   them with a POST; a client without either (a server, a script) is no browser page of
 *   another site and is let through;
 * - its body is not JSON (a Content-Type other than application/json, or a body without one):
 *   415. An HTML form can send only form or text bodies, never JSON, so a cross-site form
 *   cannot place an order or log a visitor in even in a browser that sends neither header.
 * Null when it may go on.
 */
export function stateChangeRefusal(
  headers: StateChangeHeaders,
  shopHosts: ReadonlySet<string>,
): StateChangeRefusal | null {
  if (headers.secFetchSite?.trim().toLowerCase() === 'cross-site')
    return { status: 403, reason: 'another site sent this request' };
  if (headers.origin !== undefined) {
    const origin = hostNameOf(headers.origin);
    const own = headers.host === undefined ? undefined : hostNameOf(headers.host);
    if (origin === undefined || (origin !== own && !shopHosts.has(origin)))
      return { status: 403, reason: 'the request comes from another origin' };
  }
  if (headers.contentType !== undefined) {
    if (!isJsonMediaType(headers.contentType))
      return { status: 415, reason: 'the body must be application/json' };
  } else if (hasBody(headers)) {
    return { status: 415, reason: 'the body must be application/json' };
  }
  return null;
}

/**
 * Refuses state-changing requests that another site's page sent (403) or whose body is not JSON
 * (415), each with a JSON ApiError naming the header. `shopHosts`: the host names of
 * PUBLIC_ORIGIN and the storefront domains, which a page may post from besides the request's own.
 */
export function stateChangeGuard(shopHosts: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    if (!changesState(c.req.method)) return next();
    const refusal = stateChangeRefusal(
      {
        host: c.req.header('host'),
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        contentType: c.req.header('content-type'),
        contentLength: c.req.header('content-length'),
        transferEncoding: c.req.header('transfer-encoding'),
      },
      shopHosts,
    );
    if (refusal === null) return next();
    if (refusal.status === 403)
      return sendError(c, 403, {
        error: 'forbidden',
        message: `Refused: ${refusal.reason}`,
        code: 'cross_site_request',
        fields: { Origin: refusal.reason },
      });
    return sendError(c, 415, {
      error: 'unsupported_media_type',
      message: `Refused: ${refusal.reason}`,
      fields: { 'Content-Type': 'must be application/json' },
    });
  };
}

/** The host names of a public origin and storefront domains (`host[:port]`), for {@link stateChangeGuard}. */
export function shopHostsOf(
  publicOrigin: string | undefined,
  domains: readonly string[],
): ReadonlySet<string> {
  return new Set(
    [publicOrigin ?? 'http://localhost:3000', ...domains].flatMap((entry) => {
      const host = hostNameOf(entry);
      return host === undefined ? [] : [host];
    }),
  );
}
