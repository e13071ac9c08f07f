import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const KIB = 1024;

/**
 * The largest request body each route takes, in bytes: what its schema allows at most, in UTF-8,
 * with room to spare. Carts and orders hold up to 200 lines; an error report a 20,000-character
 * stack; everything else a few fields.
 */
export const BODY_LIMITS: readonly { readonly pattern: RegExp; readonly maxBytes: number }[] = [
  { pattern: /^\/api\/(sync-cart|sync-coupons|orders)$/, maxBytes: 512 * KIB },
  { pattern: /^\/captuerr$/, maxBytes: 96 * KIB },
  { pattern: /^\/api\/orders\/[^/]+\/returns$/, maxBytes: 64 * KIB },
  { pattern: /^\/api\/(product-recommendations|category-children)$/, maxBytes: 32 * KIB },
];

/** The body limit of every other route. */
export const DEFAULT_BODY_LIMIT = 16 * KIB;

/** The body limit of a request path. */
export function bodyLimitOf(path: string): number {
  return BODY_LIMITS.find((limit) => limit.pattern.test(path))?.maxBytes ?? DEFAULT_BODY_LIMIT;
}

/**
 * Refuses a request body larger than its route's limit with 413 and a JSON error, before it is
 * read into memory (by Content-Length, or while streaming a body without one).
 */
export function bodyLimits(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterOf = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        // The rest of the body is not read: the connection closes after the answer.
        onError: (c) =>
          c.json(
            {
              error: 'payload_too_large',
              message: `The request body is larger than ${maxSize / KIB} KiB`,
              fields: { body: `must be at most ${maxSize / KIB} KiB` },
            },
            413,
            { connection: 'close' },
          ),
      });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return limiterOf(bodyLimitOf(c.req.path))(c, next);
  };
}
