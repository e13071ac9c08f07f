import type * as z from 'zod';

/**
 * One endpoint of the API, declared once: the API registers its route from it (method, path,
 * input schemas), the client calls it from it and the OpenAPI document describes it from it.
 * `path` is OpenAPI style (`/api/orders/{id}`); each `{name}` is a key of `params`.
 */
export interface ApiOperation {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the call needs (an object schema keyed by header name). */
  readonly requestHeaders?: z.ZodType;
  readonly response: z.ZodType;
  /** The success status (default 200); 204 answers have no body. */
  readonly status?: 200 | 201 | 202 | 204;
  /** Further error answers the call may give besides 400, 404, 429, 503 (and 401 of a Bearer call), with what they mean. */
  readonly errors?: Readonly<Partial<Record<401 | 403 | 409, string>>>;
  /** Response headers the client reads. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Whether a Bearer token is required (true) or optional ('optional'); 'staff': a staff API key
   * with `scope` (decision 038), never a shopper's token.
   */
  readonly auth?: true | 'optional' | 'staff';
  /** The scope a staff API key needs for the call (with `auth: 'staff'`). */
  readonly scope?: string;
  /** Whether a client may get 429 for calling too often. */
  readonly rateLimited?: true;
}

/** The values of an operation's path parameters, by name (`{id}` → `{ id: 12 }`). */
export type PathValues = Readonly<Record<string, string | number>>;

/**
 * The operation's path with its `{name}` parameters filled in, each encoded as one segment.
 * Throws when a parameter of the path has no value (a bug of the caller).
 */
export function pathOf(operation: ApiOperation, values: PathValues = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${operation.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
