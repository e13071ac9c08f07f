import type { MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

/** A proxy's request id when it is well formed, else a new one. */
export function requestIdOf(header: string | undefined): string {
  return header !== undefined && WELL_FORMED.test(header) ? header : randomUUID();
}

/**
 * Gives every request an id (the proxy's `x-request-id` when well formed, else a new uuid), kept
 * as `requestId` for logs and error answers and sent back in the same header.
 */
export function requestIdMiddleware(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
  };
}
