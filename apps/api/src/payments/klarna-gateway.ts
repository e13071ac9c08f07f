import { createHmac, timingSafeEqual } from 'node:crypto';
import { STOREFRONTS, vatInAmount, type LocaleCode } from '@nordshop/locale-config';
import * as z from 'zod';
import {
  PaymentProviderError,
  type HostedOutcome,
  type HostedPayment,
  type HostedPaymentGateway,
  type HostedPaymentLine,
  type HostedPaymentRequest,
} from './hosted-payment';
import { callKlarna, headerOf, parsed, type KlarnaSettings } from './klarna-http';
import { KLARNA_METHODS, klarnaMethods, type KlarnaMethod } from './klarna-methods';

export type { KlarnaSettings } from './klarna-http';
export { KLARNA_METHODS, klarnaMethods } from './klarna-methods';
export type { KlarnaCategory, KlarnaMethod } from './klarna-methods';

// Klarna Payments shown on Klarna's Hosted Payment Page (HPP): a KP session holds the order, an
// HPP session hosts it, the shopper authorizes on Klarna's page, and the shop places the order
// with the authorization token; Order Management captures, cancels and refunds. Klarna has no
// official Node library, so this is fetch and zod.

/** POST /payments/v1/sessions: the KP session (Klarna sends more). */
const KpSessionAnswerSchema = z.object({
  session_id: z.string().min(1),
  client_token: z.string(),
  payment_method_categories: z.array(z.object({ identifier: z.string(), name: z.string() })),
});

/** POST /hpp/v1/sessions: the HPP session and the page the shopper goes to. */
const HppSessionAnswerSchema = z.object({
  session_id: z.string().min(1),
  redirect_url: z.url(),
});

/** The states of an HPP session (Klarna's HPP session lifecycle). */
const HPP_STATUSES = [
  'WAITING',
  'BACK',
  'IN_PROGRESS',
  'MANUAL_ID_CHECK',
  'COMPLETED',
  'CANCELLED',
  'FAILED',
  'DISABLED',
  'ERROR',
] as const;

/** GET /hpp/v1/sessions/{id}: its status, and the authorization token once COMPLETED. */
const HppStatusAnswerSchema = z.object({
  status: z.enum(HPP_STATUSES),
  authorization_token: z.string().min(1).optional(),
});

/** POST /payments/v1/authorizations/{token}/order: the order placed. */
const KpOrderAnswerSchema = z.object({
  order_id: z.string().min(1),
  fraud_status: z.enum(['ACCEPTED', 'PENDING', 'REJECTED']),
});

/** The HPP statuses the shopper may still act on: the payment is not decided yet. */
const OPEN_STATUSES: ReadonlySet<string> = new Set([
  'WAITING',
  'BACK',
  'IN_PROGRESS',
  'MANUAL_ID_CHECK',
]);

/** A shop line as a Klarna order line (minor units incl. VAT, tax rate in basis points). */
function orderLineOf(line: HostedPaymentLine) {
  return {
    type: line.kind,
    reference: line.reference,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    tax_rate: line.taxRate,
    total_amount: line.totalAmount,
    total_discount_amount: line.totalDiscount,
    total_tax_amount: line.totalTax,
  };
}

/** The storefront's purchase country, currency and Klarna locale. */
function purchaseOf(locale: LocaleCode) {
  const storefront = STOREFRONTS[locale];
  return {
    purchase_country: storefront.countryCode,
    purchase_currency: storefront.currency,
    locale: storefront.iso,
  };
}

/** The method of `request`, which must be one of {@link KLARNA_METHODS} for its customer type. */
function methodOf(request: HostedPaymentRequest): KlarnaMethod {
  const method = KLARNA_METHODS.find((m) => m.id === request.methodId);
  if (!method || method.customerType !== request.customerType)
    throw new Error(`${request.methodId} is not a Klarna method for ${request.customerType}`);
  return method;
}

