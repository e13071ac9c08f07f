import type { ApiError } from '@nordshop/api-contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** What went wrong, independent of HTTP; mapped to a status in one place (statusOf). */
export type DomainErrorKind = 'invalid_data' | 'not_found' | 'not_allowed' | 'conflict' | 'unauthorized';

/** The one error type services throw for expected failures. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

const STATUS: Record<DomainErrorKind, { status: ContentfulStatusCode; error: ApiError['error'] }> = {
  invalid_data: { status: 400, error: 'invalid_request' },
  unauthorized: { status: 401, error: 'unauthorized' },
  not_allowed: { status: 403, error: 'forbidden' },
  not_found: { status: 404, error: 'not_found' },
  conflict: { status: 409, error: 'conflict' },
};

/** Sends an ApiError body with its status. */
export function sendError(c: Context, status: ContentfulStatusCode, body: ApiError) {
  return c.json(body, status);
}

/** Maps any thrown value to the JSON answer; never leaks a stack trace. */
export function errorResponse(c: Context, err: unknown) {
  if (err instanceof DomainError) {
    const { status, error } = STATUS[err.kind];
    return sendError(c, status, {
      error,
      message: err.message,
      ...(err.fields ? { fields: err.fields } : {}),
    });
  }
  if (isDatabaseUnavailable(err)) {
    return sendError(c, 503, { error: 'unavailable', message: 'The database is not reachable. Try again shortly.' });
  }
  console.error('[api] unexpected error', err);
  return sendError(c, 500, { error: 'internal', message: 'Something went wrong on our side.' });
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '08006', '08001']);

/** Whether an error means the database cannot be reached (as opposed to a bad query). */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && /Connection terminated|connect ECONNREFUSED|PGlite is closed/i.test(message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
