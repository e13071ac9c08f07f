import {
  applyPaymentEvent,
  orderStatusAfterPayment,
  paymentStateOf,
  type PaymentEvent,
  type PaymentLedger,
  type PaymentState,
} from '@nordshop/payment-lifecycle';
import { sql } from 'drizzle-orm';
import { giveBackOrder } from '../checkout/give-back-order';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import { log } from '../http/log';

/** A provider's report about one of its payments (by the provider's reference of it). */
export interface PaymentReport {
  readonly reference: string;
  /**
   * The shop's reference of the payment, for a report that may come before the shop knows the
   * provider's (the authorisation of a hosted page): it finds the payment, and an approval gives
   * the payment its provider reference.
   */
  readonly merchantReference?: string | undefined;
  readonly event: PaymentEvent;
}

/** What recording a batch of reports did: counted, already counted, or about no payment of the shop. */
export interface RecordedReports {
  readonly counted: number;
  readonly duplicates: number;
  readonly unknown: number;
}

interface PaymentRow {
  id: number;
  order_id: number;
  reference: string | null;
  amount: number;
  authorized: number;
  captured: number;
  refunded: number;
  cancelled: boolean;
  refused: boolean;
}

/**
 * Counts each report once (libs/payment-lifecycle), in one transaction: the payment's row is
 * locked, so reports about it from several processes are counted one after the other; the report
 * is written with the state it leads to (the audit of every change), and a report already written
 * (same provider and event id) changes nothing, by the ledger and by the unique index behind it.
 * Reports about a payment the shop does not have are left alone. The order follows its payment's
 * state (orderStatusAfterPayment), but for a refusal that is not final.
 */
export async function recordPaymentReports(
  db: Db,
  provider: string,
  reports: readonly PaymentReport[],
  options: { readonly refusalIsFinal?: boolean } = {},
): Promise<RecordedReports> {
  return db.transaction(async (tx) => {
    let counted = 0;
    let duplicates = 0;
    let unknown = 0;
    for (const { reference, merchantReference, event } of reports) {
      const [payment] = await queryRows<PaymentRow>(
        tx,
        sql`select id, order_id, reference, amount, authorized, captured, refunded, cancelled, refused
            from payments
            where provider = ${provider}
              and (reference = ${reference}
                   or (reference is null and merchant_reference = ${merchantReference ?? null}))
            order by reference nulls last limit 1
            for update`,
      );
      if (!payment) {
        unknown++;
        continue;
      }
      if (event.kind === 'authorized' && event.amount < payment.amount) {
        // Less than the order's total reserved is no payment of it: not counted, and said.
        log('warn', 'authorization below the order total', { provider, payment: payment.id });
        unknown++;
        continue;
      }
      const seen = await queryRows<{ event_id: string }>(
        tx,
        sql`select event_id from payment_events where payment_id = ${payment.id} order by id`,
      );
      const current: PaymentLedger = { ...payment, seen: seen.map((row) => row.event_id) };
      const { ledger, duplicate } = applyPaymentEvent(current, event);
      if (duplicate) {
        duplicates++;
        continue;
      }
      const state = paymentStateOf(ledger);
      const written = await queryRows<{ id: number }>(
        tx,
        sql`insert into payment_events (payment_id, provider, event_id, kind, amount, state)
            values (${payment.id}, ${provider}, ${event.id}, ${event.kind}, ${event.amount}, ${state})
            on conflict (provider, event_id) do nothing returning id`,
      );
      if (written.length === 0) {
        duplicates++;
        continue;
      }
      const providerReference =
        payment.reference ?? (event.kind === 'authorized' ? reference : null);
      await tx.execute(
        sql`update payments set state = ${state}, authorized = ${ledger.authorized},
              captured = ${ledger.captured}, refunded = ${ledger.refunded},
              cancelled = ${ledger.cancelled}, refused = ${ledger.refused},
              reference = ${providerReference}, updated_at = now()
            where id = ${payment.id}`,
      );
      // One refused attempt on a provider's page is not the end: the shopper may try another card
      // there. Only the provider's word that the page is over (refusalIsFinal) cancels the order.
      if (state !== 'failed' || options.refusalIsFinal)
        await orderFollowsPayment(tx, payment.order_id, state);
      counted++;
    }
    return { counted, duplicates, unknown };
  });
}

/**
 * Moves the order to the status its payment gives (libs/payment-lifecycle); an order cancelled so
 * (its payment refused or released before it shipped) gives back its units, credit and
 * subscriptions (giveBackOrder).
 */
async function orderFollowsPayment(tx: Db, orderId: number, state: PaymentState): Promise<void> {
  const [order] = await queryRows<{ status: string }>(
    tx,
    sql`select status from orders where id = ${orderId} for update`,
  );
  if (!order) return;
  const status = orderStatusAfterPayment(order.status, state);
  if (status === order.status) return;
  await tx.execute(sql`update orders set status = ${status} where id = ${orderId}`);
  if (status === 'cancelled') await giveBackOrder(tx, orderId);
}
