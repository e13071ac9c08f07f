import {
  RETURN_ERROR_CODE,
  type CreateReturnRequestSchema,
  type OrderReturnsResponse,
  type Return,
} from '@nordshop/api-contract';
import { writeReturnMessage } from './return-messages';
import {
  decideReturn,
  returnableQuantities,
  returnableUntil,
  type ReturnableOrder,
} from '@nordshop/payment-lifecycle';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { Db } from '../platform/db/database';
import { orderLines, orders, returns } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';

/** A parsed POST /api/orders/{id}/returns body. */
export type CreateReturnBody = z.output<typeof CreateReturnRequestSchema>;

async function returnsWhere(db: Db, condition: SQL | undefined): Promise<Return[]> {
  const rows = await db
    .select({
      id: returns.id,
      order_id: returns.orderId,
      order_line_id: returns.orderLineId,
      sku: orderLines.sku,
      name: orderLines.name,
      quantity: returns.quantity,
      reason: returns.reason,
      comment: returns.comment,
      status: returns.status,
      created_at: returns.createdAt,
    })
    .from(returns)
    .innerJoin(orderLines, eq(orderLines.id, returns.orderLineId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(condition)
    .orderBy(desc(returns.createdAt), desc(returns.id));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** A customer's returns over all their orders, newest first. */
export function customerReturns(db: Db, customerId: number): Promise<Return[]> {
  return returnsWhere(db, eq(orders.customerId, customerId));
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
  const read = db
    .select({ status: orders.status, created_at: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [order] = lock ? await read.for('update') : await read;
  if (!order) return undefined;
  const counted = db
    .select({ quantity: sql<number>`coalesce(sum(${returns.quantity}), 0)::int` })
    .from(returns)
    .where(and(eq(returns.orderLineId, orderLines.id), ne(returns.status, 'rejected')));
  const lines = await db
    .select({
      id: orderLines.id,
      quantity: orderLines.quantity,
      returned: sql<number>`(${counted})`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return { status: order.status, createdAt: order.created_at, lines };
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
    returns: await returnsWhere(db, eq(returns.orderId, orderId)),
    returnable: returnableQuantities(order, now),
    returnable_until: returnableUntil(order)?.toISOString() ?? null,
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
    const ids = inserted.map((row) => row.id);
    await writeReturnMessage(tx, 'return-received', orderId, ids);
    return ids;
  });
  const created = await returnsWhere(db, inArray(returns.id, ids));
  return created.sort((a, b) => a.id - b.id);
}
