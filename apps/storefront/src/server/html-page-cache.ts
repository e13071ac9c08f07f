/**
 * The server's short-lived cache of rendered catalog pages. The pages are the same for every
 * shopper of one price display (the cart and account live in the browser), so one render can
 * answer many requests: a popular product page costs one render per 10 s instead of one per
 * request. Each response still gets its own CSP nonce: the cached HTML's nonce is replaced.
 */

import { watchCacheSize, type CacheSize, type SizedCache } from '@nordshop/api';
import {
  isCacheable,
  responseOf,
  sentHeaders,
  withoutScreenHeader,
  type CachedPage,
} from './cached-page';

/**
 * How long a rendered page is served from the cache, how long past that it may still be served
 * when rendering it again fails (the database is away), and how many pages are kept.
 */
export const HTML_PAGE_CACHE = {
  ttlMs: 10_000,
  /** Past its freshness, a page is still answered at once for this long while it renders anew. */
  revalidateMs: 60_000,
  staleMs: 15 * 60_000,
  maxEntries: 500,
  /** Most bytes of HTML kept, whatever the number of pages (a page is about 40 to 110 KB). */
  maxBytes: 24 * 1024 * 1024,
  maxKeyLength: 2_048,
} as const;

/** Renders the page of a request with the given nonce. */
export type RenderWithNonce = (nonce: string) => Promise<Response>;

/**
 * An LRU of rendered pages, fresh for {@link HTML_PAGE_CACHE}.ttlMs, then answered at once while
 * they render anew in the background for {@link HTML_PAGE_CACHE}.revalidateMs
 * (stale-while-revalidate: a popular page never waits for a render only because it aged), and kept
 * as the fallback of a failed render for {@link HTML_PAGE_CACHE}.staleMs. A page made stale by a
 * change of the database is never answered while it renders anew. Concurrent misses of one key
 * share a single render.
 */
export class HtmlPageCache implements SizedCache {
  readonly name = 'pages';
  private readonly pages = new Map<string, CachedPage>();
  private readonly renders = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  /** Pages rendered before this time are no longer fresh (see invalidate). */
  private validFrom = -Infinity;

  constructor(
    private readonly ttlMs: number = HTML_PAGE_CACHE.ttlMs,
    private readonly maxEntries: number = HTML_PAGE_CACHE.maxEntries,
    private readonly staleMs: number = HTML_PAGE_CACHE.staleMs,
    private readonly revalidateMs: number = HTML_PAGE_CACHE.revalidateMs,
    private readonly maxBytes: number = HTML_PAGE_CACHE.maxBytes,
  ) {
    watchCacheSize(this);
  }

  /** A fresh page of `key`, or undefined; a hit moves the page to the recent end. */
  get(key: string, now: number): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now - page.storedAt >= this.ttlMs || page.storedAt < this.validFrom) {
      if (now - page.storedAt >= this.ttlMs + this.staleMs) this.drop(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /**
   * A page of `key` past its freshness that may be answered while it renders anew, or undefined.
   * Only a page that aged is: one made stale by a change of its data (see invalidate) shows what
   * the shop no longer says (a price, the stock), so it is rendered anew before it is answered,
   * however long ago it was last asked for (decision 031).
   */
  revalidatable(key: string, now: number): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page || page.storedAt < this.validFrom) return undefined;
    return now - (page.storedAt + this.ttlMs) < this.revalidateMs ? page : undefined;
  }

  /** A page of `key` past its freshness but within the stale allowance, or undefined. */
  stale(key: string, now: number): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page || now - page.storedAt >= this.ttlMs + this.staleMs) return undefined;
    return page;
  }

  /**
   * Keeps `page` under `key`, dropping the least recently used pages beyond the limits (entries
   * and bytes).
   */
  set(key: string, page: CachedPage): void {
    this.drop(key);
    this.pages.set(key, page);
    this.bytes += page.body.byteLength;
    while (this.pages.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }

  get size(): number {
    return this.pages.size;
  }

  /** The pages kept and the bytes of their HTML. */
  sizeNow(): CacheSize {
    return { entries: this.pages.size, bytes: this.bytes };
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.body.byteLength;
    this.pages.delete(key);
  }

  /**
   * Makes every page kept so far, and every render under way, no longer fresh: the database
   * announced a change. The next request of each page waits for its new render (one for all
   * concurrent requests); the kept pages stay only as the fallback of a failed render.
   */
  invalidate(now: number): void {
    this.validFrom = now;
    this.renders.clear();
  }

  /**
   * The response to a request for `key` with `nonce`: from the cache when fresh; when past its
   * freshness but recent, the kept page at once while one render in the background replaces it;
   * else rendered (once for all concurrent requests of the key) and kept when
   * {@link isCacheable}. When the render fails (throws, or answers 5xx: the database is away) a
   * stale page of the key is served instead, marked `stale`. A response that may not be kept is
   * returned as rendered, streaming.
   */
  async serve(
    key: string,
    nonce: string,
    render: RenderWithNonce,
    now: () => number,
  ): Promise<Response> {
    const at = now();
    const cached = this.get(key, at);
    if (cached) return responseOf(cached, nonce, 'hit');
    const pending = this.renders.get(key);
    const recent = this.revalidatable(key, at);
    if (recent) {
      if (!pending)
        void this.renderAndKeep(key, nonce, render, now).then(
          (response) => response.body?.cancel(),
          () => undefined,
        );
      return responseOf(recent, nonce, 'revalidating');
    }
    if (pending) {
      const shared = await pending;
      if (shared) return responseOf(shared, nonce, 'hit');
      return withoutScreenHeader(await render(nonce));
    }
    return this.renderAndKeep(key, nonce, render, now);
  }

  /** Renders the page of `key`, keeps it when it may be kept, and answers it (see serve). */
  private async renderAndKeep(
    key: string,
    nonce: string,
    render: RenderWithNonce,
    now: () => number,
  ): Promise<Response> {
    let settle: (page: CachedPage | null) => void = () => undefined;
    const ownRender = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    this.renders.set(key, ownRender);
    // A page is as fresh as the data it was rendered from: the time its render started.
    const startedAt = now();
    try {
      let response: Response;
      try {
        response = await render(nonce);
      } catch (error) {
        const fallback = this.stale(key, now());
        if (!fallback) throw error;
        settle(fallback);
        return responseOf(fallback, nonce, 'stale');
      }
      if (response.status >= 500) {
        const fallback = this.stale(key, now());
        if (fallback) {
          await response.body?.cancel();
          settle(fallback);
          return responseOf(fallback, nonce, 'stale');
        }
      }
      if (!isCacheable(response)) {
        // The page is gone or may no longer be shared (a 404 now): the kept one must not answer.
        if (response.status < 500) this.drop(key);
        settle(null);
        return withoutScreenHeader(response);
      }
      const page: CachedPage = {
        status: response.status,
        headers: sentHeaders(response.headers),
        body: new Uint8Array(await response.arrayBuffer()),
        nonce,
        storedAt: startedAt,
      };
      this.set(key, page);
      settle(page);
      return responseOf(page, nonce, 'miss');
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (this.renders.get(key) === ownRender) this.renders.delete(key);
    }
  }
}
