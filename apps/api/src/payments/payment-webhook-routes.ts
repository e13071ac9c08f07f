import {
  fieldsOf,
  PAYMENT_RETURN_PARAM,
  PaymentReferenceSchema,
  storableText,
} from '@nordshop/api-contract';
import { Hono, type Context } from 'hono';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { PaymentEnv } from './payment-services';
import { DomainError } from '../platform/http/errors';
import { log } from '../platform/telemetry/log';
import {
  AdyenNotificationSchema,
  adyenHmacKeys,
  adyenItemSigned,
  adyenReportOf,
} from './adyen-notifications';
import type { HostedPaymentGateway } from './hosted-payment';
import {
  processNotificationsSoon,
  storeNotifications,
  type PaymentNotification,
} from './payment-notifications';
import { settleNotifiedPayment } from './payment-return';
import { bodyOf, queryOf } from '../platform/http/validate';

/**
 * POST /api/payments/{provider}/webhook: a payment provider's reports (decision 026). Not an
 * operation of the contract (it takes the provider's JSON, not the shop's) and without locale and
 * sid (the provider calls one URL for every storefront): app.ts mounts it before the /api
 * middleware that asks for them. A provider that is not configured is not found; a body (Adyen) or
 * query (Klarna) not of the provider's shape is a 400 naming the fields; a signature that does not
 * hold is a 401 and changes nothing. Otherwise the call is stored and answered at once, as the
 * providers ask (Adyen: acknowledge before applying business logic; Klarna: an answer within
 * three seconds), and worked through afterwards (payments/payment-notifications.ts).
 */
export const paymentWebhookRoutes = new Hono<PaymentEnv>();

/**
 * Adyen's standard notifications: every item's HMAC checked against the configured keys (two
 * while one is rotated); items of another merchant account than the shop's are not its reports
 * and are dropped (logged); the others stored as reports, then counted once each.
 */
async function adyenWebhook(c: Context<PaymentEnv>, hmacSetting: string): Promise<Response> {
  const body = await bodyOf(c, AdyenNotificationSchema);
  const items = body.notificationItems.map((entry) => entry.NotificationRequestItem);
  const keys = adyenHmacKeys(hmacSetting);
  const signed = await Promise.all(items.map((item) => adyenItemSigned(item, keys)));
  if (signed.includes(false))
    throw new DomainError('unauthorized', 'A notification item is not signed with the shop’s key');
  const services = c.get('services');
  const account = services.paymentGateway('adyen')?.merchantAccount;
  const ours = items.filter((item) => item.merchantAccountCode === account);
  if (ours.length < items.length)
    log('warn', 'payment reports of another merchant account', {
      provider: 'adyen',
      items: items.length - ours.length,
    });
  const notifications: PaymentNotification[] = [];
  for (const item of ours) {
    const report = adyenReportOf(item);
    if (report)
      notifications.push({
        kind: 'report',
        key: report.event.id,
        reference: report.reference,
        merchantReference: report.merchantReference ?? null,
        body: report,
      });
  }
  const { db } = c.get('database');
  await storeNotifications(db, 'adyen', notifications);
  void processNotificationsSoon(db, services, settleNotifiedPayment);
  log('info', 'payment reports received', {
    provider: 'adyen',
    items: items.length,
    reports: notifications.length,
  });
  // Adyen's documentation: acknowledge with this body, or it sends the items again.
  return c.text('[accepted]');
}

/** The query of Klarna's calls: the URL the shop gave Klarna for the payment. */
const KlarnaStatusUpdateQuerySchema = z.object({
  [PAYMENT_RETURN_PARAM]: PaymentReferenceSchema,
  secret: storableText(200).min(1, { error: 'is required' }),
});

/**
 * Klarna's status update of a payment's page, or its notification of an order it reviewed: the
 * URL's secret proves it is Klarna's (401 and nothing changes otherwise); its body is not read,
 * since the payment is settled with what Klarna's API says when asked (as when the shopper comes
 * back), after Klarna has its answer.
 */
async function klarnaStatusUpdate(
  c: Context<PaymentEnv>,
  gateway: HostedPaymentGateway,
): Promise<Response> {
  const query = KlarnaStatusUpdateQuerySchema.safeParse(queryOf(c));
  if (!query.success)
    throw new DomainError('invalid_data', 'Invalid query', fieldsOf(query.error.issues));
  const reference = query.data[PAYMENT_RETURN_PARAM];
  if (!gateway.notificationSigned?.(reference, query.data.secret))
    throw new DomainError('unauthorized', 'The status update is not signed for this payment');
  const { db } = c.get('database');
  await storeNotifications(db, 'klarna', [
    { kind: 'settle', key: `settle:${reference}:${randomUUID()}`, merchantReference: reference },
  ]);
  void processNotificationsSoon(db, c.get('services'), settleNotifiedPayment);
  log('info', 'payment status update received', { provider: 'klarna' });
  return c.text('OK');
}

paymentWebhookRoutes.post('/api/payments/:provider/webhook', async (c) => {
  const provider = c.req.param('provider');
  const services = c.get('services');
  const hmacKey = services.adyenHmacKey;
  if (provider === 'adyen' && hmacKey !== undefined) return adyenWebhook(c, hmacKey);
  const klarna = services.paymentGateway('klarna');
  if (provider === 'klarna' && klarna) return klarnaStatusUpdate(c, klarna);
  throw new DomainError('not_found', `No payment provider ${provider.slice(0, 40)} here`);
});
