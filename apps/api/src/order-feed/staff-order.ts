import type { StaffOrder } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { loadOrder } from '../orders/load-order';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { DomainError } from '../platform/http/errors';

/** An order as the staff API gives it (the order and when it last changed), or a 404. */
export async function loadStaffOrder(db: Db, id: number, now: Date): Promise<StaffOrder> {
  const order = await loadOrder(db, id, now);
  const [row] = await queryRows<{ changed_at: string | Date }>(
    db,
    sql`select changed_at from orders where id = ${id}`,
  );
  if (!order || !row) throw new DomainError('not_found', 'There is no such order');
  return { ...order, changed_at: new Date(row.changed_at).toISOString() };
}
