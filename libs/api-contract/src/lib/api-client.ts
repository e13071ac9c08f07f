import type * as z from 'zod';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { ApiErrorSchema, type ApiError } from './common';
import { HealthResponseSchema } from './health';
import { StorefrontResponseSchema } from './storefront';

/** A fetch function: the global one in browsers, an in-process one on the server. */
export type FetchLike = (input: Request) => Promise<Response>;

/** Options of an API client bound to one storefront. */
export interface ApiClientOptions {
  /** Origin the API lives on, e.g. http://localhost:3000 (no trailing slash). */
  readonly baseUrl: string;
  readonly locale: LocaleCode;
  readonly fetch?: FetchLike;
}

/** Thrown for any non-2xx answer; carries the status and the API's JSON error body. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(`${status} ${body.error}: ${body.message}`);
    this.name = 'ApiRequestError';
  }
}

/**
 * A typed client of the Nordshop API. Every call carries `locale` and `sid` (spec section 7) and
 * every answer is checked against its schema.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch: FetchLike = options.fetch ?? ((request) => fetch(request));
  const sid = STOREFRONTS[options.locale].storeID;

  async function get<S extends z.ZodType>(
    path: string,
    schema: S,
    query: Record<string, string> = {},
  ): Promise<z.infer<S>> {
    const url = new URL(`/api${path}`, options.baseUrl);
    url.searchParams.set('locale', options.locale);
    url.searchParams.set('sid', String(sid));
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await doFetch(new Request(url, { headers: { accept: 'application/json' } }));
    const body: unknown = await response.json();
    if (!response.ok) {
      const parsed = ApiErrorSchema.safeParse(body);
      throw new ApiRequestError(
        response.status,
        parsed.success ? parsed.data : { error: 'internal', message: response.statusText },
      );
    }
    return schema.parse(body);
  }

  return {
    locale: options.locale,
    sid,
    health: () => get('/health', HealthResponseSchema),
    storefront: () => get('/storefront', StorefrontResponseSchema),
  };
}

/** The client returned by createApiClient. */
export type ApiClient = ReturnType<typeof createApiClient>;
