import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';

/** Who an order belongs to: its id and customer (null for a guest order), or undefined when there is no such order. */
export async function orderOwner(
  db: Db,
  id: number,
): Promise<{ id: number; customerId: number | null } | undefined> {
  const [row] = await queryRows<{ id: number; customer_id: number | null }>(
    db,
    sql`select id, customer_id from orders where id = ${id}`,
  );
  return row ? { id: row.id, customerId: row.customer_id } : undefined;
}
