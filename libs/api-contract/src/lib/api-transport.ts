import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import type * as z from 'zod';
import { pathOf, type ApiOperation, type PathValues } from './api-operation';
import { sendApiCall, type FetchLike, type QueryValue } from './api-request';

/** Options of an API client bound to one storefront. */
export interface ApiClientOptions {
  /** Origin the API lives on, e.g. http://localhost:3000 (no trailing slash). */
  readonly baseUrl: string;
  readonly locale: LocaleCode;
  readonly fetch?: FetchLike;
  /**
   * Parse every 2xx answer with its response schema (default true). The storefront turns it off
   * for the catalog's calls alone, in the browser and in its server render: their answers are the
   * shop's own catalog data, their schemas have no default or transform (catalog-answers.test.ts),
   * and the API's own tests check every answer; parsing them cost the browser's main thread more
   * than any other part of the client.
   */
  readonly checkAnswers?: boolean;
}

/** What one call of an operation sends besides `locale` and `sid`. */
export interface OperationRequest {
  /** The values of the path's `{name}` parameters. */
  readonly params?: PathValues;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token?: string | undefined;
  readonly headers?: Readonly<Record<string, string>>;
}

const HTTP_METHODS = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
} as const;

/**
 * How the client's parts call the API: every call names its operation (method, path and answer
 * schema come from the declaration, never a literal of the client) and carries `locale` and
 * `sid` (spec section 7).
 */
export function apiTransport(options: ApiClientOptions) {
  const sid = STOREFRONTS[options.locale].storeID;
  const context = {
    baseUrl: options.baseUrl,
    locale: options.locale,
    sid,
    fetch: options.fetch ?? ((request: Request) => fetch(request)),
    checkAnswers: options.checkAnswers ?? true,
  };
  /** Calls the operation; the answer checked against its response schema (see checkAnswers), with the raw response. */
  const send = <O extends ApiOperation>(operation: O, request: OperationRequest = {}) =>
    sendApiCall<O['response']>(context, {
      method: HTTP_METHODS[operation.method],
      path: pathOf(operation, request.params),
      schema: operation.response,
      query: request.query,
      body: request.body,
      token: request.token,
      headers: request.headers,
    });
  /** Calls the operation and returns its checked answer. */
  const call = async <O extends ApiOperation>(
    operation: O,
    request: OperationRequest = {},
  ): Promise<z.infer<O['response']>> => (await send(operation, request)).data;
  return { sid, send, call };
}

/** See {@link apiTransport}. */
export type ApiTransport = ReturnType<typeof apiTransport>;
