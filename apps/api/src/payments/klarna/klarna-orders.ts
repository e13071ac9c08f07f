import * as z from 'zod';
import { log } from '../../platform/telemetry/log';
import {
  PaymentProviderError,
  dateOrNull,
  type HostedOutcome,
  type HostedPayment,
} from '../hosted-payment';
import { callKlarna, parsed, type KlarnaSettings } from './klarna-http';
import { klarnaOrderBody } from './klarna-session';

// How the Klarna adapter learns how a hosted page ended: the HPP session's status, then the
// order. Placing the order is the one call with no idempotency at Klarna (the Payments API takes
// no key; a used authorization token answers 404, mismatching data 409), so the shop keeps the
// order's id as soon as it is answered, and after a lost answer or a retry finds the order again
// through the page (its `order_id`) and Order Management rather than placing it twice.

/** The states of an HPP session (the HPP API's SessionResponseV1). */
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

/**
 * The HPP statuses that end the page without a payment. FAILED, ERROR and BACK are not final:
 * the session "is still open for them to retry" (Klarna's tracking-session-status table); only
 * COMPLETED, CANCELLED and DISABLED are, and the page's end (`expires_at`).
 */
const ENDED_UNPAID: ReadonlySet<string> = new Set(['CANCELLED', 'DISABLED']);

/** GET /hpp/v1/sessions/{id}: its status, the token once COMPLETED, the order once placed. */
export const HppStatusAnswerSchema = z.object({
  status: z.enum(HPP_STATUSES),
  authorization_token: z.string().min(1).optional(),
  order_id: z.string().min(1).optional(),
  expires_at: z.string().optional(),
});

/** POST /payments/v1/authorizations/{token}/order: the order placed. */
export const KpOrderAnswerSchema = z.object({
  order_id: z.string().min(1),
  fraud_status: z.enum(['ACCEPTED', 'PENDING', 'REJECTED']),
});

/** GET /ordermanagement/v1/orders/{id}: the order as Order Management keeps it. */
export const OmOrderSchema = z.object({
  order_id: z.string().min(1),
  status: z.string().min(1),
  fraud_status: z.enum(['ACCEPTED', 'PENDING', 'REJECTED']),
  order_amount: z.number().int().min(0),
  purchase_currency: z.string().regex(/^[A-Z]{3}$/),
  merchant_reference1: z.string().optional(),
});

/** The page's own URL as Klarna answered it, else built from its id (payments stored before). */
export const hppSessionPath = (payment: HostedPayment) =>
  payment.sessionUrl ?? `/hpp/v1/sessions/${encodeURIComponent(payment.sessionId)}`;

/** The Order Management path of an order. */
export const orderPath = (orderId: string) =>
  `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}`;

/** What an order's review says: ACCEPTED authorized, PENDING under way, REJECTED refused. */
function outcomeOfOrder(
  payment: HostedPayment,
  order: { order_id: string; fraud_status: string; amount: number; currency: string },
): HostedOutcome {
  const reference = order.order_id;
  if (order.fraud_status === 'PENDING') return { type: 'pending', reference };
  if (order.fraud_status === 'REJECTED')
    return { type: 'refused', reference, eventId: `klarna:order:${reference}:rejected` };
  return {
    type: 'authorized',
    reference,
    amount: order.amount,
    currency: order.currency,
    eventId: `klarna:order:${reference}:authorized`,
  };
}

/**
 * An order Klarna already holds for the payment, read from Order Management: under review,
 * accepted, or rejected, cancelled or expired (refused). One that names another shop reference is
 * not this payment's (malformed).
 */
export async function readOrder(
  settings: KlarnaSettings,
  payment: HostedPayment,
  orderId: string,
): Promise<HostedOutcome> {
  const { body } = await callKlarna(settings, { method: 'GET', path: orderPath(orderId) });
  const order = parsed(OmOrderSchema, body);
  if (order.merchant_reference1 && order.merchant_reference1 !== payment.merchantReference)
    throw new PaymentProviderError('klarna', 'malformed');
  if (order.status === 'CANCELLED' || order.status === 'EXPIRED')
    return {
      type: 'refused',
      reference: order.order_id,
      eventId: `klarna:order:${order.order_id}:${order.status.toLowerCase()}`,
    };
  return outcomeOfOrder(payment, {
    ...order,
    amount: order.order_amount,
    currency: order.purchase_currency,
  });
}

