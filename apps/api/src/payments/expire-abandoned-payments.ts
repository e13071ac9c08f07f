import type { LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
import { log } from '../http/log';
import type { ApiServices } from '../services';
import { recordPaymentReports } from './record-payment-reports';
import { settleNotifiedPayment } from './payment-return';
import { PaymentProviderError } from './hosted-payment';
import { hostedPaymentOf, type StoredPaymentRow } from './hosted-payment-provider';

/**
 * How long after its order an Adyen hosted page can no longer be paid: Adyen's sessions end one
 * hour after they are created, and a margin covers a payment that was finishing then and whose
 * webhook is still on its way.
 */
export const ADYEN_SESSION_GRACE_MINUTES = 120;

/**
 * How long after its order a Klarna hosted page is closed unpaid: its sessions live 48 hours
 * unless the shop closes them, and an hour's margin lets a payment finishing then be counted.
 */
export const KLARNA_SESSION_GRACE_MINUTES = 49 * 60;

/** How many abandoned payments one pass settles (the next pass takes the rest). */
const PER_PASS = 50;

/** How many Klarna pages one pass closes (each is two calls to Klarna). */
const KLARNA_PER_PASS = 10;

/**
 * Cancels orders whose shopper left Adyen's hosted page unpaid and never came back: their session
 * has ended by {@link ADYEN_SESSION_GRACE_MINUTES}, and Adyen reports nothing for a page left
 * unpaid. Each gets the final refusal `SESSION:{id}:expired` (the order cancelled, its units back
 * in stock); the report's id makes a second process's pass over the same payment count nothing.
 * A payment Adyen authorized is never pending by then (its webhook or the return counted it).
 * A Klarna page still open {@link KLARNA_SESSION_GRACE_MINUTES} after its order (the shopper
 * never finished it, and its status updates said nothing final) is closed at Klarna and its
 * payment settled with what Klarna then says: paid just before, or closed unpaid (final refusal).
 */
export async function expireAbandonedPayments(
  db: Db,
  services: Pick<ApiServices, 'paymentGateway'>,
  now: Date,
): Promise<number> {
  return (await expireAdyenSessions(db, now)) + (await closeKlarnaSessions(db, services, now));
}

/**
 * The provider's payments still unsettled whose pending order is older than `graceMinutes`, the
 * oldest first, at most `limit`.
 */
function abandonedPayments(
  db: Db,
  provider: 'adyen' | 'klarna',
  graceMinutes: number,
  limit: number,
  now: Date,
): Promise<(StoredPaymentRow & { locale: LocaleCode })[]> {
  return queryRows<StoredPaymentRow & { locale: LocaleCode }>(
    db,
    sql`select p.merchant_reference, p.session_id, p.reference, p.amount, p.currency, o.locale,
               p.lines
        from payments p join orders o on o.id = p.order_id
        where p.provider = ${provider} and p.state in ('pending', 'failed') and o.status = 'pending'
          and o.created_at < ${now.toISOString()}::timestamptz - make_interval(mins => ${graceMinutes})
        order by o.created_at limit ${limit}`,
  );
}

/** Adyen's ended sessions: their payments get the final refusal, without a call to Adyen. */
async function expireAdyenSessions(db: Db, now: Date): Promise<number> {
  const abandoned = await abandonedPayments(
    db,
    'adyen',
    ADYEN_SESSION_GRACE_MINUTES,
    PER_PASS,
    now,
  );
  let counted = 0;
  // One transaction per payment: a pass holds each order's and its products' locks briefly.
  for (const payment of abandoned) {
    const recorded = await recordPaymentReports(
      db,
      'adyen',
      [
        {
          reference: payment.reference ?? '',
          merchantReference: payment.merchant_reference,
          event: { id: `SESSION:${payment.session_id}:expired`, kind: 'refused', amount: 0 },
        },
      ],
      { refusalIsFinal: true },
    );
    counted += recorded.counted;
  }
  return counted;
}

/** Klarna's pages left open past their life: closed at Klarna, then settled with its word. */
async function closeKlarnaSessions(
  db: Db,
  services: Pick<ApiServices, 'paymentGateway'>,
  now: Date,
): Promise<number> {
  const gateway = services.paymentGateway('klarna');
  if (!gateway?.closeSession) return 0;
  const stale = await abandonedPayments(
    db,
    'klarna',
    KLARNA_SESSION_GRACE_MINUTES,
    KLARNA_PER_PASS,
    now,
  );
  let closed = 0;
  for (const row of stale) {
    try {
      await gateway.closeSession(hostedPaymentOf(row, row.locale));
      await settleNotifiedPayment(db, services, 'klarna', row.merchant_reference);
      closed++;
    } catch (err) {
      // Klarna cannot be reached now: the next pass tries again.
      log('warn', 'closing a Klarna page failed', {
        error: err instanceof PaymentProviderError ? String(err.problem) : 'error',
      });
    }
  }
  return closed;
}
