import type { LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';

/**
 * Takes an address (any case) off a storefront's newsletter list at `now`: sets unsubscribed_at
 * unless it is set already, so a repeated call changes nothing. Answers the stored address, or null
 * when it is not on that storefront's list.
 */
export async function unsubscribeAddress(
  db: Db,
  locale: LocaleCode,
  email: string,
  now: Date,
): Promise<string | null> {
  const [row] = await queryRows<{ email: string }>(
    db,
    sql`update newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, ${now.toISOString()}::timestamptz)
        where locale = ${locale} and lower(email) = lower(${email}) returning email`,
  );
  return row?.email ?? null;
}
