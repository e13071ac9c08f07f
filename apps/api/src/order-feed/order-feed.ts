import type { Order } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { loadOrder } from '../orders/load-order';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { encodeOrderCursor, type OrderCursor } from './order-cursor';

/** An order in the feed: as the shopper sees it, with when it last changed. */
export type FeedOrder = Order & { readonly changed_at: string };

/** A page of the feed and where the next one starts. */
export interface OrderFeedPage {
  readonly orders: FeedOrder[];
  /** Pass as `since` for the next page: the last order's place, or the one asked from. */
  readonly cursor: string | null;
  /** Whether more changes follow this page now. */
  readonly hasMore: boolean;
}

interface ChangedRow {
  id: number;
  xid: string;
  changed_at: string | Date;
}

/**
 * The orders changed after `since` (from the first when null), the oldest change first, at most
 * `limit`. An order's place is its last change (orders.changed_xid, set by triggers with every
 * change of status, tracking or its returns), so an order changed again shows up again later.
 * Only changes of transactions older than every transaction still running are handed out (below
 * the snapshot's xmin): a change that commits after a later one is never passed over by a cursor.
 */
export async function ordersChangedSince(
  db: Db,
  since: OrderCursor | null,
  limit: number,
  now: Date,
): Promise<OrderFeedPage> {
  const after = since ? sql`and (changed_xid, id) > (${since.xid}::xid8, ${since.id})` : sql``;
  const rows = await queryRows<ChangedRow>(
    db,
    sql`select id, changed_xid::text as xid, changed_at from orders
        where changed_xid < pg_snapshot_xmin(pg_current_snapshot()) ${after}
        order by changed_xid, id limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const orders: FeedOrder[] = [];
  for (const row of page) {
    const order = await loadOrder(db, row.id, now);
    if (order) orders.push({ ...order, changed_at: new Date(row.changed_at).toISOString() });
  }
  const last = page.at(-1);
  return {
    orders,
    cursor: last
      ? encodeOrderCursor({ xid: last.xid, id: last.id })
      : since && encodeOrderCursor(since),
    hasMore: rows.length > limit,
  };
}
