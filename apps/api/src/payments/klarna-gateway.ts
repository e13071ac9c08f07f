import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import {
  dateOrNull,
  retryKey,
  type HostedPayment,
  type HostedPaymentGateway,
  type HostedPaymentRequest,
} from './hosted-payment';
import { callKlarna, headerOf, parsed, type KlarnaSettings } from './klarna-http';
import { KLARNA_METHODS, klarnaMethods, type KlarnaMethod } from './klarna-methods';
import { hppSessionPath, klarnaSessionResult, orderPath } from './klarna-orders';
import { hppSessionBody, klarnaSessionBody } from './klarna-session';

export type { KlarnaSettings } from './klarna-http';
export { HPP_CATEGORIES, KLARNA_METHODS, klarnaMethods } from './klarna-methods';
export type { KlarnaCategory, KlarnaMethod } from './klarna-methods';

// Klarna Payments shown on Klarna's Hosted Payment Page (HPP): a KP session holds the order, an
// HPP session hosts it, the shopper authorizes on Klarna's page, and the shop places the order
// with the authorization token; Order Management captures, cancels and refunds. Klarna has no
// official Node library, so this is fetch and zod.

/** POST /payments/v1/sessions: the KP session and the categories Klarna offers for it. */
export const KpSessionAnswerSchema = z.object({
  session_id: z.string().min(1),
  client_token: z.string(),
  payment_method_categories: z.array(z.object({ identifier: z.string(), name: z.string() })),
});

/** POST /hpp/v1/sessions (201): the HPP session, the page, its own URL and its end. */
export const HppSessionAnswerSchema = z.object({
  session_id: z.string().min(1),
  redirect_url: z.url(),
  session_url: z.url().optional(),
  expires_at: z.string().optional(),
});

/** The method of `request`, which must be one of {@link KLARNA_METHODS} for its customer type. */
function methodOf(request: HostedPaymentRequest): KlarnaMethod {
  const method = KLARNA_METHODS.find((m) => m.id === request.methodId);
  if (!method || method.customerType !== request.customerType)
    throw new Error(`${request.methodId} is not a Klarna method for ${request.customerType}`);
  return method;
}

/** Klarna's order id of an authorized payment (a bug to ask before the authorization). */
function orderIdOf(payment: HostedPayment): string {
  if (!payment.reference)
    throw new Error(`Klarna payment ${payment.merchantReference} has no order yet`);
  return payment.reference;
}

/**
 * The secret of a payment's status-update URL: an HMAC of the shop's reference keyed with the API
 * password, which only the shop and Klarna know, so every process of the shop can check it and a
 * forged call cannot make one.
 */
function callbackSecret(settings: KlarnaSettings, merchantReference: string): string {
  return createHmac('sha256', settings.password).update(merchantReference).digest('base64url');
}

/**
 * A URL Klarna answered, kept as it is when it is on Klarna's API origin (the shop sends its
 * credentials there); null otherwise.
 */
function onApiOrigin(settings: KlarnaSettings, url: string | undefined): string | null {
  if (!url) return null;
  return new URL(url).origin === new URL(settings.apiUrl).origin ? url : null;
}

/**
 * Klarna Payments on Klarna's Hosted Payment Page. `startSession` opens a KP session with the
 * order's lines and, when Klarna offers the method's category for it, an HPP session for that
 * category; `sessionResult` reads the page and its order (klarna-orders.ts); Order Management
 * captures, cancels and refunds; Klarna's status updates and its order review notifications come
 * to `notificationUrl` with a secret of the payment's (notificationSigned). Every failure is a
 * PaymentProviderError; nothing is logged but error codes.
 */
export function klarnaGateway(settings: KlarnaSettings): HostedPaymentGateway {
  const signedUrl = (request: HostedPaymentRequest) =>
    `${request.notificationUrl}&secret=${callbackSecret(settings, request.merchantReference)}`;
  return {
    provider: 'klarna',
    methods: klarnaMethods,
    // Klarna's orders are captured through Order Management, on shipment.
    capturesOnAuthorization: () => false,
    startSession: async (request) => {
      const method = methodOf(request);
      const kp = await callKlarna(settings, {
        method: 'POST',
        path: '/payments/v1/sessions',
        body: klarnaSessionBody(request, signedUrl(request)),
      });
      const kpSession = parsed(KpSessionAnswerSchema, kp.body);
      // Klarna answers the categories it offers this order (by market, customer and amount).
      if (!kpSession.payment_method_categories.some((c) => c.identifier === method.category))
        return null;
      const hpp = await callKlarna(settings, {
        method: 'POST',
        path: '/hpp/v1/sessions',
        body: hppSessionBody(
          `${settings.apiUrl}/payments/v1/sessions/${kpSession.session_id}`,
          request.returnUrl,
          signedUrl(request),
          method,
        ),
      });
      const page = parsed(HppSessionAnswerSchema, hpp.body);
      return {
        sessionId: page.session_id,
        redirectUrl: page.redirect_url,
        sessionUrl: onApiOrigin(settings, page.session_url),
        expiresAt: dateOrNull(page.expires_at),
      };
    },
    sessionResult: (payment, { now }) => klarnaSessionResult(settings, payment, now ?? new Date()),
    capture: async (payment, amount) => {
      const { headers } = await callKlarna(settings, {
        method: 'POST',
        path: `${orderPath(orderIdOf(payment))}/captures`,
        body: { captured_amount: amount, description: `Order ${payment.merchantReference}` },
        idempotencyKey: retryKey(
          `capture-${payment.merchantReference}-${amount}`,
          payment.retries.capture,
        ),
      });
      return { eventId: `klarna:capture:${headerOf(headers, 'capture-id')}`, done: true };
    },
    notificationSigned: (merchantReference, proof) => {
      const expected = Buffer.from(callbackSecret(settings, merchantReference));
      const given = Buffer.from(proof);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    closeSession: async (payment) => {
      await callKlarna(settings, { method: 'DELETE', path: hppSessionPath(payment) });
    },
    cancel: async (payment) => {
      const orderId = orderIdOf(payment);
      await callKlarna(settings, {
        method: 'POST',
        path: `${orderPath(orderId)}/cancel`,
        idempotencyKey: retryKey(`cancel-${payment.merchantReference}`, payment.retries.cancel),
      });
      return { eventId: `klarna:cancel:${orderId}`, done: true };
    },
    refund: async (payment, amount, refundId) => {
      const { headers } = await callKlarna(settings, {
        method: 'POST',
        path: `${orderPath(orderIdOf(payment))}/refunds`,
        body: { refunded_amount: amount, description: `Order ${payment.merchantReference}` },
        idempotencyKey: retryKey(
          `refund-${payment.merchantReference}-${refundId}`,
          payment.retries.refund,
        ),
      });
      return { eventId: `klarna:refund:${headerOf(headers, 'refund-id')}`, done: true };
    },
  };
}
