/** A JSON answer kept by the response cache: its serialized body and the headers that go with it. */
export interface CachedResponse {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** How long shop-wide catalog answers (listings, search, product pages) are reused: 30 seconds. */
export const CATALOG_RESPONSE_TTL_MS = 30_000;

/** Most catalog answers a process keeps (each a few KB to about 100 KB serialized). */
export const CATALOG_RESPONSE_ENTRIES = 2_000;

/** Most bytes of catalog answers a process keeps, whatever their number: 16 MB. */
export const CATALOG_RESPONSE_MAX_BYTES = 16 * 1024 * 1024;
