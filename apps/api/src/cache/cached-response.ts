/** A JSON answer kept by the response cache: its serialized body and the headers that go with it. */
export interface CachedResponse {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** How long shop-wide catalog answers (listings, search, product pages) are reused: 30 seconds. */
export const CATALOG_RESPONSE_TTL_MS = 30_000;
