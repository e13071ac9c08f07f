import {
  applyPaymentEvent,
  paymentStateOf,
  type PaymentEvent,
  type PaymentLedger,
} from '@nordshop/payment-lifecycle';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';

/** A provider's report about one of its payments (by the provider's reference of it). */
export interface PaymentReport {
  readonly reference: string;
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
 * Reports about a payment the shop does not have are left alone.
 */
export async function recordPaymentReports(
  db: Db,
  provider: string,
  reports: readonly PaymentReport[],
): Promise<RecordedReports> {
  return db.transaction(async (tx) => {
    let counted = 0;
    let duplicates = 0;
    let unknown = 0;
    for (const { reference, event } of reports) {
      const [payment] = await queryRows<PaymentRow>(
        tx,
        sql`select id, authorized, captured, refunded, cancelled, refused from payments
            where provider = ${provider} and reference = ${reference} for update`,
      );
      if (!payment) {
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
      await tx.execute(
        sql`update payments set state = ${state}, authorized = ${ledger.authorized},
              captured = ${ledger.captured}, refunded = ${ledger.refunded},
              cancelled = ${ledger.cancelled}, refused = ${ledger.refused}, updated_at = now()
            where id = ${payment.id}`,
      );
      counted++;
    }
    return { counted, duplicates, unknown };
  });
}
