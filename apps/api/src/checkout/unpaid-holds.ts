import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { DomainError } from '../platform/http/errors';
import { giveBackOrder } from '../orders/give-back-order';
import { writeOrderMessage } from '../orders/order-messages';
import { writeOrderEvents } from '../orders/order-webhook-events';

/** How many expired holds one pass releases (the next pass takes the rest). */
const PER_PASS = 100;

/**
 * Cancels the unpaid orders whose hold ended by `now` (a prepayment whose transfer never came,
 * `orders.reserved_until`, decision 028) and gives their units back to stock, one short
 * transaction per order, the oldest first. An order paid, shipped or cancelled meanwhile is left
 * alone (the status is checked in the same statement), so two processes' passes release an order
 * once. Returns how many orders were released.
 */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const expired = await queryRows<{ id: number }>(
    db,
    sql`select id from orders
        where status = 'pending' and reserved_until is not null and reserved_until <= ${at}::timestamptz
        order by reserved_until limit ${PER_PASS}`,
  );
  let released = 0;
  for (const { id } of expired) {
    const cancelled = await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`update orders set status = 'cancelled'
            where id = ${id} and status = 'pending' and reserved_until <= ${at}::timestamptz
            returning id`,
      );
      if (rows.length === 0) return false;
      await giveBackOrder(tx, id);
      await writeOrderMessage(
        tx,
        id,
        { from: 'pending', to: 'cancelled', awaitsPaymentPage: false },
        { reason: 'cancelled' },
      );
      return true;
    });
    if (cancelled) released += 1;
  }
  return released;
}

/**
 * Records the bank transfer of a prepayment order (staff, `record-transfer`): the order is
 * `paid` and holds its units until it ships. 404 for no such order; 409 for an order that is not
 * an unpaid prepayment (its hold ended and it was cancelled: refund the transfer instead).
 */
export async function recordTransfer(db: Db, orderId: number): Promise<void> {
  const paid = await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`update orders set status = 'paid', reserved_until = null
          where id = ${orderId} and status = 'pending' and payment_method_id like 'prepayment:%'
          returning id`,
    );
    if (rows.length > 0)
      await writeOrderEvents(tx, orderId, {
        from: 'pending',
        to: 'paid',
        awaitsPaymentPage: false,
      });
    return rows.length > 0;
  });
  if (paid) return;
  const [order] = await queryRows<{ status: string }>(
    db,
    sql`select status from orders where id = ${orderId}`,
  );
  if (!order) throw new DomainError('not_found', 'There is no such order');
  throw new DomainError(
    'conflict',
    order.status === 'cancelled'
      ? 'The order was cancelled (its transfer came too late): refund the transfer'
      : `An order that is ${order.status} or not paid by transfer takes no transfer`,
  );
}