/** The body of POST /payments/v1/sessions: the order, its lines and the customer. */
function klarnaSessionBody(request: HostedPaymentRequest) {
  const company = request.customerType === 'company';
  return {
    acquiring_channel: 'ECOMMERCE',
    intent: 'buy',
    ...purchaseOf(request.locale),
    order_amount: request.amount,
    order_tax_amount: request.vatTotal,
    order_lines: request.lines.map(orderLineOf),
    merchant_reference1: request.merchantReference,
    billing_address: {
      email: request.email,
      ...(company && request.companyName ? { organization_name: request.companyName } : {}),
    },
    customer: company
      ? {
          type: 'organization',
          ...(request.orgNumber ? { organization_registration_id: request.orgNumber } : {}),
        }
      : { type: 'person' },
  };
}

/**
 * The body of POST /payments/v1/authorizations/{token}/order from what the shop stored of the
 * payment: the lines the session was opened with (their tax added up), or, for a payment stored
 * without them, its total as one line taxed at the storefront's standard rate.
 */
function klarnaOrderBody(payment: HostedPayment) {
  const rate = STOREFRONTS[payment.locale].standardVatRate;
  const lines: readonly HostedPaymentLine[] =
    payment.lines.length > 0
      ? payment.lines
      : [
          {
            reference: payment.merchantReference,
            name: `Order ${payment.merchantReference}`,
            kind: 'physical',
            quantity: 1,
            unitPrice: payment.amount,
            taxRate: Math.round(rate * 100),
            totalAmount: payment.amount,
            totalDiscount: 0,
            totalTax: vatInAmount(payment.amount, rate),
          },
        ];
  return {
    ...purchaseOf(payment.locale),
    order_amount: payment.amount,
    order_tax_amount: lines.reduce((sum, line) => sum + line.totalTax, 0),
    order_lines: lines.map(orderLineOf),
    merchant_reference1: payment.merchantReference,
  };
}

/** Places the order of a COMPLETED session; a 4xx other than credentials is a refusal. */
async function placeOrder(
  settings: KlarnaSettings,
  payment: HostedPayment,
  token: string,
): Promise<HostedOutcome> {
  let body: unknown;
  try {
    ({ body } = await callKlarna(settings, {
      method: 'POST',
      path: `/payments/v1/authorizations/${encodeURIComponent(token)}/order`,
      body: klarnaOrderBody(payment),
      idempotencyKey: `auth-${payment.merchantReference}`,
      notFoundRefuses: true,
    }));
  } catch (err) {
    if (err instanceof PaymentProviderError && err.refused)
      return { type: 'refused', eventId: `klarna:hpp:${payment.sessionId}:refused` };
    throw err;
  }
  const order = parsed(KpOrderAnswerSchema, body);
  if (order.fraud_status === 'PENDING') return { type: 'pending' };
  if (order.fraud_status === 'REJECTED')
    return { type: 'refused', eventId: `klarna:order:${order.order_id}:rejected` };
  return {
    type: 'authorized',
    reference: order.order_id,
    amount: payment.amount,
    eventId: `klarna:order:${order.order_id}:authorized`,
  };
}

/** Klarna's order id of an authorized payment (a bug to ask before the authorization). */
function orderIdOf(payment: HostedPayment): string {
  if (!payment.reference)
    throw new Error(`Klarna payment ${payment.merchantReference} has no order yet`);
  return payment.reference;
}

/** The Order Management path of an order. */
const orderPath = (orderId: string) => `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}`;

/**
 * The secret of a payment's status-update URL: an HMAC of the shop's reference keyed with the API
 * password, which only the shop and Klarna know, so every process of the shop can check it and a
 * forged call cannot make one.
 */
function callbackSecret(settings: KlarnaSettings, merchantReference: string): string {
  return createHmac('sha256', settings.password).update(merchantReference).digest('base64url');
}

/**
 * Klarna Payments on Klarna's Hosted Payment Page. `startSession` opens a KP session with the
 * order's lines and an HPP session for the method's category (the shopper comes back to
 * `returnUrl`, with `&authorization_token=` on success); `sessionResult` reads the HPP session
 * and places the order with its token (idempotent per payment); Order Management captures,
 * cancels and refunds; Klarna's status updates come to `notificationUrl` with a secret of the
 * payment's (notificationSigned). Every failure is a {@link PaymentProviderError}; nothing is logged.
 */
