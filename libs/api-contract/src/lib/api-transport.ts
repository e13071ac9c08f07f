import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import type * as z from 'zod';
import { sendApiCall, type ApiCall, type FetchLike, type QueryValue } from './api-request';

/** Options of an API client bound to one storefront. */
export interface ApiClientOptions {
  /** Origin the API lives on, e.g. http://localhost:3000 (no trailing slash). */
  readonly baseUrl: string;
  readonly locale: LocaleCode;
  readonly fetch?: FetchLike;
}

/** How the client's parts call the API: every call carries `locale` and `sid` (spec section 7). */
export function apiTransport(options: ApiClientOptions) {
  const sid = STOREFRONTS[options.locale].storeID;
  const context = {
    baseUrl: options.baseUrl,
    locale: options.locale,
    sid,
    fetch: options.fetch ?? ((request: Request) => fetch(request)),
  };
  const send = <S extends z.ZodType>(call: ApiCall<S>) => sendApiCall(context, call);
  const get = async <S extends z.ZodType>(
    path: string,
    schema: S,
    query?: Record<string, QueryValue>,
    token?: string,
  ) => (await send({ method: 'GET', path, schema, query, token })).data;
  const post = async <S extends z.ZodType>(
    path: string,
    schema: S,
    body?: unknown,
    token?: string,
  ) => (await send({ method: 'POST', path, schema, body, token })).data;
  return { sid, send, get, post };
}

/** See {@link apiTransport}. */
export type ApiTransport = ReturnType<typeof apiTransport>;

/** A path segment, encoded. */
export const seg = encodeURIComponent;
