import type { PaymentReturnResponse } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { orders, payments } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import type { PaymentServices } from './payment-services';
import { log } from '../platform/telemetry/log';
import {
  PaymentProviderError,
  type HostedOutcome,
  type HostedPayment,
  type HostedPaymentGateway,
} from './hosted-payment';
import { askProvider, paymentUnavailable } from './hosted-payment-provider';
import { processNotificationsSoon } from './payment-notifications';
import type { PaymentReport } from './payment-report';
import { namePayment, recordPaymentReports } from './record-payment-reports';
import { hostedPaymentOf, storedPayment, type StoredPayment } from './stored-payment';

/** How long one process may ask a provider about a payment before another may try. */
const SETTLING_CLAIM_SECONDS = 30;

/** How long a caller waits for another process asking about the same payment (polls). */
const SETTLING_WAIT_MS = 5_000;
const SETTLING_POLL_MS = 200;

/** Whether a payment's outcome is still the provider's to tell. */
const undecided = (payment: StoredPayment) =>
  payment.orderStatus === 'pending' && (payment.state === 'pending' || payment.state === 'failed');

/**
 * Claims the asking about a payment for this call (atomic: one process at a time). Raw SQL on
 * purpose (decision 022): the compare-and-set in its `where` is the rule, in one statement.
 */
async function claimSettling(db: Db, paymentId: number): Promise<boolean> {
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`update payments set settling_until = now() + make_interval(secs => ${SETTLING_CLAIM_SECONDS})
        where id = ${paymentId} and (settling_until is null or settling_until < now())
        returning id`,
  );
  return claimed.length > 0;
}

/** What the provider is asked about a payment: how its page ended, or (housekeeping) its final word. */
type ProviderQuestion = (
  gateway: HostedPaymentGateway,
  payment: HostedPayment,
) => Promise<HostedOutcome>;

/**
 * The provider's word on a payment (its sessionResult answer) counted like a webhook's report: an
 * authorization makes the order `authorized` (or `paid` where the money went with it); the word
 * that the page is over without payment cancels it (its units back in stock); a payment still on
 * its way keeps it `pending`. A reference the provider names is kept at once, whatever follows.
 */
async function countOutcome(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  gateway: HostedPaymentGateway,
  payment: StoredPayment,
  outcome: HostedOutcome,
): Promise<void> {
  const { reference } = outcome;
  if (reference && !payment.reference) await namePayment(db, payment.id, reference);
  if (outcome.type === 'pending') return;
  const report: PaymentReport =
    outcome.type === 'authorized'
      ? {
          reference: outcome.reference,
          merchantReference: payment.merchantReference,
          currency: outcome.currency,
          event: { id: outcome.eventId, kind: 'authorized', amount: outcome.amount },
        }
      : {
          reference: reference ?? payment.reference ?? '',
          merchantReference: payment.merchantReference,
          event: { id: outcome.eventId, kind: 'refused', amount: 0 },
        };
  const recorded = await recordPaymentReports(db, payment.provider, [report], {
    refusalIsFinal: outcome.type === 'refused',
    capturesOnAuthorization: (methodId) => gateway.capturesOnAuthorization(methodId),
  });
  // Reports that came before the payment was named (a capture before its authorisation) go on.
  if (recorded.named.length > 0) void processNotificationsSoon(db, services, settleNotifiedPayment);
}

/**
 * While the order is pending, asks the payment's provider (`ask`: how its page ended, never
 * trusting what the caller says; or its final word once the page is over) and counts the answer
 * (countOutcome). An order already decided (by a webhook or an earlier call) is left as it stands.
 * A refused attempt a webhook reported leaves the page open (the shopper may try again there), so
 * it is asked about too. One process asks at a time (the shopper's return, a provider's status
 * update and housekeeping may come together): the others wait up to `waitMs` for its answer, then
 * answer as the payment stands. True when this call asked the provider and counted its answer.
 */
