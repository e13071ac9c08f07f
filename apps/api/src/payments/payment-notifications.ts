import { PAYMENT_EVENT_KINDS } from '@nordshop/payment-lifecycle';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { paymentNotifications } from '../platform/db/schema';
import { log, summarizeError } from '../platform/telemetry/log';
import type { PaymentServices } from './payment-services';
import { recordPaymentReports } from './record-payment-reports';

// Providers' calls are verified, stored and answered at once, then worked through (Adyen: "store
// the webhook event, acknowledge it, then process it"; Klarna waits three seconds for its answer):
// `payment_notifications` is the store every process works from, so a call whose process stopped
// before it was worked through is taken up by the next housekeeping pass of any process.

/** A provider's call as it is kept until it is worked through. */
export interface PaymentNotification {
  /** `report`: a PaymentReport (`body`); `settle`: ask the provider about `merchantReference`. */
  readonly kind: 'report' | 'settle';
  /** The same key twice is kept once (a report's id, or the call's own). */
  readonly key: string;
  readonly reference?: string | null;
  readonly merchantReference?: string | null;
  readonly body?: unknown;
}

/**
 * Settles a payment with its provider's word (payment-return's settleNotifiedPayment), given by
 * the caller so that this module and that one do not import each other.
 */
export type SettlePayment = (
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  provider: string,
  merchantReference: string,
) => Promise<boolean>;

/** A stored report, read back (the shop wrote it, so this only guards the shape). */
const StoredReportSchema = z.object({
  reference: z.string(),
  merchantReference: z.string().optional(),
  currency: z.string().optional(),
  sameCaseAs: z.array(z.string()).optional(),
  event: z.object({
    id: z.string().min(1),
    kind: z.enum(PAYMENT_EVENT_KINDS),
    amount: z.number().int().min(0),
  }),
});

/** Keeps the calls (one statement); a call already kept is not kept twice. */
export async function storeNotifications(
  db: Db,
  provider: string,
  notifications: readonly PaymentNotification[],
): Promise<void> {
  if (notifications.length === 0) return;
  await db
    .insert(paymentNotifications)
    .values(
      notifications.map((n) => ({
        provider,
        kind: n.kind,
        key: n.key,
        reference: n.reference ?? null,
        merchantReference: n.merchantReference ?? null,
        body: n.body ?? {},
      })),
    )
    .onConflictDoNothing();
}

interface ClaimedRow {
  id: number;
  provider: string;
  kind: 'report' | 'settle';
  merchant_reference: string | null;
  body: unknown;
  received_at: string;
}

/** How long one process may work on a claimed call before another may take it. */
const CLAIM_SECONDS = 60;
/** How many calls one claim takes. */
const PER_CLAIM = 50;
/** A settle call that could not be done for this long is given up (housekeeping settles expired pages). */
const SETTLE_GIVE_UP_HOURS = 24;
/** A report that never found its payment is given up after this long. */
export const WAITING_GIVE_UP_DAYS = 30;

/**
 * Claims the oldest calls no process is working on (atomic: each call one process at a time). Raw
 * SQL on purpose (decision 022): the claim is the concurrency rule, one statement with its
 * `for update skip locked`.
 */
function claim(db: Db): Promise<ClaimedRow[]> {
  return queryRows<ClaimedRow>(
    db,
    sql`update payment_notifications set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
        where id in (select id from payment_notifications
                     where processed_at is null and not waiting
                       and (claimed_until is null or claimed_until < now())
                     order by id limit ${PER_CLAIM} for update skip locked)
        returning id, provider, kind, merchant_reference, body, received_at::text as received_at`,
  );
}

const finish = (db: Db, id: number, outcome: string) =>
  db
    .update(paymentNotifications)
    .set({ processedAt: sql`now()`, outcome, claimedUntil: null })
    .where(eq(paymentNotifications.id, id));

