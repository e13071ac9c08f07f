/**
 * The server's short-lived cache of rendered catalog pages. The pages are the same for every
 * shopper of one price display (the cart and account live in the browser), so one render can
 * answer many requests: a popular product page costs one render per 10 s instead of one per
 * request. Each response still gets its own CSP nonce: the cached HTML's nonce is replaced.
 */

import { readVatDisplayCookie } from '@nordshop/cart-domain';
import { parseConsentCookie } from '@nordshop/consent';
import { isPersonalRequest } from './page-privacy';

/**
 * How long a rendered page is served from the cache, how long past that it may still be served
 * when rendering it again fails (the database is away), and how many pages are kept.
 */
export const PAGE_CACHE = {
  ttlMs: 10_000,
  /** Past its freshness, a page is still answered at once for this long while it renders anew. */
  revalidateMs: 60_000,
  staleMs: 15 * 60_000,
  maxEntries: 500,
  maxKeyLength: 2_048,
} as const;

/** Response header with the screen a page shows (set by renderPage, removed before sending). */
export const SCREEN_HEADER = 'x-nordshop-screen';

/**
 * Response header that tells whether the page came from the cache: hit, miss, revalidating (a
 * page past its freshness, answered while it renders anew) or stale (kept because rendering failed).
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** The screens whose pages are the same for every shopper: home, catalog, search and CMS pages. */
export const CACHEABLE_SCREENS: ReadonlySet<string> = new Set([
  'index',
  'product',
  'product-category-all',
  'brand',
  'product-tag',
  'search',
  'cms',
]);

/**
 * The cache key of a page request (host, path and query), or null when the request must be
 * rendered for itself: not a GET, the bare `/` (it redirects by the shopper's locale cookie), a
 * personal request (signed in, or opening the login or a sign-in link: page-privacy.ts), or an
 * overlong URL. Pages rendered for a shopper who has not yet chosen about cookies (they carry the
 * consent banner) are kept apart, by the banner's own rule (`parseConsentCookie`: a mask 1..31),
 * and so are the pages of each price display the vat_display cookie names.
 */
export function pageCacheKey(request: Request, host?: string): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.pathname === '/') return null;
  if (isPersonalRequest(request)) return null;
  const cookies = request.headers.get('cookie') ?? '';
  // Pages show the consent banner until the shopper has chosen (a valid mask, whatever else the
  // cookie holds): one version with the banner, one without.
  const consent = parseConsentCookie(cookies) === null ? '#consent-banner' : '';
  // Prices and the VAT switch render in the vat_display cookie's mode (docs/decisions 015).
  const vat = readVatDisplayCookie(cookies);
  const display = vat === null ? '' : vat ? '#incl-vat' : '#excl-vat';
  const key = `${host ?? request.headers.get('host') ?? url.host}${url.pathname}${url.search}${consent}${display}`;
  return key.length > PAGE_CACHE.maxKeyLength ? null : key;
}

/** A rendered page as kept: status, headers, the HTML and the nonce it was rendered with. */
export interface CachedPage {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  /** The HTML as rendered, in bytes: kept and sent without decoding or encoding it again. */
  readonly body: Uint8Array<ArrayBuffer>;
  readonly nonce: string;
  readonly storedAt: number;
}

/** Whether a rendered response may be kept: a 200 of a cacheable screen that sets no cookie. */
export function isCacheable(response: Response): boolean {
  return (
    response.status === 200 &&
    CACHEABLE_SCREENS.has(response.headers.get(SCREEN_HEADER) ?? '') &&
    !response.headers.has('set-cookie')
  );
}

/** The headers of a response as sent: without the internal screen header and the length. */
function sentHeaders(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => name !== SCREEN_HEADER && name !== 'content-length');
}

/** `page` answered with `nonce` in place of the nonce it was rendered with. */
export function responseOf(
  page: CachedPage,
  nonce: string,
  state: 'hit' | 'miss' | 'revalidating' | 'stale',
): Response {
  const headers = new Headers(page.headers as [string, string][]);
  headers.set(PAGE_CACHE_HEADER, state);
  const body = page.nonce === '' || nonce === page.nonce ? page.body : withNonce(page, nonce);
  return new Response(body, { status: page.status, headers });
}

const encoder = new TextEncoder();
const nonceParts = new WeakMap<CachedPage, Buffer[]>();

/**
 * The page's bytes with `nonce` in every place of the nonce it was rendered with: the bytes
 * between those places are found once per page (a native byte search) and joined per answer.
 */
function withNonce(page: CachedPage, nonce: string): Uint8Array<ArrayBuffer> {
  let parts = nonceParts.get(page);
  if (!parts) {
    const bytes = Buffer.from(page.body.buffer, page.body.byteOffset, page.body.byteLength);
    const old = encoder.encode(page.nonce);
    parts = [];
    let from = 0;
    for (let at = bytes.indexOf(old, from); at !== -1; at = bytes.indexOf(old, from)) {
      parts.push(bytes.subarray(from, at));
      from = at + old.length;
    }
    parts.push(bytes.subarray(from));
    nonceParts.set(page, parts);
  }
  const fresh = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) pieces.push(fresh);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** The response without the internal screen header. */
export function withoutScreenHeader(response: Response): Response {
  if (!response.headers.has(SCREEN_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.delete(SCREEN_HEADER);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** Renders the page of a request with the given nonce. */
export type RenderWithNonce = (nonce: string) => Promise<Response>;

/**
 * An LRU of rendered pages, fresh for {@link PAGE_CACHE}.ttlMs, then answered at once while they
 * render anew in the background for {@link PAGE_CACHE}.revalidateMs (stale-while-revalidate: a
 * popular page never waits for a render only because it aged), and kept as the fallback of a
 * failed render for {@link PAGE_CACHE}.staleMs. A page made stale by a change of the database is
 * never answered while it renders anew. Concurrent misses of one key share a single render.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly renders = new Map<string, Promise<CachedPage | null>>();
  /** Pages rendered before this time are no longer fresh (see invalidate). */
  private validFrom = -Infinity;

  constructor(
    private readonly ttlMs: number = PAGE_CACHE.ttlMs,
    private readonly maxEntries: number = PAGE_CACHE.maxEntries,
    private readonly staleMs: number = PAGE_CACHE.staleMs,
    private readonly revalidateMs: number = PAGE_CACHE.revalidateMs,
  ) {}

  /** A fresh page of `key`, or undefined; a hit moves the page to the recent end. */
  get(key: string, now: number): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now - page.storedAt >= this.ttlMs || page.storedAt < this.validFrom) {
      if (now - page.storedAt >= this.ttlMs + this.staleMs) this.pages.delete(key);
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

  /** Keeps `page` under `key`, dropping the least recently used page beyond the limit. */
  set(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  get size(): number {
    return this.pages.size;
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
        if (response.status < 500) this.pages.delete(key);
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
