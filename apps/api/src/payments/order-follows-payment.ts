import { orderFollowingPayment, type PaymentState } from '@nordshop/payment-lifecycle';
import { eq, sql } from 'drizzle-orm';
import { giveBackOrder } from '../orders/give-back-order';
import { writeOrderMessage } from '../orders/order-messages';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { orders, payments } from '../platform/db/schema';

/** An order's status as the schema has it. */
type OrderStatus = (typeof orders.$inferSelect)['status'];

/**
 * Moves the order to the status its payment gives (libs/payment-lifecycle's orderFollowingPayment,
 * the payment keeping the status an attention status took the place of); an order cancelled so
 * (its payment refused or released before it shipped) gives back its units, credit and
 * subscriptions (giveBackOrder). Inside the transaction that counted the payment's report.
 */
export async function orderFollowsPayment(
  tx: Db,
  payment: { readonly id: number; readonly orderId: number },
  state: PaymentState,
): Promise<void> {
  // Raw SQL on purpose (decision 022): the order's row lock (`for update of o`) keeps another
  // transaction from moving the order between this read and the update below.
  const [order] = await queryRows<{ status: OrderStatus; held: OrderStatus | null }>(
    tx,
    sql`select o.status, p.order_status_held as held
        from orders o join payments p on p.id = ${payment.id}
        where o.id = ${payment.orderId} for update of o`,
  );
  if (!order) return;
  const next = orderFollowingPayment({ status: order.status, held: order.held }, state);
  if (next.held !== order.held)
    await tx
      .update(payments)
      .set({ orderStatusHeld: next.held })
      .where(eq(payments.id, payment.id));
  if (next.status === order.status) return;
  await tx.update(orders).set({ status: next.status }).where(eq(orders.id, payment.orderId));
  await writeOrderMessage(
    tx,
    payment.orderId,
    { from: order.status, to: next.status, awaitsPaymentPage: true },
    { reason: state === 'failed' ? 'failed' : 'cancelled' },
  );
  // An order back from an attention status it held `cancelled` under gave its units back already.
  if (next.status === 'cancelled' && order.held !== 'cancelled')
    await giveBackOrder(tx, payment.orderId);
}
