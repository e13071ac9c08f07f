import { orderFollowingPayment, type PaymentState } from '@nordshop/payment-lifecycle';
import { sql } from 'drizzle-orm';
import { giveBackOrder } from '../orders/give-back-order';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';

/**
 * Moves the order to the status its payment gives (libs/payment-lifecycle's orderFollowingPayment,
 * the payment keeping the status an attention status took the place of); an order cancelled so
 * (its payment refused or released before it shipped) gives back its units, credit and
 * subscriptions (giveBackOrder). Inside the transaction that counted the payment's report.
 */
export async function orderFollowsPayment(
  tx: Db,
  payment: { readonly id: number; readonly order_id: number },
  state: PaymentState,
): Promise<void> {
  const [order] = await queryRows<{ status: string; held: string | null }>(
    tx,
    sql`select o.status, p.order_status_held as held
        from orders o join payments p on p.id = ${payment.id}
        where o.id = ${payment.order_id} for update of o`,
  );
  if (!order) return;
  const next = orderFollowingPayment({ status: order.status, held: order.held }, state);
  if (next.held !== order.held)
    await tx.execute(
      sql`update payments set order_status_held = ${next.held} where id = ${payment.id}`,
    );
  if (next.status === order.status) return;
  await tx.execute(sql`update orders set status = ${next.status} where id = ${payment.order_id}`);
  // An order back from an attention status it held `cancelled` under gave its units back already.
  if (next.status === 'cancelled' && order.held !== 'cancelled')
    await giveBackOrder(tx, payment.order_id);
}
