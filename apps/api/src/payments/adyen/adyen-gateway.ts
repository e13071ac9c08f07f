// Plain fetch and zod, not the official @adyen/api-library: the library's HTTP client only speaks
// https to Adyen's own hosts at a Checkout API version it fixes itself (v72), so it cannot be pointed
// at the configured checkout URL (v71) or a local test double, and its timeout is a socket-idle one
// rather than a deadline for the whole answer.
import { STOREFRONTS } from '@nordshop/locale-config';
import * as z from 'zod';
import { adyenCall, type AdyenHttpSettings } from './adyen-http';
import { adyenWebhook, type AdyenWebhookSettings } from './adyen-webhook';
import {
  ADYEN_METHODS,
  ADYEN_ONE_PHASE_METHODS,
  ADYEN_PAYMENT_TYPES,
  ADYEN_SHOPPER_LOCALES,
  adyenCapturesOnAuthorization,
  adyenLineItems,
  adyenMethods,
  type AdyenCaptureMode,
  type AdyenMethodId,
} from './adyen-methods';
import {
  PaymentProviderError,
  type HostedAbandonment,
  type HostedModification,
  type HostedOutcome,
  type HostedPayment,
  type HostedPaymentGateway,
  type HostedPaymentRequest,
  dateOrNull,
  retryKey,
} from '../hosted-payment';

export {
  ADYEN_METHODS,
  ADYEN_PAYMENT_TYPES,
  adyenLineItems,
  adyenMethods,
  type AdyenCaptureMode,
  type AdyenLineItem,
  type AdyenMethodId,
  type AdyenMethodRow,
} from './adyen-methods';

/**
 * What the Adyen adapter needs (ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_HMAC_KEY,
 * ADYEN_CHECKOUT_URL, ADYEN_CAPTURE, PAYMENT_TIMEOUT_MS).
 */
export interface AdyenGatewaySettings extends AdyenHttpSettings, AdyenWebhookSettings {
  /** How the account captures methods that can be captured separately; default `automatic`, Adyen's own. */
  readonly capture?: AdyenCaptureMode;
}

/** An Adyen session's life when the shop did not keep its `expiresAt` (Adyen's default: one hour). */
export const ADYEN_SESSION_MINUTES = 60;

/**
 * How long after its page's end an unpaid Adyen payment is given its final refusal: a payment
 * finishing as the session ended may still have its webhook on the way.
 */
export const ADYEN_WEBHOOK_MARGIN_MINUTES = 60;

/**
 * When Adyen's unpaid pages are settled: an hour after their session ended. Adyen is not asked
 * (its sessions end by themselves, and not every method sends `OFFER_CLOSED`), so a pass may take
 * many.
 */
const ADYEN_ABANDONMENT: HostedAbandonment = {
  pageMinutes: ADYEN_SESSION_MINUTES,
  marginMinutes: ADYEN_WEBHOOK_MARGIN_MINUTES,
  perPass: 50,
};

const AmountSchema = z.object({
  value: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** The fields the shop reads of POST /sessions' answer; Adyen sends more (sessionData, amount...). */
export const AdyenSessionAnswerSchema = z.object({
  id: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }),
  expiresAt: z.string().min(1),
});

/** The answer of GET /sessions/{sessionId}?sessionResult=...: the session's status and its payments. */
export const AdyenSessionResultSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['active', 'canceled', 'completed', 'expired', 'paymentPending', 'refused']),
  reference: z.string().optional(),
  payments: z
    .array(
      // Adyen's model types a payment's amount `Amount | null` (the official library's Payment).
      z.object({
        pspReference: z.string().min(1),
        resultCode: z.string(),
        amount: AmountSchema.nullish(),
      }),
    )
    .optional(),
});
export type AdyenSessionResult = z.infer<typeof AdyenSessionResultSchema>;

/** The answer of POST /payments/{pspReference}/captures, /cancels and /refunds (201). */
export const AdyenModificationAnswerSchema = z.object({
  pspReference: z.string().min(1),
  paymentPspReference: z.string().min(1),
  status: z.literal('received'),
});

/**
 * What a session's result means for the shop: an authorised payment (its report id the one of
 * Adyen's AUTHORISATION webhook), still pending, or ended without one. A completed session whose
 * payment is not (yet) Authorised, or names no amount, stays pending: its webhook settles it.
 */
export function adyenOutcomeOf(result: AdyenSessionResult): HostedOutcome {
  switch (result.status) {
    case 'completed': {
      const authorised = result.payments?.find((p) => p.resultCode === 'Authorised');
      if (!authorised?.amount) return { type: 'pending' };
      return {
        type: 'authorized',
        reference: authorised.pspReference,
        amount: authorised.amount.value,
        currency: authorised.amount.currency,
        eventId: `AUTHORISATION:${authorised.pspReference}:true`,
      };
    }
    case 'active':
    case 'paymentPending':
      return { type: 'pending' };
    default:
      return { type: 'refused', eventId: `SESSION:${result.id}:${result.status}` };
  }
}

/** The pspReference of an authorised payment, which every modification names. */
function authorisedReference(payment: HostedPayment): string {
  if (!payment.reference)
    throw new Error(`Adyen payment ${payment.merchantReference} has no pspReference`);
  return payment.reference;
}

/** The Adyen method id of a request, if the storefront offers it. */
function methodOf(request: HostedPaymentRequest): AdyenMethodId {
  const row = ADYEN_METHODS[request.locale].find((method) => method.id === request.methodId);
  if (!row) throw new Error(`Adyen offers no ${request.methodId} on ${request.locale}`);
  return row.id;
}