async function settlePayment(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  first: StoredPayment,
  reload: () => Promise<StoredPayment | undefined>,
  ask: ProviderQuestion,
  waitMs: number,
): Promise<boolean> {
  let row: StoredPayment | undefined = first;
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (!row || !undecided(row)) return false;
    if (await claimSettling(db, row.id)) break;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, SETTLING_POLL_MS));
    row = await reload();
  }
  const claimed = row;
  try {
    const gateway = services.paymentGateway(claimed.provider);
    if (!gateway) throw paymentUnavailable(claimed.provider, 'not configured');
    const outcome = await askProvider(() => ask(gateway, hostedPaymentOf(claimed)));
    await countOutcome(db, services, gateway, claimed, outcome);
    return true;
  } finally {
    await db.update(payments).set({ settlingUntil: null }).where(eq(payments.id, claimed.id));
  }
}

/**
 * How the page ended, with Adyen's `sessionResult` from the return URL: one the provider does not
 * accept as the session's (422) is the caller's mistake, a 400 naming it, the payment left as it is.
 */
const askOnReturn =
  (sessionResult: string | undefined): ProviderQuestion =>
  async (gateway, payment) => {
    try {
      return await gateway.sessionResult(payment, { sessionResult });
    } catch (err) {
      if (err instanceof PaymentProviderError && err.problem === 422 && sessionResult) {
        log('info', 'session result refused by the provider', {
          provider: err.provider,
          ...(err.code ? { code: err.code } : {}),
        });
        throw new DomainError('invalid_data', 'The session result is not this payment’s', {
          session_result: 'is not the result of this payment’s session',
        });
      }
      throw err;
    }
  };

/**
 * POST /api/payments/return: the shopper is back from the provider's page, on the storefront of
 * the order; the payment is settled with its provider's word (settlePayment, with Adyen's
 * `sessionResult` from the return URL) and the order's status and the payment's state answered.
 * 404 for a reference of no payment on the storefront.
 */
export async function settlePaymentReturn(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  locale: LocaleCode,
  request: { readonly reference: string; readonly session_result?: string | undefined },
): Promise<PaymentReturnResponse> {
  const where = and(eq(payments.merchantReference, request.reference), eq(orders.locale, locale));
  const row = await storedPayment(db, where);
  if (!row) throw new DomainError('not_found', 'No payment has this reference');
  await settlePayment(
    db,
    services,
    row,
    () => storedPayment(db, where),
    askOnReturn(request.session_result),
    SETTLING_WAIT_MS,
  );
  const settled = (await storedPayment(db, where)) ?? row;
  return { order_id: settled.orderId, status: settled.orderStatus, payment: settled.state };
}

/** The payment with the shop's reference at a provider. */
const atProvider = (provider: string, reference: string): SQL | undefined =>
  and(eq(payments.provider, provider), eq(payments.merchantReference, reference));

/**
 * A provider called the shop about a payment's page (Klarna's status update, its order review
 * notification): the payment is settled with the provider's word, as when the shopper comes back,
 * also when they never do. False when the shop has no payment with this reference at that
 * provider.
 */
export async function settleNotifiedPayment(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  provider: string,
  reference: string,
): Promise<boolean> {
  const where = atProvider(provider, reference);
  const row = await storedPayment(db, where);
  if (!row) return false;
  // Worked through after the provider was answered: while another process is asking, that one
  // settles it.
  await settlePayment(
    db,
    services,
    row,
    () => storedPayment(db, where),
    (gateway, payment) => gateway.sessionResult(payment, {}),
    0,
  );
  return true;
}

/**
 * Housekeeping found the payment's page over at `now`, its shopper never back: the payment is
 * settled with its provider's final word (HostedPaymentGateway.expire). False when it was not
 * asked (decided meanwhile, or another process is asking now).
 */
export function settleAbandonedPayment(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  payment: StoredPayment,
  now: Date,
): Promise<boolean> {
  return settlePayment(
    db,
    services,
    payment,
    () => storedPayment(db, eq(payments.id, payment.id)),
    (gateway, hosted) => gateway.expire(hosted, now),
    0,
  );
}
