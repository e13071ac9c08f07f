import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';

/** The deal running at a moment. Times are Date objects. */
export interface ActiveDeal {
  readonly productId: number;
  readonly discount: number;
  readonly title: Record<string, string>;
  readonly startsAt: Date;
  readonly expiresAt: Date;
}

/** The deal whose window holds `now` (the latest started wins), or null. */
export async function findActiveDeal(db: Db, now: Date): Promise<ActiveDeal | null> {
  const [row] = await queryRows<{
    product_id: number;
    discount: number;
    title: Record<string, string>;
    starts_at: string | Date;
    expires_at: string | Date;
  }>(
    db,
    sql`select product_id, discount, title, starts_at, expires_at from deals
        where starts_at <= ${now.toISOString()} and expires_at > ${now.toISOString()}
        order by starts_at desc, id desc limit 1`,
  );
  if (!row) return null;
  return {
    productId: row.product_id,
    discount: row.discount,
    title: row.title,
    startsAt: new Date(row.starts_at),
    expiresAt: new Date(row.expires_at),
  };
}