/** Works one call through: a report counted (or kept waiting for its payment), a payment settled. */
async function process(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  settle: SettlePayment,
  row: ClaimedRow,
): Promise<void> {
  if (row.kind === 'settle') {
    try {
      await settle(db, services, row.provider, row.merchant_reference ?? '');
      await finish(db, row.id, 'settled');
    } catch (err) {
      // The provider cannot answer now: the call is taken up again once its claim ends.
      log('warn', 'settling a payment failed', {
        provider: row.provider,
        error: summarizeError(err),
      });
      const age = Date.now() - new Date(row.received_at).getTime();
      if (age > SETTLE_GIVE_UP_HOURS * 3_600_000) await finish(db, row.id, 'gave up');
      else
        await db
          .update(paymentNotifications)
          .set({ outcome: 'retry' })
          .where(eq(paymentNotifications.id, row.id));
    }
    return;
  }
  const report = StoredReportSchema.safeParse(row.body);
  if (!report.success) return void (await finish(db, row.id, 'malformed'));
  const gateway = services.paymentGateway(row.provider);
  const recorded = await recordPaymentReports(db, row.provider, [report.data], {
    ...(gateway
      ? { capturesOnAuthorization: (methodId: string) => gateway.capturesOnAuthorization(methodId) }
      : {}),
  });
  const [outcome = 'unknown'] = recorded.outcomes;
  if (outcome === 'unknown')
    // Kept until its payment is named (a capture or refund before the authorisation).
    await db
      .update(paymentNotifications)
      .set({ waiting: true, claimedUntil: null })
      .where(eq(paymentNotifications.id, row.id));
  else await finish(db, row.id, outcome);
}

/**
 * Works through every call kept and not yet done, the oldest first, until none is left (reports
 * a newly named payment lets go on included). Several processes may run it at once: each call is
 * claimed by one. The number of calls worked through.
 */
export async function processPaymentNotifications(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  settle: SettlePayment,
): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = (await claim(db)).sort((a, b) => a.id - b.id);
    if (rows.length === 0) return done;
    for (const row of rows) {
      await process(db, services, settle, row);
      done++;
    }
  }
}

/** Gives up reports that never found their payment (another shop's on the same account). */
export async function pruneWaitingNotifications(db: Db, now: Date): Promise<void> {
  await db
    .update(paymentNotifications)
    .set({ processedAt: sql`now()`, outcome: 'unknown', waiting: false })
    .where(
      and(
        eq(paymentNotifications.waiting, true),
        isNull(paymentNotifications.processedAt),
        lt(
          paymentNotifications.receivedAt,
          sql`${now.toISOString()}::timestamptz - make_interval(days => ${WAITING_GIVE_UP_DAYS})`,
        ),
      ),
    );
}

/** The run working through one database's calls in this process, and whether to run again after it. */
const runs = new WeakMap<Db, { again: boolean; done: Promise<void> }>();

/**
 * Works the calls through after the answer was sent, in the background of this process; a call
 * while a run is on asks for one more run. Failures are logged; housekeeping takes up what is left.
 */
export function processNotificationsSoon(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  settle: SettlePayment,
): Promise<void> {
  const running = runs.get(db);
  if (running) {
    running.again = true;
    return running.done;
  }
  const run = { again: false, done: Promise.resolve() };
  run.done = (async () => {
    do {
      run.again = false;
      await new Promise((resolve) => setImmediate(resolve));
      try {
        await processPaymentNotifications(db, services, settle);
      } catch (err) {
        log('warn', 'working through payment notifications failed', { error: summarizeError(err) });
      }
    } while (run.again);
    runs.delete(db);
  })();
  runs.set(db, run);
  return run.done;
}

/**
 * The end of this process's run through a database's payment notifications, at once when none is
 * on: a shutdown lets the run finish before it lets go of the database (what a cut run leaves,
 * housekeeping takes up).
 */
export function paymentNotificationsIdle(db: Db): Promise<void> {
  return runs.get(db)?.done ?? Promise.resolve();
}
