import type { LocaleCode } from '@nordshop/locale-config';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { newsletterSubscribers as subscribers } from '../platform/db/schema';

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
  const [row] = await db
    .update(subscribers)
    .set({
      unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(subscribers.locale, locale),
        eq(sql`lower(${subscribers.email})`, sql`lower(${email})`),
      ),
    )
    .returning({ email: subscribers.email });
  return row?.email ?? null;
}