/** The HPP session of a payment: its status, token, order and end. */
async function readPage(settings: KlarnaSettings, payment: HostedPayment) {
  const { body } = await callKlarna(settings, { method: 'GET', path: hppSessionPath(payment) });
  return parsed(HppStatusAnswerSchema, body);
}

/**
 * Releases an authorization no order will be placed with (DELETE
 * /payments/v1/authorizations/{token}), so the shopper's limit is not held; a failure is logged,
 * since the authorization runs out by itself too.
 */
async function releaseAuthorization(settings: KlarnaSettings, token: string): Promise<void> {
  try {
    await callKlarna(settings, {
      method: 'DELETE',
      path: `/payments/v1/authorizations/${encodeURIComponent(token)}`,
    });
  } catch (err) {
    log('warn', 'releasing a Klarna authorization failed', {
      status: err instanceof PaymentProviderError ? String(err.problem) : 'error',
    });
  }
}

/**
 * Places the order of a COMPLETED page. A 404 is no refusal (the token was used, by this shop's
 * earlier call whose answer was lost, or ran out): the order is looked for through the page, and
 * the payment stays pending while Klarna names none. A 409 (the data does not match the
 * session) or another 4xx with an error code will not be placed by asking again: the page ends
 * refused, the authorization released, the code logged. Outages are thrown, to be asked again.
 */
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
    }));
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || typeof err.problem !== 'number') throw err;
    if (err.problem === 404) {
      const again = await readPage(settings, payment);
      if (again.order_id) return readOrder(settings, payment, again.order_id);
      log('warn', 'Klarna knows the authorization no more and names no order', {
        provider: 'klarna',
        ...(err.code ? { code: err.code } : {}),
      });
      return { type: 'pending' };
    }
    if (err.problem >= 500 || [401, 408, 429].includes(err.problem)) throw err;
    log('warn', 'Klarna will not place the order', {
      provider: 'klarna',
      status: err.problem,
      ...(err.code ? { code: err.code } : {}),
    });
    await releaseAuthorization(settings, token);
    return { type: 'refused', eventId: `klarna:hpp:${payment.sessionId}:unplaceable` };
  }
  const order = parsed(KpOrderAnswerSchema, body);
  return outcomeOfOrder(payment, { ...order, amount: payment.amount, currency: payment.currency });
}

/**
 * How a payment's page ended, by Klarna's word: an order the shop already names is read from
 * Order Management; a COMPLETED page's order is read when the page names one (placed before),
 * else placed; CANCELLED and DISABLED, and a page past its `expires_at`, end it refused; every
 * other status (FAILED and ERROR included: the shopper may try again) leaves it pending.
 */
export async function klarnaSessionResult(
  settings: KlarnaSettings,
  payment: HostedPayment,
  now: Date,
): Promise<HostedOutcome> {
  if (payment.reference) return readOrder(settings, payment, payment.reference);
  const page = await readPage(settings, payment);
  if (page.status === 'COMPLETED') {
    if (page.order_id) return readOrder(settings, payment, page.order_id);
    if (!page.authorization_token) throw new PaymentProviderError('klarna', 'malformed');
    return placeOrder(settings, payment, page.authorization_token);
  }
  const ended = `klarna:hpp:${payment.sessionId}`;
  if (ENDED_UNPAID.has(page.status))
    return { type: 'refused', eventId: `${ended}:${page.status.toLowerCase()}` };
  const expiresAt = dateOrNull(page.expires_at) ?? payment.expiresAt;
  if (expiresAt && expiresAt <= now) return { type: 'refused', eventId: `${ended}:expired` };
  return { type: 'pending' };
}
