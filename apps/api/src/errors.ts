import type { ApiError } from '@nordshop/api-contract';
import { DomainError as EngineDomainError } from '@nordshop/coupon-engine';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** What went wrong, independent of HTTP; mapped to a status in one place (STATUS below). */
export type DomainErrorKind =
  'invalid_data' | 'not_found' | 'not_allowed' | 'conflict' | 'unauthorized' | 'rate_limited';

/**
 * The one error type services throw for expected failures. `code` is a finer machine code of the
 * answer (e.g. `out_of_stock` on a 409) for clients that act on it.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

const STATUS: Record<DomainErrorKind, { status: ContentfulStatusCode; error: ApiError['error'] }> =
  {
    invalid_data: { status: 400, error: 'invalid_request' },
    unauthorized: { status: 401, error: 'unauthorized' },
    not_allowed: { status: 403, error: 'forbidden' },
    not_found: { status: 404, error: 'not_found' },
    conflict: { status: 409, error: 'conflict' },
    rate_limited: { status: 429, error: 'too_many_requests' },
  };

/** Sends an ApiError body with its status. */
export function sendError(c: Context, status: ContentfulStatusCode, body: ApiError) {
  return c.json(body, status);
}

/** Maps any thrown value to the JSON answer; never leaks a stack trace. */
export function errorResponse(c: Context, err: unknown) {
  // The coupon engine has its own DomainError with the same kinds; both map through STATUS.
  if (err instanceof DomainError || err instanceof EngineDomainError) {
    const { status, error } = STATUS[err.kind];
    return sendError(c, status, {
      error,
      message: err.message,
      ...(err instanceof DomainError && err.code ? { code: err.code } : {}),
      ...(err.fields ? { fields: { ...err.fields } } : {}),
    });
  }
  if (isDatabaseUnavailable(err)) {
    return sendError(c, 503, {
      error: 'unavailable',
      message: 'The database is not reachable. Try again shortly.',
    });
  }
  if (isMalformedBody(err)) {
    return sendError(c, 400, {
      error: 'invalid_request',
      message: 'The request body is not valid JSON',
      fields: { body: 'must be JSON' },
    });
  }
  console.error('[api] unexpected error', err);
  return sendError(c, 500, { error: 'internal', message: 'Something went wrong on our side.' });
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '53300',
]);

/** Whether an error means the database cannot be reached (as opposed to a bad query). */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connect ECONNREFUSED|PGlite is closed|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function isMalformedBody(err: unknown): boolean {
  return (
    err instanceof SyntaxError || (err as { name?: unknown } | null)?.name === 'BodyParseError'
  );
}
