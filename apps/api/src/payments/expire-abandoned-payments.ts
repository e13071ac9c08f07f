import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { orders, payments } from '../platform/db/schema';
import { log } from '../platform/telemetry/log';
import type { PaymentServices } from './payment-services';
import { PaymentProviderError, type HostedPaymentGateway } from './hosted-payment';
import { processPaymentNotifications, pruneWaitingNotifications } from './payment-notifications';
import { settleAbandonedPayment, settleNotifiedPayment } from './payment-return';
import { storedPayments, type StoredPayment } from './stored-payment';

/**
 * The gateway's payments still unsettled whose pending order's page ended before `now` (its kept
 * end, else the provider's page life after the order) by more than the provider's margin
 * (HostedPaymentGateway.abandonAfter); the ones asked about longest ago first, so a payment the
 * provider cannot answer about does not hold up the others.
 */
function abandonedPayments(
  db: Db,
  gateway: HostedPaymentGateway,
  now: Date,
): Promise<StoredPayment[]> {
  const { pageMinutes, marginMinutes, perPass } = gateway.abandonAfter;
  return storedPayments(
    db,
    and(
      eq(payments.provider, gateway.provider),
      inArray(payments.state, ['pending', 'failed']),
      eq(orders.status, 'pending'),
      sql`coalesce(${payments.sessionExpiresAt}, ${orders.createdAt} + make_interval(mins => ${pageMinutes}))
          < ${now.toISOString()}::timestamptz - make_interval(mins => ${marginMinutes})`,
    ),
  )
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(perPass);
}

/**
 * One provider's pages left unpaid: each payment settled with the provider's final word, one
 * transaction each (a pass holds each order's and its products' locks briefly). A payment the
 * provider cannot answer about now is asked again in a later pass, after the others.
 */
async function expireAtProvider(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway'>,
  gateway: HostedPaymentGateway,
  now: Date,
): Promise<number> {
  let settled = 0;
  for (const payment of await abandonedPayments(db, gateway, now)) {
    try {
      if (await settleAbandonedPayment(db, services, payment, now)) settled++;
    } catch (err) {
      log('warn', 'settling an ended payment page failed', {
        provider: gateway.provider,
        error: err instanceof PaymentProviderError ? String(err.problem) : 'error',
      });
      await db
        .update(payments)
        .set({ updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    }
  }
  return settled;
}

/**
 * Settles the payments whose shopper left the provider's page and never came back, once the page
 * has ended, at every configured provider (its gateway's `abandonAfter` and `expire`): Adyen's
 * without a call, Klarna's with Klarna's word. The number settled.
 */
export async function expireAbandonedPayments(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway' | 'paymentGateways'>,
  now: Date,
): Promise<number> {
  let settled = 0;
  for (const gateway of services.paymentGateways)
    settled += await expireAtProvider(db, services, gateway, now);
  return settled;
}

/**
 * The payments' share of housekeeping (every process, now and then): the providers' calls no
 * process worked through yet (one that stopped after answering them), reports that never found
 * their payment given up after WAITING_GIVE_UP_DAYS, and the pages left unpaid settled.
 */
export async function paymentHousekeeping(
  db: Db,
  services: Pick<PaymentServices, 'paymentGateway' | 'paymentGateways'>,
  now: Date,
): Promise<void> {
  await processPaymentNotifications(db, services, settleNotifiedPayment);
  await pruneWaitingNotifications(db, now);
  await expireAbandonedPayments(db, services, now);
}
