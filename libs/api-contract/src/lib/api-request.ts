import type * as z from 'zod';
import { ApiRequestError } from './api-request-error';
import { ApiErrorSchema } from './common';

export { ApiRequestError };

/** A fetch function: the global one in browsers, an in-process one on the server. */
export type FetchLike = (input: Request) => Promise<Response>;

/** A query value: strings as they are, numbers in decimal, booleans as 1 or 0; undefined is left out. */
export type QueryValue = string | number | boolean | undefined | null;

/** One request of the client. */
export interface ApiCall<S extends z.ZodType> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly schema: S;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  readonly token?: string | undefined;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Where and as whom the client calls. */
export interface RequestContext {
  readonly baseUrl: string;
  readonly locale: string;
  readonly sid: number;
  readonly fetch: FetchLike;
  /**
   * Whether a 2xx answer is parsed with its schema (the default). Off only where the answers are
   * the shop's own and their schemas change nothing they read (see ApiClientOptions).
   */
  readonly checkAnswers?: boolean;
}

/**
 * Sends a call with locale and sid added, checks the answer against its schema (unless the context
 * says not to), returns data and response.
 */
export async function sendApiCall<S extends z.ZodType>(
  context: RequestContext,
  call: ApiCall<S>,
): Promise<{ data: z.infer<S>; response: Response }> {
  const url = new URL(call.path, context.baseUrl);
  url.searchParams.set('locale', context.locale);
  url.searchParams.set('sid', String(context.sid));
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const headers = new Headers({ accept: 'application/json', ...call.headers });
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  const response = await context.fetch(
    new Request(url, {
      method: call.method,
      headers,
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
    }),
  );
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(body);
    throw new ApiRequestError(
      response.status,
      parsed.success
        ? parsed.data
        : {
            error: response.status === 503 ? 'unavailable' : 'internal',
            message: response.statusText,
          },
    );
  }
  const data = context.checkAnswers === false ? (body as z.infer<S>) : call.schema.parse(body);
  return { data, response };
}
