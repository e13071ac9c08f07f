import {
  RETURN_ERROR_CODE,
  type CreateReturnRequestSchema,
  type OrderReturnsResponse,
  type Return,
  type ReturnStatus,
  type OrderStatus,
} from '@nordshop/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import { returns } from '../db/schema';
import { DomainError } from '../errors';
import {
  decideReturn,
  returnableQuantities,
  returnWindowEnd,
  type ReturnableOrder,
} from './return-rules';

/** A parsed POST /api/orders/{id}/returns body. */
export type CreateReturnBody = z.output<typeof CreateReturnRequestSchema>;

interface ReturnRow {
  id: number;
  order_id: number;
  order_line_id: number;
  sku: string;
  name: string;
  quantity: number;
  reason: string;
  comment: string;
  status: ReturnStatus;
  created_at: string | Date;
}

async function returnsWhere(db: Db, condition: SQL): Promise<Return[]> {
  const rows = await queryRows<ReturnRow>(
    db,
    sql`select r.id, r.order_id, r.order_line_id, l.sku, l.name, r.quantity, r.reason, r.comment, r.status, r.created_at
        from returns r join order_lines l on l.id = r.order_line_id join orders o on o.id = r.order_id
        where ${condition} order by r.created_at desc, r.id desc`,
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

/** A customer's returns over all their orders, newest first. */
export function customerReturns(db: Db, customerId: number): Promise<Return[]> {
  return returnsWhere(db, sql`o.customer_id = ${customerId}`);
}

/**
 * The order as the return rules need it, lines with what is already returned (rejected returns
 * do not count). With `lock` the order row is locked for the rest of the transaction, so returns
 * of one order are decided one at a time (PostgreSQL; PGlite runs transactions one at a time).
 */
async function returnableOrder(
  db: Db,
  orderId: number,
  lock: boolean,
): Promise<ReturnableOrder | undefined> {
  const [order] = await queryRows<{ status: OrderStatus; created_at: string | Date }>(
    db,
    lock
      ? sql`select status, created_at from orders where id = ${orderId} for update`
      : sql`select status, created_at from orders where id = ${orderId}`,
  );
  if (!order) return undefined;
  const lines = await queryRows<{ id: number; quantity: number; returned: number }>(
    db,
    sql`select l.id, l.quantity,
          (select coalesce(sum(r.quantity), 0)::int from returns r where r.order_line_id = l.id and r.status <> 'rejected') as returned
        from order_lines l where l.order_id = ${orderId} order by l.id`,
  );
  return { status: order.status, createdAt: new Date(order.created_at), lines };
}

/** GET /api/orders/{id}/returns: the order's returns, what can still be returned at `now` and until when. */
export async function orderReturns(
  db: Db,
  orderId: number,
  now: Date,
): Promise<OrderReturnsResponse> {
  const order = await returnableOrder(db, orderId, false);
  if (!order) throw new DomainError('not_found', 'There is no such order');
  return {
    returns: await returnsWhere(db, sql`r.order_id = ${orderId}`),
    returnable: returnableQuantities(order, now),
    returnable_until:
      order.status === 'cancelled' ? null : returnWindowEnd(order.createdAt).toISOString(),
  };
}

/**
 * Records a return of chosen lines (status `requested`) in one transaction that locks the order
 * first, so concurrent requests cannot together return more than was ordered. 400 for lines of
 * another order, 409 `not_returnable` when the order does not allow it (see decideReturn).
 */
export async function createReturn(
  db: Db,
  orderId: number,
  body: CreateReturnBody,
  now: Date,
): Promise<Return[]> {
  const ids = await db.transaction(async (tx) => {
    const order = await returnableOrder(tx, orderId, true);
    if (!order) throw new DomainError('not_found', 'There is no such order');
    const decision = decideReturn(order, body.lines, now);
    if (decision.type === 'return.invalid')
      throw new DomainError(
        'invalid_data',
        `Invalid body: ${Object.keys(decision.fields).join(', ')}`,
        decision.fields,
      );
    if (decision.type === 'return.refused')
      throw new DomainError(
        'conflict',
        'These lines cannot be returned',
        decision.fields,
        RETURN_ERROR_CODE,
      );
    const inserted = await tx
      .insert(returns)
      .values(
        decision.lines.map((line) => ({
          orderId,
          orderLineId: line.order_line_id,
          quantity: line.quantity,
          reason: body.reason,
          comment: body.comment,
          status: 'requested' as const,
        })),
      )
      .returning({ id: returns.id });
    return inserted.map((row) => row.id);
  });
  const created = await returnsWhere(
    db,
    sql`r.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return created.sort((a, b) => a.id - b.id);
}
