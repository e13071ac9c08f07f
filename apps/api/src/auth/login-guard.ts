import type { Context } from 'hono';
import type { ApiEnv } from '../api-env';
import { DomainError } from '../errors';
import { clientAddress } from '../http/client-key';

/** What a login-like call reports back to the throttle about one attempt. */
export interface LoginGuard {
  /** A wrong password, e-mail or postal code: counts against the account and the address. */
  failed(): void;
  /** A right one: clears the account's failures. */
  succeeded(): void;
}

/**
 * Checks the login throttle (services.logins) for an account key (a lower-case e-mail, or
 * `order:<id>`) and the client's address before a password or order login is tried: 429 with
 * Retry-After while either is over its limit.
 */
export function loginGuard(c: Context<ApiEnv>, account: string): LoginGuard {
  const address = clientAddress(c);
  const logins = c.get('services').logins;
  const wait = logins.retryAfterMs(account, address);
  if (wait > 0) {
    c.header('Retry-After', String(Math.ceil(wait / 1000)));
    throw new DomainError('rate_limited', 'Too many failed logins; try again later');
  }
  return {
    failed: () => logins.failed(account, address),
    succeeded: () => logins.succeeded(account),
  };
}
