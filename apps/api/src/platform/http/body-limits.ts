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
  // A staff system's deltas: 1,000 SKUs a call, a price update with up to 20 tiers each.
  { pattern: /^\/api\/staff\/(stock|prices)$/, maxBytes: 1024 * KIB },
  // A CMS page of up to 60,000 characters; a coupon's lists of up to 200 SKUs and ids each.
  { pattern: /^\/api\/staff\/(pages|coupons)\//, maxBytes: 256 * KIB },
  // Adyen batches up to 500 notification items, each with its additionalData (about 2.5 KiB).
  { pattern: /^\/api\/payments\/adyen\/webhook$/, maxBytes: 2048 * KIB },
  // A catalog import of up to 1,000 products, each with texts in five languages.
  { pattern: /^\/api\/staff\/catalog\/import$/, maxBytes: 16 * 1024 * KIB },
];

/** The body limit of every other route. */
export const DEFAULT_BODY_LIMIT = 16 * KIB;

/**
 * Up to this many bytes (by Content-Length) a refused body is read to its end and dropped before
 * the 413 is sent, so that a client still sending it reads the answer instead of a broken pipe;
 * a larger body, or one of unknown size, is answered at once.
 */
export const DRAIN_MAX_BYTES = 8 * 1024 * KIB;

/** Whether a refused body is read and dropped before the answer (a declared size within {@link DRAIN_MAX_BYTES}). */
export function drainsBeforeRefusal(contentLength: string | undefined): boolean {
  if (contentLength === undefined || !/^\d{1,16}$/.test(contentLength)) return false;
  return Number(contentLength) <= DRAIN_MAX_BYTES;
}

/** Reads a request body to its end, keeping nothing. */
async function drain(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done) {
      // dropped
    }
  } catch {
    // the client went away: nothing to answer
  }
}

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
        // The connection closes after the answer; a body of a declared, bounded size is read
        // first, so the client is not cut off while it still sends.
        onError: async (c) => {
          if (drainsBeforeRefusal(c.req.header('content-length'))) await drain(c.req.raw.body);
          return c.json(
            {
              error: 'payload_too_large',
              message: `The request body is larger than ${maxSize / KIB} KiB`,
              fields: { body: `must be at most ${maxSize / KIB} KiB` },
            },
            413,
            { connection: 'close' },
          );
        },
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
