import {
  ForgotPasswordRequestSchema,
  RegisterRequestSchema,
  fieldsOf,
} from '@nordshop/api-contract';
import type { ForgotPasswordRequest, RegisterRequest } from '@nordshop/api-contract';
import { errorStatus, loginFailure } from './login-failure';

/**
 * A request that answers by e-mail, as the login panel sends it: a forgotten password's login link
 * (POST /api/auth/forgot-password) or a new account (POST /api/auth/register).
 */
export type MailRequest =
  | { readonly kind: 'forgotPassword'; readonly body: ForgotPasswordRequest }
  | { readonly kind: 'register'; readonly body: RegisterRequest };

/**
 * Why a mail request was not accepted; `invalidInput` (the form or the API's 400, with `fields`),
 * `rateLimited` (429) or `unavailable` (network, 5xx, anything else). Whether the address has an
 * account is never a reason: the API accepts both alike.
 */
export type MailRequestFailureReason = 'invalidInput' | 'rateLimited' | 'unavailable';

/** A mail request that was not accepted, as a value. */
export interface MailRequestFailure {
  readonly type: 'auth.mailRequestFailed';
  readonly reason: MailRequestFailureReason;
  /** Field path to what is wrong with it (`email`, `name`); empty unless `invalidInput`. */
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * Checks a mail request with the API's own schemas before sending, naming every wrong field at
 * once; null when it can be sent.
 */
export function checkMailRequest(request: MailRequest): MailRequestFailure | null {
  const parsed =
    request.kind === 'register'
      ? RegisterRequestSchema.safeParse(request.body)
      : ForgotPasswordRequestSchema.safeParse(request.body);
  return parsed.success
    ? null
    : {
        type: 'auth.mailRequestFailed',
        reason: 'invalidInput',
        fields: fieldsOf(parsed.error.issues),
      };
}

/** The failure of a mail request from what the API client threw. Never throws. */
export function mailRequestFailure(error: unknown): MailRequestFailure {
  const status = errorStatus(error);
  const reason: MailRequestFailureReason =
    status === 400 ? 'invalidInput' : status === 429 ? 'rateLimited' : 'unavailable';
  return {
    type: 'auth.mailRequestFailed',
    reason,
    fields: reason === 'invalidInput' ? loginFailure(error).fields : {},
  };
}
