import { ApiErrorSchema } from '@nordshop/api-contract';
import type { ApiError } from '@nordshop/api-contract';

/**
 * Why a login failed; doubles as the i18n key of the message shown. `wrongCredentials` (401),
 * `invalidToken` (a `token` link the API refuses, 401), `rateLimited` (429), `invalidInput`
 * (the form or the API found fields wrong, 400), `unavailable` (network, 5xx, anything else).
 */
export type LoginFailureReason =
  'invalidInput' | 'wrongCredentials' | 'invalidToken' | 'rateLimited' | 'unavailable';

/** A failed login, as a value (the auth machine keeps it in `context.error`). */
export interface LoginFailure {
  readonly type: 'auth.loginFailed';
  readonly reason: LoginFailureReason;
  /** The HTTP status, or null when no answer came (network) or the form was refused before sending. */
  readonly status: number | null;
  /** The API's error code (`unauthorized`, `too_many_requests`, ...), or null. */
  readonly code: ApiError['error'] | null;
  /** The API's message, for logs; show the text of `reason` to the shopper. */
  readonly message: string | null;
  /** Field path to what is wrong with it (400 answers and refused forms); empty otherwise. */
  readonly fields: Readonly<Record<string, string>>;
}

/** How the failed login was attempted: a form's credentials, or a `token` link. */
export type LoginAttempt = 'credentials' | 'token';

function reasonOf(status: number | null, attempt: LoginAttempt): LoginFailureReason {
  if (status === 400 || status === 422) return 'invalidInput';
  if (status === 401 || status === 403)
    return attempt === 'token' ? 'invalidToken' : 'wrongCredentials';
  if (status === 429) return 'rateLimited';
  return 'unavailable';
}

/** The HTTP status an actor's error carries (an `ApiRequestError`'s `status`), or null. */
export function errorStatus(error: unknown): number | null {
  return typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
    ? error.status
    : null;
}

/**
 * The failure of a login from what its actor threw: an `ApiRequestError` of the API client (or any
 * error with a numeric `status` and an ApiError `body`), or anything else (network failure, an
 * answer that broke the contract), which counts as `unavailable`. Never throws.
 */
export function loginFailure(error: unknown, attempt: LoginAttempt = 'credentials'): LoginFailure {
  const status = errorStatus(error);
  const record = typeof error === 'object' && error !== null ? error : {};
  const body = ApiErrorSchema.safeParse('body' in record ? record.body : undefined);
  return {
    type: 'auth.loginFailed',
    reason: reasonOf(status, attempt),
    status,
    code: body.success ? body.data.error : null,
    message: body.success ? body.data.message : null,
    fields: body.success ? { ...body.data.fields } : {},
  };
}

/** The failure of a login form refused before sending, with every wrong field at once. */
export function invalidInputFailure(fields: Readonly<Record<string, string>>): LoginFailure {
  return {
    type: 'auth.loginFailed',
    reason: 'invalidInput',
    status: null,
    code: null,
    message: null,
    fields: { ...fields },
  };
}
