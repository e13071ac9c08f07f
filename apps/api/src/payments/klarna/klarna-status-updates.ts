import {
  fieldsOf,
  PAYMENT_RETURN_PARAM,
  PaymentReferenceSchema,
  storableText,
} from '@nordshop/api-contract';
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { log } from '../../platform/telemetry/log';
import type { HostedWebhookAnswer, HostedWebhookCall } from '../hosted-payment';
import type { KlarnaSettings } from './klarna-http';

// Klarna's calls about a payment (the HPP's status updates, `merchant_urls.status_update`, and
// Klarna Payments' notification of an order it reviewed, `merchant_urls.notification`) come to the
// shop's notification URL with a secret of the payment's in it: Klarna's documented way to
// recognise its calls, since only Klarna has the URL.

/**
 * The secret of a payment's notification URL: an HMAC of the shop's reference keyed with the API
 * password, which only the shop and Klarna know, so every process of the shop can check it and a
 * forged call cannot make one.
 */
export function callbackSecret(settings: KlarnaSettings, merchantReference: string): string {
  return createHmac('sha256', settings.password).update(merchantReference).digest('base64url');
}

/** Whether `proof` is the secret of the payment `merchantReference`'s notification URL. */
export function notificationSigned(
  settings: KlarnaSettings,
  merchantReference: string,
  proof: string,
): boolean {
  const expected = Buffer.from(callbackSecret(settings, merchantReference));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The query of Klarna's calls: the URL the shop gave Klarna for the payment. */
const KlarnaStatusUpdateQuerySchema = z.object({
  [PAYMENT_RETURN_PARAM]: PaymentReferenceSchema,
  secret: storableText(200).min(1, { error: 'is required' }),
});

/**
 * A call of Klarna's about a payment: the URL's secret proves it is Klarna's (401 and nothing
 * changes otherwise); its body is not read, since the payment is settled with what Klarna's API
 * says when asked (as when the shopper comes back), after Klarna has its answer.
 */
export function klarnaStatusUpdate(
  settings: KlarnaSettings,
  call: HostedWebhookCall,
): HostedWebhookAnswer {
  const query = KlarnaStatusUpdateQuerySchema.safeParse(call.query);
  if (!query.success)
    return { type: 'invalid', message: 'Invalid query', fields: fieldsOf(query.error.issues) };
  const reference = query.data[PAYMENT_RETURN_PARAM];
  if (!notificationSigned(settings, reference, query.data.secret))
    return { type: 'unauthorized', message: 'The status update is not signed for this payment' };
  log('info', 'payment status update received', { provider: 'klarna' });
  return {
    type: 'accepted',
    notices: [{ type: 'settle', merchantReference: reference }],
    reply: 'OK',
  };
}
