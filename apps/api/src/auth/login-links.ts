import { LOGIN_LINK_MAX_AGE_SECONDS } from '@nordshop/api-contract';
import { buildPath, type LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { loginLinks } from '../platform/db/schema';

/** Why a login link was mailed: its message and whether it opens the change-password dialog. */
export type LoginLinkPurpose = 'password-reset' | 'welcome' | 'existing-account';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A new single-use login link of a customer (decision 037): 32 random bytes as its token, of
 * which only the SHA-256 is kept; it works for LOGIN_LINK_MAX_AGE_SECONDS from `now`.
 */
export async function createLoginLink(
  db: Db,
  customerId: number,
  purpose: LoginLinkPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(loginLinks).values({
    tokenHash: hashOf(token),
    customerId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LOGIN_LINK_MAX_AGE_SECONDS * 1000),
  });
  return token;
}

/**
 * Uses a login link: in one statement, so of two uses at once only one logs in. Returns its
 * customer, or null for a link used before, expired or unknown. Using a link confirms the
 * account's address (the mail reached its owner).
 */
export async function useLoginLink(
  db: Db,
  token: string,
  now: Date,
): Promise<{ readonly customerId: number; readonly purpose: LoginLinkPurpose } | null> {
  const at = now.toISOString();
  const [used] = await queryRows<{ customer_id: number; purpose: LoginLinkPurpose }>(
    db,
    sql`update login_links set used_at = ${at}::timestamptz
        where token_hash = ${hashOf(token)} and used_at is null and expires_at > ${at}::timestamptz
        returning customer_id, purpose`,
  );
  if (!used) return null;
  await db.execute(
    sql`update customers set email_confirmed_at = coalesce(email_confirmed_at, ${at}::timestamptz)
        where id = ${used.customer_id}`,
  );
  return { customerId: used.customer_id, purpose: used.purpose };
}

/** Deletes links that expired more than a day before `now`. */
export async function pruneLoginLinks(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`delete from login_links where expires_at < ${now.toISOString()}::timestamptz - interval '1 day'`,
  );
}

/**
 * The storefront address of a login link (spec section 2, `token`: logs in as the account): the
 * start page with `?token=`, and `&change_password` (opens the change-password dialog) for a
 * forgotten password or a new account.
 */
export function loginLinkUrl(
  origin: string,
  locale: LocaleCode,
  token: string,
  purpose: LoginLinkPurpose,
): string {
  const query = `token=${encodeURIComponent(token)}${purpose === 'existing-account' ? '' : '&change_password'}`;
  return `${origin}${buildPath('index', {}, locale)}?${query}`;
}

/** The storefront address of an order's tracking link: its my-order page with `?order_link=`. */
export function orderLinkUrl(origin: string, locale: LocaleCode, orderId: number, token: string) {
  return `${origin}${buildPath('my-order', { id: String(orderId) }, locale)}?order_link=${encodeURIComponent(token)}`;
}

/** The storefront address that opens the login panel on its forgotten-password view. */
export function forgotPasswordUrl(origin: string, locale: LocaleCode): string {
  return `${origin}${buildPath('index', {}, locale)}?forgot_password`;
}
