import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database';
import { queryRows } from '../src/platform/db/query';

/**
 * Waits until every provider call the shop stored has been worked through, as the API does after
 * answering: none open, but those waiting for their payment and those a provider outage left for
 * another try; fails after `timeoutMs`.
 */
export async function notificationsWorkedThrough(db: Db, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryRows<{ open: number }>(
      db,
      sql`select count(*)::int as open from payment_notifications
          where processed_at is null and not waiting and outcome is distinct from 'retry'`,
    );
    if (row?.open === 0) return;
    if (Date.now() > deadline) throw new Error(`${row?.open} payment notifications still open`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
