import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type { PaymentEnv } from './payment-services';
import { DomainError } from '../platform/http/errors';
import type { HostedNotice } from './hosted-payment';
import {
  processNotificationsSoon,
  storeNotifications,
  type PaymentNotification,
} from './payment-notifications';
import { settleNotifiedPayment } from './payment-return';
import { jsonBodyOf, queryOf } from '../platform/http/validate';

/**
 * POST /api/payments/{provider}/webhook: a payment provider's calls (decision 026), read by the
 * provider's own gateway (HostedPaymentGateway.webhook). Not an operation of the contract (it takes
 * the provider's JSON, not the shop's) and without locale and sid (the provider calls one URL for
 * every storefront): app.ts mounts it before the /api middleware that asks for them. A provider
 * that is not configured is not found; a call not of the provider's shape is a 400 naming the
 * fields; one that does not prove to be the provider's is a 401 and changes nothing. Otherwise what
 * it tells is stored and answered at once, as the providers ask (Adyen: acknowledge before
 * applying business logic; Klarna: an answer within three seconds), and worked through afterwards
 * (payments/payment-notifications.ts).
 */
export const paymentWebhookRoutes = new Hono<PaymentEnv>();

/** A notice as it is kept until it is worked through: a report once by its id, a settle call each time. */
function notificationOf(notice: HostedNotice): PaymentNotification {
  if (notice.type === 'settle')
    return {
      kind: 'settle',
      key: `settle:${notice.merchantReference}:${randomUUID()}`,
      merchantReference: notice.merchantReference,
    };
  const { report } = notice;
  return {
    kind: 'report',
    key: report.event.id,
    reference: report.reference,
    merchantReference: report.merchantReference ?? null,
    body: report,
  };
}

paymentWebhookRoutes.post('/api/payments/:provider/webhook', async (c) => {
  const provider = c.req.param('provider');
  const services = c.get('services');
  const gateway = services.paymentGateway(provider);
  if (!gateway)
    throw new DomainError('not_found', `No payment provider ${provider.slice(0, 40)} here`);
  const answer = await gateway.webhook({ query: queryOf(c), json: () => jsonBodyOf(c) });
  if (answer.type === 'invalid')
    throw new DomainError('invalid_data', answer.message, { ...answer.fields });
  if (answer.type === 'unauthorized') throw new DomainError('unauthorized', answer.message);
  const { db } = c.get('database');
  await storeNotifications(db, gateway.provider, answer.notices.map(notificationOf));
  void processNotificationsSoon(db, services, settleNotifiedPayment);
  return c.text(answer.reply);
});
