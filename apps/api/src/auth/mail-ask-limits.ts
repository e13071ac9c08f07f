import type { Context } from 'hono';
import { createHash } from 'node:crypto';
import { authVariables, type AuthEnv } from './auth-services';
import { DomainError } from '../platform/http/errors';
import { limitedAddress } from '../platform/http/client-key';
import { hitLimit, type WindowLimit } from '../platform/limits/hit-limit';

/**
 * The limits of the calls that mail a login link (forgotten password, new account), counted in
 * PostgreSQL like the login's (decision 037): one address may ask 10 times per 15 minutes, and one
 * e-mail address receives at most 3 asks per hour, whoever asks. Both count every ask, whether an
 * account has the address or not, so the limits tell nothing about accounts either.
 */
export const MAIL_ASK_LIMITS: { readonly address: WindowLimit; readonly account: WindowLimit } = {
  address: { limit: 10, windowMs: 15 * 60_000 },
  account: { limit: 3, windowMs: 60 * 60_000 },
};

/** How long a link login is limited per address: 30 tries per 15 minutes. */
export const LINK_LOGIN_LIMIT: WindowLimit = { limit: 30, windowMs: 15 * 60_000 };

const hashed = (...parts: string[]) =>
  createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 27);

/** Throws the 429 (Retry-After in seconds) of a refused limit. */
function refuse<E extends AuthEnv>(c: Context<E>, retryAfterMs: number, message: string): never {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw new DomainError('rate_limited', message);
}

/** Counts an ask to mail `account` (a lower-case e-mail) a link; 429 past a limit. */
export async function limitMailAsk<E extends AuthEnv>(c: Context<E>, account: string) {
  const { database, clientAddress, services } = authVariables(c);
  const now = services.now();
  const message = 'Too many requests for a link; try again later';
  if (clientAddress !== undefined) {
    const own = await hitLimit(
      database.db,
      `mail-ask:ad:${hashed(limitedAddress(clientAddress))}`,
      MAIL_ASK_LIMITS.address,
      now,
    );
    if (!own.allowed) refuse(c, own.retryAfterMs, message);
  }
  const mailbox = await hitLimit(
    database.db,
    `mail-ask:ac:${hashed(account)}`,
    MAIL_ASK_LIMITS.account,
    now,
  );
  if (!mailbox.allowed) refuse(c, mailbox.retryAfterMs, message);
}

/** Counts a link login from the client's address; 429 past {@link LINK_LOGIN_LIMIT}. */
export async function limitLinkLogin<E extends AuthEnv>(c: Context<E>) {
  const { database, clientAddress, services } = authVariables(c);
  const key = `link-login:${hashed(clientAddress === undefined ? 'in-process' : limitedAddress(clientAddress))}`;
  const decision = await hitLimit(database.db, key, LINK_LOGIN_LIMIT, services.now());
  if (!decision.allowed) refuse(c, decision.retryAfterMs, 'Too many link logins; try again later');
}
