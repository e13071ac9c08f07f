import type { ApiError } from '@nordshop/api-contract';
import { DomainError, type DomainErrorKind } from '@nordshop/domain-error';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { log, summarizeError } from '../telemetry/log';

/**
 * The one error type services and libraries throw (`@nordshop/domain-error`), re-exported so the
 * API's modules import it from here; its kinds map to a status in one place (STATUS below).
 */
export { DomainError };
export type { DomainErrorKind };

/** The HTTP answer of each DomainError kind: the one kind → status table. */
const STATUS: Record<DomainErrorKind, { status: ContentfulStatusCode; error: ApiError['error'] }> =
  {
    invalid_data: { status: 400, error: 'invalid_request' },
    unauthorized: { status: 401, error: 'unauthorized' },
    not_allowed: { status: 403, error: 'forbidden' },
    not_found: { status: 404, error: 'not_found' },
    conflict: { status: 409, error: 'conflict' },
    too_large: { status: 413, error: 'payload_too_large' },
    rate_limited: { status: 429, error: 'too_many_requests' },
    unavailable: { status: 503, error: 'unavailable' },
  };

/** Seconds a client should wait before trying again after a 503. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Sends an ApiError body with its status. */
export function sendError(c: Context, status: ContentfulStatusCode, body: ApiError) {
  return c.json(body, status);
}

function requestIdOf(c: Context): string | undefined {
  const id: unknown = c.get('requestId');
  return typeof id === 'string' ? id : undefined;
}

/**
 * Maps any thrown value to the JSON answer; never leaks a stack trace, a query or what the client
 * sent. Expected failures (DomainError) keep their status (an `unavailable` one, a 503, with
 * Retry-After); a database that cannot be reached or
 * answers too slowly is a 503 with Retry-After; a value the database refuses is a 400 (see
 * {@link databaseRefusal}); anything else is a 500, logged with the request id and no personal data.
 */
export function errorResponse(c: Context, err: unknown) {
  if (err instanceof DomainError) {
    const { status, error } = STATUS[err.kind];
    if (status === 503) c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return sendError(c, status, {
      error,
      message: err.message,
      ...(err.code ? { code: err.code } : {}),
      ...(err.fields ? { fields: { ...err.fields } } : {}),
    });
  }
  if (isMalformedBody(err)) {
    return sendError(c, 400, {
      error: 'invalid_request',
      message: 'The request body is not valid JSON',
      fields: { body: 'must be JSON' },
    });
  }
  const requestId = requestIdOf(c);
  if (isDatabaseUnavailable(err)) {
    log('warn', 'database unavailable', {
      request_id: requestId,
      path: c.req.path,
      error: summarizeError(err),
    });
    c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return sendError(c, 503, {
      error: 'unavailable',
      message: 'The database is not reachable. Try again shortly.',
      ...(requestId ? { request_id: requestId } : {}),
    });
  }
  const refusal = databaseRefusal(err);
  if (refusal) {
    log('warn', 'database refused a value', {
      request_id: requestId,
      path: c.req.path,
      error: summarizeError(err),
    });
    return sendError(c, refusal.status, {
      error: refusal.error,
      message: refusal.message,
      fields: refusal.fields,
    });
  }
  log('error', 'unexpected error', {
    request_id: requestId,
    method: c.req.method,
    path: c.req.path,
    error: summarizeError(err),
  });
  return sendError(c, 500, {
    error: 'internal',
    message: 'Something went wrong on our side.',
    ...(requestId ? { request_id: requestId } : {}),
  });
}

/** The SQLSTATE of a database error (PostgreSQL's or PGlite's), looked for along its causes. */
export function sqlStateOf(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function columnOf(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const column = (current as { column?: unknown }).column;
    if (typeof column === 'string' && column !== '') return column;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The answer to a value the database refused. */
export interface DatabaseRefusal {
  readonly status: 400 | 409;
  readonly error: ApiError['error'];
  readonly message: string;
  readonly fields: Record<string, string>;
}

/**
 * The answer to a database error caused by the request's values, by SQLSTATE (in this one place):
 * class 22 (a number out of range, text the database cannot store, a malformed value), 23502,
 * 23503 and 23514 (a value the schema does not allow) and 54000 (a value too large to index) are a
 * 400; 23505 and 23P01 (the value exists already) a 409. The field is the column when the database
 * names one, else `_`. Undefined for any other error.
 */
export function databaseRefusal(err: unknown): DatabaseRefusal | undefined {
  const state = sqlStateOf(err);
  if (state === undefined) return undefined;
  const field = columnOf(err) ?? '_';
  if (state === '23505' || state === '23P01') {
    return {
      status: 409,
      error: 'conflict',
      message: 'This value exists already',
      fields: { [field]: 'exists already' },
    };
  }
  if (state.startsWith('22') || ['23502', '23503', '23514', '54000'].includes(state)) {
    return {
      status: 400,
      error: 'invalid_request',
      message: 'A value of the request cannot be stored',
      fields: { [field]: 'is out of range, too long or holds characters the shop cannot store' },
    };
  }
  return undefined;
}

/**
 * SQLSTATEs and Node codes of a database that cannot answer now: connection failures, a server
 * shutting down, too many connections, a statement cancelled by its timeout, and transient
 * conflicts (serialization failure, deadlock) that a retry resolves.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '08000',
  '08003',
  '08006',
  '08001',
  '53300',
  '40001',
  '40P01',
]);

const UNAVAILABLE_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|PGlite is closed|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|database query timed out/i;

/** Whether an error means the database cannot answer now (as opposed to a bad query or value). */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function isMalformedBody(err: unknown): boolean {
  return (
    err instanceof SyntaxError || (err as { name?: unknown } | null)?.name === 'BodyParseError'
  );
}
