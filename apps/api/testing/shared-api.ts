import { createApiClient, type ApiClient } from '@nordshop/api-contract';
import { LOCALE_CODES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { inject } from 'vitest';
import { fetchFrom } from './from-address';

/** The shared test API of this run (see global-setup.ts). */
export interface SharedApi {
  readonly baseUrl: string;
  readonly databaseKind: 'pglite' | 'postgresql';
  /** GET a path as it is (add locale and sid yourself, e.g. with {@link SV}). */
  get(path: string, init?: RequestInit): Promise<Response>;
  /** POST JSON (or a raw string) to a path as it is. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Runs SQL against the test database and returns its rows (arrange and inspect). */
  sql<T = Record<string, unknown>>(query: string): Promise<T[]>;
  /**
   * The typed client of a storefront, as one shopper: its calls leave from a loopback address of
   * its own (from-address.ts `shopperAddress`), so limits per client address count it alone.
   */
  client(locale: LocaleCode): ApiClient;
}

/**
 * How long a test asks again for a cache hit right after the cache's fill: a committed change of
 * the catalog, prices, stock, coupons or content empties every cache (decision 023), and another
 * file's order or import can land between the two calls. A cache that keeps nothing never hits.
 */
export const CACHE_HIT_POLL = { timeout: 5_000, interval: 50 };

/** The query of the Swedish storefront, to append to paths. */
export const SV = 'locale=sv&sid=1';

/** The API every test file shares. */
export function sharedApi(): SharedApi {
  const baseUrl = inject('apiUrl');
  return {
    baseUrl,
    databaseKind: inject('databaseKind'),
    get: (path, init) => fetch(`${baseUrl}${path}`, init),
    post: (path, body, headers = {}) =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    sql: async <T>(query: string) => {
      const response = await fetch(`${baseUrl}/__test__/sql`, {
        method: 'POST',
        body: JSON.stringify({ query }),
      });
      if (!response.ok) throw new Error(`SQL failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as T[];
    },
    client: (locale) => createApiClient({ baseUrl, locale, fetch: fetchFrom() }),
  };
}

/** Every storefront with its sid, for table-driven tests. */
export const STOREFRONT_CASES = LOCALE_CODES.map((locale) => ({
  locale,
  sid: STOREFRONTS[locale].storeID,
}));

/** The test file's handle on the clock API (clock-api.ts): its origin, and how to set its clock. */
export function clockApi(): { baseUrl: string; setNow: (instant: string) => Promise<void> } {
  const baseUrl = inject('clockApiUrl');
  return {
    baseUrl,
    setNow: async (instant) => {
      const response = await fetch(`${baseUrl}/__test__/clock`, {
        method: 'POST',
        body: JSON.stringify({ now: instant }),
      });
      if (response.status !== 204) throw new Error(`the clock did not move: ${response.status}`);
    },
  };
}