/**
 * The body of POST /sessions for the hosted page of one method. With manual capture, a method
 * that can be captured separately asks for it on the payment itself (`additionalData.manualCapture`,
 * Adyen's transaction-level manual capture), so the shop is right whatever the account's default.
 */
export function adyenSessionBody(
  merchantAccount: string,
  request: HostedPaymentRequest,
  capture: AdyenCaptureMode = 'automatic',
) {
  const method = methodOf(request);
  const manual = capture === 'manual' && !ADYEN_ONE_PHASE_METHODS.has(method);
  return {
    merchantAccount,
    amount: { value: request.amount, currency: request.currency },
    reference: request.merchantReference,
    returnUrl: request.returnUrl,
    mode: 'hosted',
    countryCode: STOREFRONTS[request.locale].countryCode,
    shopperLocale: ADYEN_SHOPPER_LOCALES[request.locale],
    shopperEmail: request.email,
    allowedPaymentMethods: [ADYEN_PAYMENT_TYPES[method]],
    lineItems: adyenLineItems(request.lines),
    ...(manual ? { additionalData: { manualCapture: 'true' } } : {}),
  };
}

/**
 * Adyen's Hosted Checkout (Checkout API v71): the shop opens a session with `mode: 'hosted'` and
 * sends the shopper to Adyen's page, so card data never reaches the shop; back on the return URL,
 * it asks Adyen (server to server) how the session ended. Captures, cancellations and refunds are
 * asynchronous at Adyen: each answers the id of the report its later webhook item gives.
 */
export function adyenGateway(settings: AdyenGatewaySettings): HostedPaymentGateway {
  const capture = settings.capture ?? 'automatic';
  const modify = async (
    payment: HostedPayment,
    kind: 'captures' | 'cancels' | 'refunds',
    body: Record<string, unknown>,
    idempotencyKey: string,
  ): Promise<string> => {
    const reference = authorisedReference(payment);
    const answer = await adyenCall(
      settings,
      {
        method: 'POST',
        path: `/payments/${encodeURIComponent(reference)}/${kind}`,
        body: {
          merchantAccount: settings.merchantAccount,
          reference: payment.merchantReference,
          ...body,
        },
        idempotencyKey,
      },
      AdyenModificationAnswerSchema,
    );
    if (answer.paymentPspReference !== reference)
      throw new PaymentProviderError('adyen', 'malformed');
    return answer.pspReference;
  };
  const amountOf = (payment: HostedPayment, value: number) => ({
    amount: { value, currency: payment.currency },
  });

  return {
    provider: 'adyen',
    referencePrefix: 'ADY',
    methods: adyenMethods,
    capturesOnAuthorization: (methodId) => adyenCapturesOnAuthorization(capture, methodId),
    startSession: async (request) => {
      const answer = await adyenCall(
        settings,
        {
          method: 'POST',
          path: '/sessions',
          body: adyenSessionBody(settings.merchantAccount, request, capture),
          idempotencyKey: request.idempotencyKey,
        },
        AdyenSessionAnswerSchema,
      );
      return {
        sessionId: answer.id,
        redirectUrl: answer.url,
        sessionUrl: null,
        expiresAt: dateOrNull(answer.expiresAt),
      };
    },
    sessionResult: async (payment, { sessionResult }) => {
      if (!sessionResult) return { type: 'pending' };
      const query = new URLSearchParams({ sessionResult });
      const result = await adyenCall(
        settings,
        {
          method: 'GET',
          path: `/sessions/${encodeURIComponent(payment.sessionId)}?${query.toString()}`,
        },
        AdyenSessionResultSchema,
      );
      if (result.id !== payment.sessionId) throw new PaymentProviderError('adyen', 'malformed');
      if (result.reference !== undefined && result.reference !== payment.merchantReference)
        throw new PaymentProviderError('adyen', 'malformed');
      return adyenOutcomeOf(result);
    },
    capture: async (payment, amount) => {
      const key = retryKey(
        `capture-${payment.merchantReference}-${amount}`,
        payment.retries.capture,
      );
      const psp = await modify(payment, 'captures', amountOf(payment, amount), key);
      return { eventId: `CAPTURE:${psp}:true`, done: false } satisfies HostedModification;
    },
    cancel: async (payment) => {
      const key = retryKey(`cancel-${payment.merchantReference}`, payment.retries.cancel);
      const psp = await modify(payment, 'cancels', {}, key);
      return { eventId: `CANCELLATION:${psp}:true`, done: false };
    },
    refund: async (payment, amount, refundId) => {
      const key = retryKey(
        `refund-${payment.merchantReference}-${refundId}`,
        payment.retries.refund,
      );
      const psp = await modify(payment, 'refunds', amountOf(payment, amount), key);
      return { eventId: `REFUND:${psp}:true`, done: false };
    },
    webhook: (call) => adyenWebhook(settings, call),
    abandonAfter: ADYEN_ABANDONMENT,
    // The final refusal of a session that is over, without a call to Adyen: a payment Adyen
    // authorized is never pending by then (its webhook or the shopper's return counted it). The
    // report's id makes another process's pass over the same payment count nothing.
    expire: (payment) =>
      Promise.resolve({ type: 'refused', eventId: `SESSION:${payment.sessionId}:expired` }),
  };
}
