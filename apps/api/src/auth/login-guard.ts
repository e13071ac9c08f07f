import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import type { ApiEnv } from '../api-env';
import type { Db } from '../db/database';
import { DomainError } from '../errors';
import {
  clearLimit,
  hitDelayLimit,
  hitLimit,
  refundHit,
  type DelayLimit,
  type LimitDecision,
  type WindowLimit,
} from '../limits/hit-limit';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The login limits (docs/decisions/011), counted in PostgreSQL before the password is checked:
 * - one account from one address: 5 attempts per 15 minutes, then 429 until the window ends;
 * - one address over all accounts: 20 attempts per 15 minutes (credential stuffing);
 * - one account from all addresses: 10 attempts per 15 minutes, then each further attempt waits
 *   1 s, 2 s, 4 s … at most 60 s after the one before, so attackers elsewhere slow the owner
 *   down but never lock them out.
 * A successful login clears the account's counters and takes its attempt back from the address.
 */
export const LOGIN_LIMITS: {
  readonly accountAndAddress: WindowLimit;
  readonly address: WindowLimit;
  readonly account: DelayLimit;
} = {
  accountAndAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
  address: { limit: 20, windowMs: FIFTEEN_MINUTES },
  account: { free: 10, windowMs: FIFTEEN_MINUTES, firstDelayMs: 1_000, maxDelayMs: 60_000 },
};

/** What a login-like call reports back once it knows the answer was right. */
export interface LoginGuard {
  /** A right password (or order proof): the account's counters are cleared. */
  succeeded(): Promise<void>;
}

const hashed = (...parts: string[]) =>
  createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 27);

/** The rate_limits keys of a login of `account` from `address` (hashed: no e-mail or address is stored). */
export function loginKeys(account: string, address: string | undefined) {
  return {
    accountAndAddress: `login:aa:${hashed(account, address ?? 'in-process')}`,
    address: address === undefined ? undefined : `login:ad:${hashed(address)}`,
    account: `login:ac:${hashed(account)}`,
  };
}

/**
 * Counts a login attempt of `account` (a lower-case e-mail, or `order:<id>`) from `address`
 * against every limit, before the password is checked, and refuses it with 429 and Retry-After
 * when one is exceeded. Without an address (an in-process call) the address limit does not apply.
 */
export async function admitLogin(
  db: Db,
  account: string,
  address: string | undefined,
  now: Date,
): Promise<{ allowed: true; guard: LoginGuard } | { allowed: false; retryAfterMs: number }> {
  const keys = loginKeys(account, address);
  const steps: (() => Promise<LimitDecision>)[] = [
    () => hitLimit(db, keys.accountAndAddress, LOGIN_LIMITS.accountAndAddress, now),
    ...(keys.address ? [() => hitLimit(db, keys.address!, LOGIN_LIMITS.address, now)] : []),
    () => hitDelayLimit(db, keys.account, LOGIN_LIMITS.account, now),
  ];
  for (const step of steps) {
    const decision = await step();
    if (!decision.allowed) return { allowed: false, retryAfterMs: decision.retryAfterMs };
  }
  return {
    allowed: true,
    guard: {
      succeeded: async () => {
        await clearLimit(db, keys.accountAndAddress);
        await clearLimit(db, keys.account);
        if (keys.address) await refundHit(db, keys.address);
      },
    },
  };
}

/**
 * The login guard of a request: {@link admitLogin} for the client's address, throwing the 429
 * (with Retry-After in seconds) when the attempt is refused.
 */
export async function loginGuard(c: Context<ApiEnv>, account: string): Promise<LoginGuard> {
  const admitted = await admitLogin(
    c.get('database').db,
    account,
    c.get('clientAddress'),
    c.get('services').now(),
  );
  if (!admitted.allowed) {
    c.header('Retry-After', String(Math.ceil(admitted.retryAfterMs / 1000)));
    throw new DomainError('rate_limited', 'Too many login attempts; try again later');
  }
  return admitted.guard;
}
