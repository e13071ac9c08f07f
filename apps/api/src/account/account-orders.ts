import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  CurrencyCodeSchema,
  type AccountOrdersResponse,
  type OrderStatus,
} from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { trackingOf } from '../checkout/tracking';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';

interface SummaryRow {
  id: number;
  status: OrderStatus;
  created_at: string | Date;
  currency: string;
  total: number;
  item_count: number;
  tracking_carrier: string | null;
  tracking_number: string | null;
}

/** One page (1-based) of a customer's orders, newest first, ACCOUNT_ORDERS_PAGE_SIZE a page, with the total count. */
export async function listAccountOrders(
  db: Db,
  customerId: number,
  page: number,
): Promise<AccountOrdersResponse> {
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where customer_id = ${customerId}`,
  );
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select o.id, o.status, o.created_at, o.currency, o.total, o.tracking_carrier, o.tracking_number,
          (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count
        from orders o where o.customer_id = ${customerId}
        order by o.created_at desc, o.id desc
        limit ${ACCOUNT_ORDERS_PAGE_SIZE} offset ${(page - 1) * ACCOUNT_ORDERS_PAGE_SIZE}`,
  );
  return {
    orders: rows.map((row) => ({
      id: row.id,
      status: row.status,
      created_at: new Date(row.created_at).toISOString(),
      currency: CurrencyCodeSchema.parse(row.currency),
      total: row.total,
      item_count: row.item_count,
      tracking:
        row.status === 'shipped' || row.status === 'delivered'
          ? trackingOf(row.tracking_carrier, row.tracking_number)
          : null,
    })),
    total: counted?.n ?? 0,
    page,
    page_size: ACCOUNT_ORDERS_PAGE_SIZE,
  };
}
