import type { Context } from 'hono';
import type { ApiEnv } from '../http/api-env';
import type { CachedResponse } from './cached-response';
import type { TtlCache } from './ttl-cache';

/** What a cached answer asks of the app's shared services: the answer cache and the running deal (part of the key). */
export interface CachedJsonServices {
  /** Serialized catalog answers, cached 30 s. */
  readonly responses: TtlCache<string, CachedResponse>;
  /** The deal running now: its product and discount are part of every key. */
  activeDeal(): Promise<{ readonly productId: number; readonly discount: number } | null>;
}

/**
 * Answers a catalog read from the response cache, or computes, serializes and keeps it. The key is
 * the path with its sorted query (locale and sid included) and the running deal, so the deal of the
 * day never shows a stale price. Header x-be-cache says hit or miss. Only the same answer for every
 * shopper may go through here: never carts, coupons or anything behind a login.
 */
export async function cachedJson<E extends ApiEnv<CachedJsonServices>>(
  c: Context<E>,
  compute: () => Promise<{ body: unknown; headers?: Record<string, string> }>,
): Promise<Response> {
  const services: CachedJsonServices = c.get('services');
  const deal = await services.activeDeal();
  const query = new URL(c.req.url).searchParams;
  query.sort();
  const key = `${c.req.path}?${query.toString()}|deal:${deal ? `${deal.productId}:${deal.discount}` : '-'}`;
  const { value, hit } = await services.responses.get(key, async () => {
    const { body, headers = {} } = await compute();
    return { body: JSON.stringify(body), headers };
  });
  for (const [name, content] of Object.entries(value.headers)) c.header(name, content);
  c.header('x-be-cache', hit ? 'hit' : 'miss');
  c.header('content-type', 'application/json; charset=UTF-8');
  return c.body(value.body);
}
