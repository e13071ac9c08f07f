import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  CurrencyCodeSchema,
  type AccountOrdersResponse,
} from '@nordshop/api-contract';
import { canReturn } from '@nordshop/payment-lifecycle';
import { count, desc, eq, sql } from 'drizzle-orm';
import { trackingOf } from '../orders/tracking';
import type { Db } from '../platform/db/database';
import { orders } from '../platform/db/schema';

/**
 * One page (1-based) of a customer's orders, newest first, ACCOUNT_ORDERS_PAGE_SIZE a page, with
 * the total count; each says whether it can be returned at `now`.
 */
export async function listAccountOrders(
  db: Db,
  customerId: number,
  page: number,
  now: Date,
): Promise<AccountOrdersResponse> {
  const [counted] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      created_at: orders.createdAt,
      currency: orders.currency,
      total: orders.total,
      tracking_carrier: orders.trackingCarrier,
      tracking_number: orders.trackingNumber,
      // `${orders}.id`, not `${orders.id}`: in a one-table select Drizzle writes a column of a
      // selected `sql` unqualified, and a bare "id" would be the order line's.
      item_count: sql<number>`(select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = ${orders}.id)`,
      units_left: sql<number>`(select coalesce(sum(greatest(l.quantity - coalesce(
          (select sum(r.quantity) from returns r where r.order_line_id = l.id and r.status <> 'rejected'), 0), 0)), 0)::int
        from order_lines l where l.order_id = ${orders}.id)`,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ACCOUNT_ORDERS_PAGE_SIZE)
    .offset((page - 1) * ACCOUNT_ORDERS_PAGE_SIZE);
  return {
    orders: rows.map((row) => ({
      id: row.id,
      status: row.status,
      created_at: row.created_at.toISOString(),
      currency: CurrencyCodeSchema.parse(row.currency),
      total: row.total,
      item_count: row.item_count,
      tracking:
        row.status === 'shipped' || row.status === 'delivered'
          ? trackingOf(row.tracking_carrier, row.tracking_number)
          : null,
      returnable: canReturn(
        { status: row.status, createdAt: row.created_at, unitsLeft: row.units_left },
        now,
      ),
    })),
    total: counted?.n ?? 0,
    page,
    page_size: ACCOUNT_ORDERS_PAGE_SIZE,
  };
}
