import * as z from 'zod';
import {
  dateOrNull,
  retryKey,
  type HostedAbandonment,
  type HostedPayment,
  type HostedPaymentGateway,
  type HostedPaymentRequest,
} from '../hosted-payment';
import { callKlarna, headerOf, parsed, type KlarnaSettings } from './klarna-http';
import { KLARNA_METHODS, klarnaMethods, type KlarnaMethod } from './klarna-methods';
import { hppSessionPath, klarnaSessionResult, orderPath } from './klarna-orders';
import { hppSessionBody, klarnaSessionBody } from './klarna-session';
import { callbackSecret, klarnaStatusUpdate, notificationSigned } from './klarna-status-updates';

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
 * A URL Klarna answered, kept as it is when it is on Klarna's API origin (the shop sends its
 * credentials there); null otherwise.
 */
function onApiOrigin(settings: KlarnaSettings, url: string | undefined): string | null {
  if (!url) return null;
  return new URL(url).origin === new URL(settings.apiUrl).origin ? url : null;
}

/**
 * A Klarna page's life when the shop did not keep its `expires_at`: the HPP session ends one hour
 * before its payment session's 48 hours (docs.klarna.com hosted-payment-page create-session).
 */
export const KLARNA_PAGE_MINUTES = 47 * 60;

/**
 * When Klarna's unpaid pages are settled: once their end has passed (no status update said
 * anything final). Each is a call or two to Klarna, so a pass takes few.
 */
const KLARNA_ABANDONMENT: HostedAbandonment = {
  pageMinutes: KLARNA_PAGE_MINUTES,
  marginMinutes: 0,
  perPass: 10,
};

/**
 * The Klarna gateway, with what its tests also ask of it: whether a call to the notification URL
 * carries the payment's secret, and closing a page the shopper never finished.
 */
export interface KlarnaGateway extends HostedPaymentGateway {
  notificationSigned(merchantReference: string, proof: string): boolean;
  /** Disables the page (DELETE on the `session_url` Klarna answered), so it can no longer be paid. */
  closeSession(payment: HostedPayment): Promise<void>;
}

/**
 * Klarna Payments on Klarna's Hosted Payment Page. `startSession` opens a KP session with the
 * order's lines and, when Klarna offers the method's category for it, an HPP session for that
 * category; `sessionResult` reads the page and its order (klarna-orders.ts); Order Management
 * captures, cancels and refunds; Klarna's status updates and its order review notifications come
 * to `notificationUrl` with a secret of the payment's (klarna-status-updates.ts); a page left unpaid
 * is closed at Klarna once its end has passed and settled with what Klarna then says. Every failure
 * is a PaymentProviderError; nothing is logged but error codes.
 */
export function klarnaGateway(settings: KlarnaSettings): KlarnaGateway {
  const signedUrl = (request: HostedPaymentRequest) =>
    `${request.notificationUrl}&secret=${callbackSecret(settings, request.merchantReference)}`;
  const closeSession = async (payment: HostedPayment) => {
    await callKlarna(settings, { method: 'DELETE', path: hppSessionPath(payment) });
  };
  return {
    provider: 'klarna',
    referencePrefix: 'KLA',
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
    sessionResult: (payment) => klarnaSessionResult(settings, payment, new Date()),
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
    webhook: (call) => Promise.resolve(klarnaStatusUpdate(settings, call)),
    abandonAfter: KLARNA_ABANDONMENT,
    // Closed where Klarna still answers (a failure there is no reason not to ask), then settled
    // with what Klarna says: paid just before, or, past the page's end, over unpaid.
    expire: async (payment, now) => {
      await closeSession(payment).catch(() => undefined);
      return klarnaSessionResult(settings, payment, now);
    },
    notificationSigned: (merchantReference, proof) =>
      notificationSigned(settings, merchantReference, proof),
    closeSession,
  };
}