export function klarnaGateway(settings: KlarnaSettings): HostedPaymentGateway {
  return {
    provider: 'klarna',
    methods: klarnaMethods,
    startSession: async (request) => {
      const method = methodOf(request);
      const kp = await callKlarna(settings, {
        method: 'POST',
        path: '/payments/v1/sessions',
        body: klarnaSessionBody(request),
        idempotencyKey: request.idempotencyKey,
      });
      const kpSession = parsed(KpSessionAnswerSchema, kp.body);
      const back = request.returnUrl;
      const hpp = await callKlarna(settings, {
        method: 'POST',
        path: '/hpp/v1/sessions',
        body: {
          payment_session_url: `${settings.apiUrl}/payments/v1/sessions/${kpSession.session_id}`,
          merchant_urls: {
            success: `${back}&authorization_token={{authorization_token}}`,
            cancel: back,
            back,
            failure: back,
            error: back,
            // Klarna calls it on every change of the page's status, also when the shopper never
            // comes back; the secret in it proves the call is Klarna's (it has the URL from us).
            status_update: `${request.notificationUrl}&secret=${callbackSecret(settings, request.merchantReference)}`,
          },
          options: { payment_method_categories: [method.category], place_order_mode: 'NONE' },
        },
      });
      const hppSession = parsed(HppSessionAnswerSchema, hpp.body);
      return { sessionId: hppSession.session_id, redirectUrl: hppSession.redirect_url };
    },
    sessionResult: async (payment, _returned) => {
      const { body } = await callKlarna(settings, {
        method: 'GET',
        path: `/hpp/v1/sessions/${encodeURIComponent(payment.sessionId)}`,
      });
      const session = parsed(HppStatusAnswerSchema, body);
      if (OPEN_STATUSES.has(session.status)) return { type: 'pending' };
      if (session.status !== 'COMPLETED')
        return {
          type: 'refused',
          eventId: `klarna:hpp:${payment.sessionId}:${session.status.toLowerCase()}`,
        };
      if (!session.authorization_token) throw new PaymentProviderError('klarna', 'malformed');
      return placeOrder(settings, payment, session.authorization_token);
    },
    capture: async (payment, amount) => {
      const { headers } = await callKlarna(settings, {
        method: 'POST',
        path: `${orderPath(orderIdOf(payment))}/captures`,
        body: { captured_amount: amount, description: `Order ${payment.merchantReference}` },
        idempotencyKey: `capture-${payment.merchantReference}-${amount}`,
      });
      return { eventId: `klarna:capture:${headerOf(headers, 'capture-id')}`, done: true };
    },
    notificationSigned: (merchantReference, proof) => {
      const expected = Buffer.from(callbackSecret(settings, merchantReference));
      const given = Buffer.from(proof);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    closeSession: async (payment) => {
      await callKlarna(settings, {
        method: 'DELETE',
        path: `/hpp/v1/sessions/${encodeURIComponent(payment.sessionId)}`,
      });
    },
    cancel: async (payment) => {
      const orderId = orderIdOf(payment);
      await callKlarna(settings, {
        method: 'POST',
        path: `${orderPath(orderId)}/cancel`,
        idempotencyKey: `cancel-${payment.merchantReference}`,
      });
      return { eventId: `klarna:cancel:${orderId}`, done: true };
    },
    refund: async (payment, amount, refundId) => {
      const { headers } = await callKlarna(settings, {
        method: 'POST',
        path: `${orderPath(orderIdOf(payment))}/refunds`,
        body: { refunded_amount: amount, description: `Order ${payment.merchantReference}` },
        idempotencyKey: `refund-${payment.merchantReference}-${refundId}`,
      });
      return { eventId: `klarna:refund:${headerOf(headers, 'refund-id')}`, done: true };
    },
  };
}
