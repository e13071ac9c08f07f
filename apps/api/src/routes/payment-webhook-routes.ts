import { fieldsOf, PaymentReferenceSchema, storableText } from '@nordshop/api-contract';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { ApiEnv } from '../api-env';
import { DomainError } from '../errors';
import { log } from '../http/log';
import {
  AdyenNotificationSchema,
  adyenItemSigned,
  adyenReportOf,
  type AdyenReport,
} from '../payments/adyen-notifications';
import type { HostedPaymentGateway } from '../payments/hosted-payment';
import { PAYMENT_RETURN_PARAM } from '../payments/hosted-payment-provider';
import { settleNotifiedPayment } from '../payments/payment-return';
import { recordPaymentReports } from '../payments/record-payment-reports';
import { bodyOf, queryOf } from '../validate';

/**
 * POST /api/payments/{provider}/webhook: a payment provider's reports (decision 026). Not an
 * operation of the contract (it takes the provider's JSON, not the shop's) and without locale and
 * sid (the provider calls one URL for every storefront): app.ts mounts it before the /api
 * middleware that asks for them. A provider that is not configured is not found; a body (Adyen) or
 * query (Klarna) not of the provider's shape is a 400 naming the fields; a signature that does not
 * hold is a 401 and changes nothing; otherwise each report is counted once and the provider gets
 * the answer its documentation asks for.
 */
export const paymentWebhookRoutes = new Hono<ApiEnv>();

/** Adyen's standard notifications: every item's HMAC checked, then each report counted once. */
async function adyenWebhook(c: Context<ApiEnv>, hmacKey: string): Promise<Response> {
  const body = await bodyOf(c, AdyenNotificationSchema);
  const items = body.notificationItems.map((entry) => entry.NotificationRequestItem);
  const signed = await Promise.all(items.map((item) => adyenItemSigned(item, hmacKey)));
  if (signed.includes(false))
    throw new DomainError('unauthorized', 'A notification item is not signed with the shop’s key');
  for (const item of items)
    if (item.success === 'false' && item.eventCode !== 'AUTHORISATION')
      // A capture, cancellation or refund Adyen could not carry out: staff must act on it.
      log('warn', 'payment change failed at the provider', {
        provider: 'adyen',
        event: item.eventCode,
        psp: item.originalReference ?? item.pspReference,
      });
  const reports = items.map(adyenReportOf).filter((report): report is AdyenReport => !!report);
  const recorded = await recordPaymentReports(c.get('database').db, 'adyen', reports);
  log('info', 'payment reports', { provider: 'adyen', items: items.length, ...recorded });
  // Adyen's documentation: acknowledge with this body, or it sends the items again.
  return c.text('[accepted]');
}

/** The query of Klarna's status update: the URL the shop gave Klarna for the payment. */
const KlarnaStatusUpdateQuerySchema = z.object({
  [PAYMENT_RETURN_PARAM]: PaymentReferenceSchema,
  secret: storableText(200).min(1, { error: 'is required' }),
});

/**
 * Klarna's status update of a payment's page: the URL's secret proves it is Klarna's (401 and
 * nothing changes otherwise); its body is not read, since the payment is settled with what
 * Klarna's API says when asked (as when the shopper comes back). A provider that cannot answer
 * now is a 503, which Klarna retries.
 */
async function klarnaStatusUpdate(
  c: Context<ApiEnv>,
  gateway: HostedPaymentGateway,
): Promise<Response> {
  const query = KlarnaStatusUpdateQuerySchema.safeParse(queryOf(c));
  if (!query.success)
    throw new DomainError('invalid_data', 'Invalid query', fieldsOf(query.error.issues));
  const reference = query.data[PAYMENT_RETURN_PARAM];
  if (!gateway.notificationSigned?.(reference, query.data.secret))
    throw new DomainError('unauthorized', 'The status update is not signed for this payment');
  const services = c.get('services');
  const known = await settleNotifiedPayment(c.get('database').db, services, 'klarna', reference);
  log('info', 'payment status update', { provider: 'klarna', known });
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
