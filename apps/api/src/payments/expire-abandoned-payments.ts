import type { LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { log } from '../platform/telemetry/log';
import type { PaymentServices } from './payment-services';
import { PaymentProviderError } from './hosted-payment';
import {
  STORED_PAYMENT_COLUMNS,
  hostedPaymentOf,
  type StoredPaymentRow,
} from './hosted-payment-provider';
import { processPaymentNotifications, pruneWaitingNotifications } from './payment-notifications';
import { settleNotifiedPayment } from './payment-return';
import { recordPaymentReports } from './record-payment-reports';

/**
 * How long after its page's end an unpaid Adyen payment is given its final refusal: a payment
 * finishing as the session ended may still have its webhook on the way.
 */
export const ADYEN_WEBHOOK_MARGIN_MINUTES = 60;

/** An Adyen session's life when the shop did not keep its `expiresAt` (Adyen's default: one hour). */
export const ADYEN_SESSION_MINUTES = 60;

/**
 * A Klarna page's life when the shop did not keep its `expires_at`: the HPP session ends one hour
 * before its payment session's 48 hours (docs.klarna.com hosted-payment-page create-session).
 */
export const KLARNA_PAGE_MINUTES = 47 * 60;

/** How many abandoned payments one pass settles (the next pass takes the rest). */
const PER_PASS = 50;

/** How many Klarna pages one pass asks about (each is a call or two to Klarna). */
const KLARNA_PER_PASS = 10;

type AbandonedRow = StoredPaymentRow & { id: number; locale: LocaleCode };

/**
 * The provider's payments still unsettled whose pending order's page ended before `now` (its kept
 * end, else `lifeMinutes` after the order) by more than `marginMinutes`; the ones asked about
 * longest ago first, so a payment the provider cannot answer about does not hold up the others.
 */
function abandonedPayments(
  db: Db,
  provider: 'adyen' | 'klarna',
  lifeMinutes: number,
  marginMinutes: number,
  limit: number,
  now: Date,
): Promise<AbandonedRow[]> {
  return queryRows<AbandonedRow>(
    db,
    sql`select p.id, o.locale, ${STORED_PAYMENT_COLUMNS}
        from payments p join orders o on o.id = p.order_id
        where p.provider = ${provider} and p.state in ('pending', 'failed') and o.status = 'pending'
          and coalesce(p.session_expires_at, o.created_at + make_interval(mins => ${lifeMinutes}))
              < ${now.toISOString()}::timestamptz - make_interval(mins => ${marginMinutes})
        order by p.updated_at, p.id limit ${limit}`,
  );
}

/**
 * Adyen's ended sessions: their payments get the final refusal `SESSION:{id}:expired` (the order
 * cancelled, its units back), without a call to Adyen; the report's id makes a second process's
 * pass over the same payment count nothing. A payment Adyen authorized is never pending by then
 * (its webhook or the return counted it).
 */
async function expireAdyenSessions(db: Db, now: Date): Promise<number> {
  const abandoned = await abandonedPayments(
    db,
    'adyen',
    ADYEN_SESSION_MINUTES,
    ADYEN_WEBHOOK_MARGIN_MINUTES,
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

/**
 * Klarna's pages past their end and never settled (the shopper left, and no status update said
 * anything final): closed at Klarna where it still answers, then settled with what Klarna says,
 * which for a page past its `expires_at` is paid just before, or over unpaid. A page Klarna cannot
 * answer about now is asked again in a later pass, after the others.
 */
async function settleKlarnaPages(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  now: Date,
): Promise<number> {
  const gateway = services.paymentGateway('klarna');
  if (!gateway) return 0;
  const ended = await abandonedPayments(db, 'klarna', KLARNA_PAGE_MINUTES, 0, KLARNA_PER_PASS, now);
  let settled = 0;
  for (const row of ended) {
    try {
      await gateway.closeSession?.(hostedPaymentOf(row, row.locale)).catch(() => undefined);
      await settleNotifiedPayment(db, services, 'klarna', row.merchant_reference, now);
      settled++;
    } catch (err) {
      log('warn', 'settling an ended Klarna page failed', {
        error: err instanceof PaymentProviderError ? String(err.problem) : 'error',
      });
      await db.execute(sql`update payments set updated_at = now() where id = ${row.id}`);
    }
  }
  return settled;
}

/**
 * Settles the payments whose shopper left the provider's page and never came back, once the page
 * has ended: Adyen's without a call, Klarna's with Klarna's word. The number settled.
 */
export async function expireAbandonedPayments(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  now: Date,
): Promise<number> {
  return (await expireAdyenSessions(db, now)) + (await settleKlarnaPages(db, services, now));
}

/**
 * The payments' share of housekeeping (every process, now and then): the providers' calls no
 * process worked through yet (one that stopped after answering them), reports that never found
 * their payment given up after WAITING_GIVE_UP_DAYS, and the pages left unpaid settled.
 */
export async function paymentHousekeeping(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  now: Date,
): Promise<void> {
  await processPaymentNotifications(db, services, settleNotifiedPayment);
  await pruneWaitingNotifications(db, now);
  await expireAbandonedPayments(db, services, now);
}
