import type { PaymentReturnResponse } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { PaymentState } from '@nordshop/payment-lifecycle';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import { DomainError } from '../errors';
import type { ApiServices } from '../services';
import { PaymentProviderError } from './hosted-payment';
import {
  askProvider,
  hostedPaymentOf,
  paymentUnavailable,
  type StoredPaymentRow,
} from './hosted-payment-provider';
import { recordPaymentReports } from './record-payment-reports';

interface PaymentRow extends StoredPaymentRow {
  id: number;
  order_id: number;
  status: PaymentReturnResponse['status'];
  locale: LocaleCode;
  provider: string;
  state: PaymentState;
}

/** The payment with the shop's reference, with its order's status and storefront. */
async function paymentWhere(db: Db, condition: SQL): Promise<PaymentRow | undefined> {
  const [row] = await queryRows<PaymentRow>(
    db,
    sql`select p.id, o.id as order_id, o.status, o.locale, p.provider, p.merchant_reference,
               p.session_id, p.reference, p.amount, p.currency, p.lines, p.state
        from payments p join orders o on o.id = p.order_id
        where ${condition}`,
  );
  return row;
}

/** How long one process may ask a provider about a payment before another may try. */
const SETTLING_CLAIM_SECONDS = 30;

/** How long a caller waits for another process asking about the same payment (polls). */
const SETTLING_WAIT_MS = 5_000;
const SETTLING_POLL_MS = 200;

/** Whether a payment's outcome is still the provider's to tell. */
const undecided = (row: PaymentRow) =>
  row.status === 'pending' && (row.state === 'pending' || row.state === 'failed');

/** Claims the asking about a payment for this call (atomic: one process at a time). */
async function claimSettling(db: Db, paymentId: number): Promise<boolean> {
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`update payments set settling_until = now() + make_interval(secs => ${SETTLING_CLAIM_SECONDS})
        where id = ${paymentId} and (settling_until is null or settling_until < now())
        returning id`,
  );
  return claimed.length > 0;
}

/**
 * While the order is pending, asks the payment's provider how its page ended (never trusting
 * what the caller says) and counts the answer like a webhook: an authorization makes the order
 * `authorized`, the provider's word that the page is over without payment cancels it (its units
 * back in stock), a payment still on its way keeps it `pending`. An order already decided (by a
 * webhook or an earlier call) is left as it stands. A refused attempt a webhook reported leaves
 * the page open (the shopper may try again there), so it is asked about too. One process asks at
 * a time (the shopper's return, a provider's status update and housekeeping may come together):
 * the others wait a little for its answer, then answer as the payment stands. A provider that
 * refuses the question (a sessionResult that is not its own) leaves the payment as it is.
 */
async function settlePayment(
  db: Db,
  services: Pick<ApiServices, 'paymentGateway'>,
  first: PaymentRow,
  reload: () => Promise<PaymentRow | undefined>,
  sessionResult: string | undefined,
  waitMs: number,
): Promise<void> {
  let row: PaymentRow | undefined = first;
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (!row || !undecided(row)) return;
    if (await claimSettling(db, row.id)) break;
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, SETTLING_POLL_MS));
    row = await reload();
  }
  const claimed = row;
  try {
    const gateway = services.paymentGateway(claimed.provider);
    if (!gateway) throw paymentUnavailable(claimed.provider, 'not configured');
    let outcome;
    try {
      outcome = await askProvider(() =>
        gateway.sessionResult(hostedPaymentOf(claimed, claimed.locale), { sessionResult }),
      );
    } catch (err) {
      if (err instanceof PaymentProviderError && err.refused) return;
      throw err;
    }
    if (outcome.type === 'authorized')
      await recordPaymentReports(db, claimed.provider, [
        {
          reference: outcome.reference,
          merchantReference: claimed.merchant_reference,
          event: { id: outcome.eventId, kind: 'authorized', amount: outcome.amount },
        },
      ]);
    else if (outcome.type === 'refused')
      await recordPaymentReports(
        db,
        claimed.provider,
        [
          {
            reference: claimed.reference ?? '',
            merchantReference: claimed.merchant_reference,
            event: { id: outcome.eventId, kind: 'refused', amount: 0 },
          },
        ],
        { refusalIsFinal: true },
      );
  } finally {
    await db.execute(sql`update payments set settling_until = null where id = ${claimed.id}`);
  }
}

/**
 * POST /api/payments/return: the shopper is back from the provider's page, on the storefront of
 * the order; the payment is settled with its provider's word (settlePayment, with Adyen's
 * `sessionResult` from the return URL) and the order's status and the payment's state answered.
 * 404 for a reference of no payment on the storefront.
 */
export async function settlePaymentReturn(
  db: Db,
  services: Pick<ApiServices, 'paymentGateway'>,
  locale: LocaleCode,
  request: { readonly reference: string; readonly session_result?: string | undefined },
): Promise<PaymentReturnResponse> {
  const where = sql`p.merchant_reference = ${request.reference} and o.locale = ${locale}`;
  const row = await paymentWhere(db, where);
  if (!row) throw new DomainError('not_found', 'No payment has this reference');
  await settlePayment(
    db,
    services,
    row,
    () => paymentWhere(db, where),
    request.session_result,
    SETTLING_WAIT_MS,
  );
  const settled = (await paymentWhere(db, where)) ?? row;
  return { order_id: settled.order_id, status: settled.status, payment: settled.state };
}

/**
 * A provider called the shop about a payment's page (Klarna's status update): the payment is
 * settled with the provider's word, as when the shopper comes back, also when they never do.
 * False when the shop has no payment with this reference at that provider.
 */
export async function settleNotifiedPayment(
  db: Db,
  services: Pick<ApiServices, 'paymentGateway'>,
  provider: string,
  reference: string,
): Promise<boolean> {
  const where = sql`p.provider = ${provider} and p.merchant_reference = ${reference}`;
  const row = await paymentWhere(db, where);
  if (!row) return false;
  // A provider waits only seconds for its answer: while another process is asking, it has no
  // need to wait for that answer.
  await settlePayment(db, services, row, () => paymentWhere(db, where), undefined, 0);
  return true;
}
