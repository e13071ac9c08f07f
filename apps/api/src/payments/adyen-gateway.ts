// Plain fetch and zod, not the official @adyen/api-library: the library's HTTP client only speaks
// https to Adyen's own hosts at a Checkout API version it fixes itself (v72), so it cannot be pointed
// at the configured checkout URL (v71) or a local test double, and its timeout is a socket-idle one
// rather than a deadline for the whole answer.
import type { CustomerType, PaymentMethod } from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import * as z from 'zod';
import {
  PaymentProviderError,
  type HostedModification,
  type HostedOutcome,
  type HostedPayment,
  type HostedPaymentGateway,
  type HostedPaymentLine,
  type HostedPaymentRequest,
} from './hosted-payment';

/** What the Adyen adapter needs (ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_CHECKOUT_URL, timeout). */
export interface AdyenGatewaySettings {
  readonly apiKey: string;
  readonly merchantAccount: string;
  /** The Checkout API's base URL without a trailing slash, e.g. https://checkout-test.adyen.com/v71. */
  readonly checkoutUrl: string;
  /** The deadline of one call, answer body included, in milliseconds. */
  readonly timeoutMs: number;
}

/** The Adyen payment method `type` each of the shop's Adyen method ids asks the hosted page for. */
export const ADYEN_PAYMENT_TYPES = {
  'adyen:card': 'scheme',
  'adyen:swish': 'swish',
  'adyen:vipps': 'vipps',
  'adyen:mobilepay': 'mobilepay',
  'adyen:ideal': 'ideal',
} as const;

/** One of the shop's Adyen method ids. */
export type AdyenMethodId = keyof typeof ADYEN_PAYMENT_TYPES;

/** One row of {@link ADYEN_METHODS}: the method id, its name on the storefront, its footer badge. */
export interface AdyenMethodRow {
  readonly id: AdyenMethodId;
  readonly name: string;
  readonly badge: string;
}

const card = (name: string): AdyenMethodRow => ({ id: 'adyen:card', name, badge: 'visa' });
const mobilePay: AdyenMethodRow = { id: 'adyen:mobilepay', name: 'MobilePay', badge: 'mobilepay' };

/** The Adyen methods of each storefront, card first, then the country's wallet or bank. */
export const ADYEN_METHODS: Readonly<Record<LocaleCode, readonly AdyenMethodRow[]>> = {
  sv: [card('Kort (Visa, Mastercard)'), { id: 'adyen:swish', name: 'Swish', badge: 'swish' }],
  no: [card('Kort (Visa, Mastercard)'), { id: 'adyen:vipps', name: 'Vipps', badge: 'vipps' }],
  da: [card('Kort (Visa, Mastercard)'), mobilePay],
  fi: [card('Kortti (Visa, Mastercard)'), mobilePay],
  nl: [card('Creditcard (Visa, Mastercard)'), { id: 'adyen:ideal', name: 'iDEAL', badge: 'ideal' }],
};

/** The Adyen methods a storefront offers, as payment methods without a fee, for either customer. */
export function adyenMethods(locale: LocaleCode, customerType?: CustomerType): PaymentMethod[] {
  return ADYEN_METHODS[locale]
    .map(({ id, name, badge }): PaymentMethod => ({
      id,
      provider: 'adyen',
      name,
      fee: 0,
      customer_types: ['private', 'company'],
      badge,
    }))
    .filter((method) => !customerType || method.customer_types.includes(customerType));
}

/** A line as Adyen's `lineItems` take it: the price of one unit incl. VAT, the VAT rate in basis points. */
export interface AdyenLineItem {
  readonly id: string;
  readonly description: string;
  readonly quantity: number;
  readonly amountIncludingTax: number;
  readonly taxPercentage: number;
}

/**
 * The order's lines as Adyen's `lineItems`, adding up to the same total: a discounted line whose
 * total does not split into equal whole units is sent as one unit of its total (`3 × name`).
 */
export function adyenLineItems(lines: readonly HostedPaymentLine[]): AdyenLineItem[] {
  return lines.map((line) => {
    const even = line.totalAmount % line.quantity === 0;
    return {
      id: line.reference,
      description: even || line.quantity === 1 ? line.name : `${line.quantity} × ${line.name}`,
      quantity: even ? line.quantity : 1,
      amountIncludingTax: even ? line.totalAmount / line.quantity : line.totalAmount,
      taxPercentage: line.taxRate,
    };
  });
}

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
      z.object({ pspReference: z.string().min(1), resultCode: z.string(), amount: AmountSchema }),
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
 * payment is not (yet) Authorised stays pending: its webhook settles it.
 */
