import {
  applyPaymentEvent,
  capturedAmount,
  givenBackAmount,
  isPaymentFailure,
  paymentAttentionOf,
  paymentLedgerFrom,
  paymentStateOf,
  type PaymentEvent,
} from '@nordshop/payment-lifecycle';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { paymentEvents, paymentNotifications, payments } from '../platform/db/schema';
import { log } from '../platform/telemetry/log';
import { orderFollowsPayment } from './order-follows-payment';
import { paymentFailureReports } from './payment-metrics';
import type { PaymentReport } from './payment-report';
import type { StoredPayment } from './stored-payment';

export type { PaymentReport } from './payment-report';

/**
 * What came of one report: counted; already counted; about no payment the shop can name (yet);
 * or about a payment it does not fit (another currency, less than the order's total authorized).
 */
export type ReportOutcome = 'counted' | 'duplicate' | 'unknown' | 'mismatch';

/** What recording a batch of reports did, report by report and in sum. */
export interface RecordedReports {
  readonly outcomes: readonly ReportOutcome[];
  readonly counted: number;
  readonly duplicates: number;
  readonly unknown: number;
  readonly mismatched: number;
  /** The provider references payments were given by these reports (reports waiting for them may go on). */
  readonly named: readonly string[];
}

/** How reports are counted. */
export interface RecordOptions {
  /** A refusal ends the page (the provider's final word): the order follows it and is cancelled. */
  readonly refusalIsFinal?: boolean;
  /** Whether the provider took the money with the authorization of the order's method. */
  readonly capturesOnAuthorization?: (methodId: string) => boolean;
}

/** What counting a report reads of its payment (a stored payment's columns). */
type LockedPayment = Pick<
  StoredPayment,
  'id' | 'orderId' | 'reference' | 'currency' | 'amount' | 'ledger' | 'methodId'
>;

/**
 * The payment a report is about, locked: by the provider's reference, by the shop's reference while
 * the provider's is not known, or through an earlier report of the same case. Raw SQL on purpose
 * (decision 022): the row lock (`for update of p`) is what makes reports of one payment count one
 * after the other across processes, with the subselect that finds it.
 */
async function lockedPayment(
  tx: Db,
  provider: string,
  report: PaymentReport,
): Promise<LockedPayment | undefined> {
  const cases = report.sameCaseAs ?? [];
  const [payment] = await queryRows<LockedPayment>(
    tx,
    sql`with same_case as (
          select e.payment_id from payment_events e
          where e.provider = ${provider}
            and e.event_id in (select jsonb_array_elements_text(${JSON.stringify(cases)}::jsonb)))
        select p.id, p.order_id as "orderId", p.reference, p.currency, p.amount, p.ledger,
               o.payment_method_id as "methodId"
        from payments p join orders o on o.id = p.order_id
        where p.provider = ${provider}
          and (p.reference = ${report.reference}
               or (p.reference is null and p.merchant_reference = ${report.merchantReference ?? null})
               or p.id in (select payment_id from same_case))
        order by p.id in (select payment_id from same_case) desc, p.reference nulls last
        limit 1
        for update of p`,
  );
  return payment;
}

/** Why a report does not fit its payment, or null when it does. */
function misfitOf(payment: LockedPayment, report: PaymentReport): string | null {
  if (report.currency !== undefined && report.currency !== payment.currency)
    return 'report in another currency';
  // Less than the order's total reserved is no payment of it.
  if (report.event.kind === 'authorized' && report.event.amount < payment.amount)
    return 'authorization below the order total';
  return null;
}

/** The events a report adds: an authorization of a method paid at once also takes the money. */
function eventsOf(payment: LockedPayment, report: PaymentReport, options: RecordOptions) {
  const { event } = report;
  const events: PaymentEvent[] = [event];
  if (event.kind === 'authorized' && options.capturesOnAuthorization?.(payment.methodId))
    events.push({
      id: `${event.id}:captured`,
      kind: 'capturedOnAuthorization',
      amount: event.amount,
    });
  return events;
}

/**
 * Counts one report of a locked payment: each new event written with the state it leads to (the
 * audit), the ledger and its money on the payment, and the order following it.
 */
