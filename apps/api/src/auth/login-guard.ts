import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { authVariables, type AuthEnv } from './auth-services';
import type { Db } from '../platform/db/database';
import { DomainError } from '../platform/http/errors';
import { limitedAddress } from '../platform/http/client-key';
import {
  clearLimit,
  hitDelayLimit,
  hitLimit,
  refundHit,
  type DelayLimit,
  type LimitDecision,
  type WindowLimit,
} from '../platform/limits/hit-limit';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The login limits (docs/decisions/011 and 029), counted in PostgreSQL before the password is checked:
 * - one account from one address: 5 attempts per 15 minutes, then 429 until the window ends;
 * - one address over all accounts: 20 attempts per 15 minutes (credential stuffing);
 * - one account from all addresses: 10 failures per 15 minutes, then each further attempt waits
 *   1 s, 2 s, 4 s … at most 60 s after the one before. The wait holds back only addresses that
 *   have failed a login in the last hour (`failedAddress`): an address without failures always
 *   gets its password checked, so attackers elsewhere never lock the owner out;
 * - a failed login marks its address for an hour (`failedAddress`, any account): each attempt is
 *   counted there before its check and taken back when it is right or refused.
 * A 429 of the account's wait is taken back from the asking address's counters; a right password
 * clears the account and address counter and takes its attempt back from the address and the
 * account (the account's failures stay counted).
 */
export const LOGIN_LIMITS: {
  readonly accountAndAddress: WindowLimit;
  readonly address: WindowLimit;
  readonly account: DelayLimit;
  readonly failedAddress: WindowLimit;
} = {
  accountAndAddress: { limit: 5, windowMs: FIFTEEN_MINUTES },
  address: { limit: 20, windowMs: FIFTEEN_MINUTES },
  account: { free: 10, windowMs: FIFTEEN_MINUTES, firstDelayMs: 1_000, maxDelayMs: 60_000 },
  // Counts each attempt of the address before its check; a right password takes it back. Only
  // whether an attempt is the window's first is read: the address is clean then.
  failedAddress: { limit: 1, windowMs: 60 * 60_000 },
};

/** What a login-like call reports back once it knows the answer. */
export interface LoginGuard {
  /** A right password (or order proof): its attempt no longer counts. */
  succeeded(): Promise<void>;
  /** A wrong one: the address is marked as failing, and the account counts the failure. */
  failed(): Promise<void>;
}

const hashed = (...parts: string[]) =>
  createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 27);

/**
 * The rate_limits keys of a login of `account` from `address` (hashed: no e-mail or address is
 * stored; an IPv6 address counts by its /64, `limitedAddress`).
 */
export function loginKeys(account: string, address: string | undefined) {
  const from = address === undefined ? undefined : limitedAddress(address);
  return {
    accountAndAddress: `login:aa:${hashed(account, from ?? 'in-process')}`,
    address: from === undefined ? undefined : `login:ad:${hashed(from)}`,
    account: `login:ac:${hashed(account)}`,
    failedAddress: from === undefined ? undefined : `login:af:${hashed(from)}`,
  };
}

/** The answer of {@link admitLogin}. */
export type LoginAdmission =
  | { readonly allowed: true; readonly guard: LoginGuard }
  | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * Counts a login attempt of `account` (a lower-case e-mail, or `order:<id>`) from `address`
 * against every limit, before the password is checked, and refuses it with 429 and Retry-After
 * when one is exceeded (decision 029):
 * 1. an address without a failed login in the last hour (nor one under way: the attempt is
 *    counted first, atomically) goes on to the password check whatever the account's wait: the
 *    owner's right password from a clean address always gets in. Any other address (and an
 *    in-process call) first waits out the account's growing delay, which counts the attempt;
 *    refused there, every count of the attempt against the address is taken back, so a wait
 *    that attackers caused never uses up the asking address's own budget;
 * 2. the account and address window, then the address window (both count this attempt).
 * Without an address (an in-process call) the address limits do not apply.
 */
export async function admitLogin(
  db: Db,
  account: string,
  address: string | undefined,
  now: Date,
): Promise<LoginAdmission> {
  const keys = loginKeys(account, address);
  // Counted before the check, so of parallel attempts of a clean address only the first is clean.
  const clean =
    keys.failedAddress !== undefined &&
    (await hitLimit(db, keys.failedAddress, LOGIN_LIMITS.failedAddress, now)).allowed;
  // A clean address's attempt is counted against the account only when it fails (failed()).
  let countedByAccount = false;
  const refused = async (decision: LimitDecision): Promise<LoginAdmission> => {
    if (keys.failedAddress) await refundHit(db, keys.failedAddress);
    if (countedByAccount) await refundHit(db, keys.account);
    return { allowed: false, retryAfterMs: decision.retryAfterMs };
  };
  if (!clean) {
    const held = await hitDelayLimit(db, keys.account, LOGIN_LIMITS.account, now);
    if (!held.allowed) return refused(held);
    countedByAccount = true;
  }
  const pair = await hitLimit(db, keys.accountAndAddress, LOGIN_LIMITS.accountAndAddress, now);
  if (!pair.allowed) return refused(pair);
  if (keys.address) {
    const own = await hitLimit(db, keys.address, LOGIN_LIMITS.address, now);
    if (!own.allowed) return refused(own);
  }
  return {
    allowed: true,
    guard: {
      // The account's failures stay counted: an owner's login does not give attackers a new budget.
      succeeded: async () => {
        await clearLimit(db, keys.accountAndAddress);
        if (keys.address) await refundHit(db, keys.address);
        if (keys.failedAddress) await refundHit(db, keys.failedAddress);
        if (countedByAccount) await refundHit(db, keys.account);
      },
      // The address's attempt stays counted: it has failed a login in the last hour.
      failed: async () => {
        if (!countedByAccount)
          await hitDelayLimit(db, keys.account, LOGIN_LIMITS.account, now, { force: true });
      },
    },
  };
}

/**
 * The login guard of a request: {@link admitLogin} for the client's address, throwing the 429
 * (with Retry-After in seconds) when the attempt is refused.
 */
export async function loginGuard<E extends AuthEnv>(
  c: Context<E>,
  account: string,
): Promise<LoginGuard> {
  const { database, clientAddress, services } = authVariables(c);
  const admitted = await admitLogin(database.db, account, clientAddress, services.now());
  if (!admitted.allowed) {
    c.header('Retry-After', String(Math.ceil(admitted.retryAfterMs / 1000)));
    throw new DomainError('rate_limited', 'Too many login attempts; try again later');
  }
  return admitted.guard;
}