export function adyenOutcomeOf(result: AdyenSessionResult, payment: HostedPayment): HostedOutcome {
  switch (result.status) {
    case 'completed': {
      const authorised = result.payments?.find((p) => p.resultCode === 'Authorised');
      if (!authorised) return { type: 'pending' };
      if (authorised.amount.currency !== payment.currency)
        throw new PaymentProviderError('adyen', 'malformed');
      return {
        type: 'authorized',
        reference: authorised.pspReference,
        amount: authorised.amount.value,
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

/** One call to the Checkout API. */
interface AdyenCall {
  readonly method: 'GET' | 'POST';
  /** After the checkout URL, e.g. `/sessions`. */
  readonly path: string;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
}

/** The name of what fetch threw (TimeoutError, SyntaxError, TypeError...). */
const errorName = (err: unknown) => (err as { name?: unknown } | null)?.name;

/**
 * One call within the settings' deadline, its JSON answer parsed with `schema`. Every failure is
 * a PaymentProviderError naming the status or what happened instead, never the key or the body.
 */
async function adyenCall<S extends z.ZodType>(
  settings: AdyenGatewaySettings,
  call: AdyenCall,
  schema: S,
): Promise<z.output<S>> {
  const headers: Record<string, string> = {
    'X-API-Key': settings.apiKey,
    Accept: 'application/json',
  };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
  let body: unknown;
  try {
    // The deadline covers the body too: an answer that stops halfway is cut off as well.
    const response = await fetch(`${settings.checkoutUrl}${call.path}`, {
      method: call.method,
      headers,
      body: call.body === undefined ? null : JSON.stringify(call.body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new PaymentProviderError('adyen', response.status, response.status === 422);
    }
    body = await response.json();
  } catch (err) {
    if (err instanceof PaymentProviderError) throw err;
    const name = errorName(err);
    throw new PaymentProviderError(
      'adyen',
      name === 'TimeoutError' ? 'timeout' : name === 'SyntaxError' ? 'malformed' : 'network',
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PaymentProviderError('adyen', 'malformed');
  return parsed.data;
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

/** The body of POST /sessions for the hosted page of one method. */
export function adyenSessionBody(merchantAccount: string, request: HostedPaymentRequest) {
  const storefront = STOREFRONTS[request.locale];
  return {
    merchantAccount,
    amount: { value: request.amount, currency: request.currency },
    reference: request.merchantReference,
    returnUrl: request.returnUrl,
    mode: 'hosted',
    countryCode: storefront.countryCode,
    shopperLocale: storefront.iso,
    shopperEmail: request.email,
    allowedPaymentMethods: [ADYEN_PAYMENT_TYPES[methodOf(request)]],
    lineItems: adyenLineItems(request.lines),
  };
}

/**
 * Adyen's Hosted Checkout (Checkout API v71): the shop opens a session with `mode: 'hosted'` and
 * sends the shopper to Adyen's page, so card data never reaches the shop; back on the return URL,
 * it asks Adyen (server to server) how the session ended. Captures, cancellations and refunds are
 * asynchronous at Adyen: each answers the id of the report its later webhook item gives.
 */
export function adyenGateway(settings: AdyenGatewaySettings): HostedPaymentGateway {
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
    methods: adyenMethods,
    startSession: async (request) => {
      const answer = await adyenCall(
        settings,
        {
          method: 'POST',
          path: '/sessions',
          body: adyenSessionBody(settings.merchantAccount, request),
          idempotencyKey: request.idempotencyKey,
        },
        AdyenSessionAnswerSchema,
      );
      return { sessionId: answer.id, redirectUrl: answer.url };
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
      return adyenOutcomeOf(result, payment);
    },
    capture: async (payment, amount) => {
      const key = `capture-${payment.merchantReference}-${amount}`;
      const psp = await modify(payment, 'captures', amountOf(payment, amount), key);
      return { eventId: `CAPTURE:${psp}:true`, done: false } satisfies HostedModification;
    },
    cancel: async (payment) => {
      const psp = await modify(payment, 'cancels', {}, `cancel-${payment.merchantReference}`);
      return { eventId: `CANCELLATION:${psp}:true`, done: false };
    },
    refund: async (payment, amount, refundId) => {
      const key = `refund-${payment.merchantReference}-${refundId}`;
      const psp = await modify(payment, 'refunds', amountOf(payment, amount), key);
      return { eventId: `REFUND:${psp}:true`, done: false };
    },
  };
}
