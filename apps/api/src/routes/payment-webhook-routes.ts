import { Hono } from 'hono';
import type { ApiEnv } from '../api-env';
import { DomainError } from '../errors';
import { log } from '../http/log';
import {
  AdyenNotificationSchema,
  adyenItemSigned,
  adyenReportOf,
  type AdyenReport,
} from '../payments/adyen-notifications';
import { recordPaymentReports } from '../payments/record-payment-reports';
import { bodyOf } from '../validate';

/**
 * POST /api/payments/{provider}/webhook: a payment provider's reports (decision 026). Not an
 * operation of the contract (it takes the provider's JSON, not the shop's) and without locale and
 * sid (the provider calls one URL for every storefront): app.ts mounts it before the /api
 * middleware that asks for them. A provider that is not configured is not found; a body that is
 * not the provider's shape is a 400 naming the fields; one whose signature does not hold is a 401
 * and changes nothing; otherwise each report is counted once and the provider gets the answer its
 * documentation asks for.
 */
export const paymentWebhookRoutes = new Hono<ApiEnv>();

paymentWebhookRoutes.post('/api/payments/:provider/webhook', async (c) => {
  const provider = c.req.param('provider');
  const hmacKey = c.get('services').adyenHmacKey;
  if (provider !== 'adyen' || hmacKey === undefined)
    throw new DomainError('not_found', `No payment provider ${provider.slice(0, 40)} here`);
  const body = await bodyOf(c, AdyenNotificationSchema);
  const items = body.notificationItems.map((entry) => entry.NotificationRequestItem);
  const signed = await Promise.all(items.map((item) => adyenItemSigned(item, hmacKey)));
  if (signed.includes(false))
    throw new DomainError('unauthorized', 'A notification item is not signed with the shop’s key');
  const reports = items.map(adyenReportOf).filter((report): report is AdyenReport => !!report);
  const recorded = await recordPaymentReports(c.get('database').db, 'adyen', reports);
  log('info', 'payment reports', { provider, items: items.length, ...recorded });
  // Adyen's documentation: acknowledge with this body, or it sends the items again.
  return c.text('[accepted]');
});