async function countReport(
  tx: Db,
  provider: string,
  payment: LockedPayment,
  report: PaymentReport,
  options: RecordOptions,
): Promise<{
  readonly outcome: ReportOutcome;
  readonly named: string | null;
  readonly counted: readonly PaymentEvent[];
}> {
  const seen = await tx
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, payment.id))
    .orderBy(asc(paymentEvents.id));
  let ledger = paymentLedgerFrom({ ...payment.ledger, seen: seen.map((row) => row.eventId) });
  const counted: PaymentEvent[] = [];
  for (const event of eventsOf(payment, report, options)) {
    const applied = applyPaymentEvent(ledger, event);
    if (applied.duplicate) continue;
    const state = paymentStateOf(applied.ledger, payment.amount);
    const written = await tx
      .insert(paymentEvents)
      .values({
        paymentId: payment.id,
        provider,
        eventId: event.id,
        kind: event.kind,
        amount: event.amount,
        state,
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (written.length === 0) continue;
    ledger = applied.ledger;
    counted.push(event);
  }
  if (counted.length === 0) return { outcome: 'duplicate', named: null, counted };
  const state = paymentStateOf(ledger, payment.amount);
  const named =
    payment.reference === null && report.event.kind === 'authorized' ? report.reference : null;
  const { seen: _seen, ...facts } = ledger;
  await tx
    .update(payments)
    .set({
      state,
      ledger: facts,
      attention: paymentAttentionOf(ledger, payment.amount),
      authorized: ledger.authorized,
      captured: capturedAmount(ledger),
      refunded: givenBackAmount(ledger),
      cancelled: ledger.cancelled,
      refused: ledger.refused,
      reference: sql`coalesce(${payments.reference}, ${named})`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id));
  // One refused attempt on a provider's page is not the end: the shopper may try another card
  // there. Only the provider's word that the page is over (refusalIsFinal) cancels the order.
  if (state !== 'failed' || options.refusalIsFinal) await orderFollowsPayment(tx, payment, state);
  return { outcome: 'counted', named, counted };
}

/**
 * Counts each report once (libs/payment-lifecycle), in one transaction: the payment's row is
 * locked, so reports about it from several processes are counted one after the other; a report
 * already written (same provider and event id) changes nothing, by the ledger and by the unique
 * index behind it. A report that does not fit its payment (another currency, less than the total
 * authorized) is not counted and is logged. Reports about a payment the shop cannot name are left
 * alone (the caller keeps them until it can). A report that names a payment's provider reference
 * for the first time lets the reports waiting for that reference go on.
 */
export async function recordPaymentReports(
  db: Db,
  provider: string,
  reports: readonly PaymentReport[],
  options: RecordOptions = {},
): Promise<RecordedReports> {
  const failures: PaymentEvent[] = [];
  const recorded = await db.transaction(async (tx) => {
    failures.length = 0;
    const outcomes: ReportOutcome[] = [];
    const named: string[] = [];
    for (const report of reports) {
      const payment = await lockedPayment(tx, provider, report);
      if (!payment) {
        outcomes.push('unknown');
        continue;
      }
      const misfit = misfitOf(payment, report);
      if (misfit) {
        log('warn', misfit, { provider, payment: payment.id, event: report.event.kind });
        outcomes.push('mismatch');
        continue;
      }
      const result = await countReport(tx, provider, payment, report, options);
      failures.push(...result.counted.filter((event) => isPaymentFailure(event.kind)));
      outcomes.push(result.outcome);
      if (result.named) named.push(result.named);
    }
    if (named.length > 0)
      await tx
        .update(paymentNotifications)
        .set({ waiting: false })
        .where(
          and(
            eq(paymentNotifications.provider, provider),
            isNull(paymentNotifications.processedAt),
            inArray(paymentNotifications.reference, named),
          ),
        );
    const count = (outcome: ReportOutcome) => outcomes.filter((o) => o === outcome).length;
    return {
      outcomes,
      counted: count('counted'),
      duplicates: count('duplicate'),
      unknown: count('unknown'),
      mismatched: count('mismatch'),
      named,
    };
  });
  // Counted once committed: a transaction rolled back counted nothing.
  for (const event of failures) {
    paymentFailureReports.inc({ provider, kind: event.kind });
    log('warn', 'payment failure reported', { provider, kind: event.kind, event: event.id });
  }
  return recorded;
}

/**
 * Keeps the provider's reference of a payment as soon as the provider answers it (Klarna's order
 * id, also while Klarna reviews the order), before anything else is done with it.
 */
export async function namePayment(db: Db, paymentId: number, reference: string): Promise<void> {
  await db
    .update(payments)
    .set({ reference, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), isNull(payments.reference)));
}
