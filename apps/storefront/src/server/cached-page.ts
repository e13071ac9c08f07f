/**
 * A rendered page as the page cache keeps it, which rendered pages it may keep, and how a kept
 * page is answered: with the nonce of its own response in place of the one it was rendered with.
 */

import { screenOf } from '../routing/screen-table';

/** Response header with the screen a page shows (set by renderPage, removed before sending). */
export const SCREEN_HEADER = 'x-nordshop-screen';

/**
 * Response header that tells whether the page came from the cache: hit, miss, revalidating (a
 * page past its freshness, answered while it renders anew) or stale (kept because rendering failed).
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** A rendered page as kept: status, headers, the HTML and the nonce it was rendered with. */
export interface CachedPage {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  /** The HTML as rendered, in bytes: kept and sent without decoding or encoding it again. */
  readonly body: Uint8Array<ArrayBuffer>;
  readonly nonce: string;
  readonly storedAt: number;
}

/**
 * Whether a rendered response may be kept: a 200 that sets no cookie, of a screen whose pages are
 * the same for every shopper (home, catalog, search and CMS pages: a `shared` page cache in
 * routing/screen-table.ts).
 */
export function isCacheable(response: Response): boolean {
  return (
    response.status === 200 &&
    screenOf(response.headers.get(SCREEN_HEADER))?.pageCache === 'shared' &&
    !response.headers.has('set-cookie')
  );
}

/** The headers of a response as sent: without the internal screen header and the length. */
export function sentHeaders(headers: Headers): [string, string][] {
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
