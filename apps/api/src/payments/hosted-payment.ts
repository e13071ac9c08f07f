import type { CustomerType, PaymentMethod } from '@nordshop/api-contract';
import type { CurrencyCode, LocaleCode } from '@nordshop/locale-config';
import type { HostedPaymentLine } from '../platform/db/schema';
import type { PaymentReport } from './payment-report';

export type { HostedPaymentLine };

/** What the shop asks a provider for: a hosted payment page for the order's total. */
export interface HostedPaymentRequest {
  readonly locale: LocaleCode;
  /** The shop's method id, e.g. `adyen:card`, `klarna:pay-later`. */
  readonly methodId: string;
  readonly customerType: CustomerType;
  /** The order total incl. VAT, minor units: the server's price, never the client's. */
  readonly amount: number;
  /** The VAT in `amount`. */
  readonly vatTotal: number;
  readonly currency: CurrencyCode;
  readonly email: string;
  readonly orgNumber: string | null;
  readonly companyName: string | null;
  /** The shop's reference of the payment (orders.payment_reference), unique per order attempt. */
  readonly merchantReference: string;
  /** The order's Idempotency-Key, sent on to the provider where it takes one. */
  readonly idempotencyKey: string;
  /**
   * Where the provider sends the shopper back, absolute; it already holds the shop's query
   * (`?payment_ref=...`), so a provider adds its own parameters with `&`.
   */
  readonly returnUrl: string;
  /** The lines (goods, shipping, fee) adding up to `amount` and `vatTotal`. */
  readonly lines: readonly HostedPaymentLine[];
  /**
   * Where a provider that calls back about its page (Klarna's status updates) calls, absolute; it
   * already holds `?payment_ref=...`, and the provider's adapter adds what proves the call is its.
   */
  readonly notificationUrl: string;
}

/** A hosted payment page opened for the order: the provider's session and where the shopper goes. */
export interface HostedSession {
  readonly sessionId: string;
  /** Where the shopper goes, as the provider answered it. */
  readonly redirectUrl: string;
  /** The session's own URL as the provider answered it (Klarna's `session_url`), or null. */
  readonly sessionUrl: string | null;
  /** When the page can no longer be paid (the provider's `expiresAt` / `expires_at`), or null. */
  readonly expiresAt: Date | null;
}

/** How many failed captures, releases and refunds were reported: a retry after one needs a new key. */
export interface HostedRetries {
  readonly capture: number;
  readonly cancel: number;
  readonly refund: number;
}

/** A payment of the shop at a provider, as stored in `payments`. */
export interface HostedPayment {
  readonly merchantReference: string;
  readonly sessionId: string;
  /** The provider's reference once authorized (Adyen's pspReference, Klarna's order_id), else null. */
  readonly reference: string | null;
  readonly amount: number;
  readonly currency: CurrencyCode;
  readonly locale: LocaleCode;
  /** The order's lines as the page was opened with them (empty for payments stored before). */
  readonly lines: readonly HostedPaymentLine[];
  /** The session's own URL as the provider answered it, null for payments stored before. */
  readonly sessionUrl: string | null;
  /** When the provider's page ends, null for payments stored before. */
  readonly expiresAt: Date | null;
  /**
   * How many of its captures, releases and refunds the provider reported failed: the idempotency
   * key of a retry names it, since a provider answers a key it saw with its first answer.
   */
  readonly retries: HostedRetries;
}

/**
 * What the provider says of a session when the shopper is back. `eventId` is the id of the report
 * in libs/payment-lifecycle terms: the same id the provider's webhook gives the same fact (Adyen:
 * `AUTHORISATION:{pspReference}:true`), so counting both counts it once.
 */
export type HostedOutcome =
  | {
      readonly type: 'authorized';
      readonly reference: string;
      readonly amount: number;
      /** The currency of `amount`, when the provider names it: it must be the payment's. */
      readonly currency?: string;
      readonly eventId: string;
    }
  /**
   * Still under way; `reference` when the provider already named the payment (Klarna's order under
   * fraud review), which the shop keeps at once.
   */
  | { readonly type: 'pending'; readonly reference?: string }
  /** The provider's final word that the page ended without a payment. */
  | { readonly type: 'refused'; readonly eventId: string; readonly reference?: string };

/** A timestamp a provider answered as a Date, or null when it is none. */
export function dateOrNull(text: string | undefined): Date | null {
  const date = new Date(text ?? '');
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The idempotency key of a capture, release or refund: providers answer a key they saw with their
 * first answer (Adyen for 31 days, docs.adyen.com/development-resources/api-idempotency; Klarna's
 * Order Management for 24 hours), so a retry after a failure the provider reported later names how
 * many failed before it.
 */
export function retryKey(base: string, retries: number): string {
  return retries > 0 ? `${base}-retry-${retries}` : base;
}

/**
 * A capture, cancellation or refund the provider took: the id its report is counted under, and
 * whether it is done (Klarna answers when it is) or only received (Adyen carries it out later and
 * reports success or failure by webhook, under the same id: it is counted then).
 */
export interface HostedModification {
  readonly eventId: string;
  readonly done: boolean;
}

/**
 * Why a provider call failed: its HTTP status (with the provider's error code when its body names
 * one), no answer in time, or an answer of another shape. Neither a 4xx nor a 5xx is ever the
 * shopper's card being declined: providers decline on their own pages, and a 4xx of the API is a
 * request or configuration the provider did not accept.
 */
export class PaymentProviderError extends Error {
  constructor(
    /** The provider's id ({@link HostedPaymentGateway.provider}). */
    readonly provider: string,
    readonly problem: number | 'timeout' | 'network' | 'malformed',
    /** The provider's error code (Adyen's errorCode, Klarna's error_code), never a message. */
    readonly code?: string,
  ) {
    super(`${provider} answered ${problem}${code ? ` (${code})` : ''}`);
    this.name = 'PaymentProviderError';
  }
}

/**
 * A provider's call to the shop's webhook URL (`/api/payments/{provider}/webhook`), as its gateway
 * reads it. The route bounds the body's size before anything is read.
 */
export interface HostedWebhookCall {
  /**
   * The URL's query parameters: the shop's own (`payment_ref`, as it gave the URL to the provider in
   * {@link HostedPaymentRequest.notificationUrl}) and what the adapter added to prove the call.
   */
  readonly query: Readonly<Record<string, string>>;
  /** The body as JSON, read only when asked; a body that is not JSON is a 400 naming `body`. */
  json(): Promise<unknown>;
}

/**
 * What a provider's call tells the shop: a report to count (libs/payment-lifecycle's terms), or
 * that a payment changed at the provider, which is then asked about it (settled with its word, as
 * when the shopper comes back).
 */
export type HostedNotice =
  | { readonly type: 'report'; readonly report: PaymentReport }
  | { readonly type: 'settle'; readonly merchantReference: string };

/**
 * A gateway's answer to a webhook call: accepted, with what it tells the shop (stored, then worked
 * through after `reply` is sent, as providers ask); a call not of the provider's shape (400 naming
 * the fields); or one that does not prove to be the provider's (401, nothing changes).
 */
export type HostedWebhookAnswer =
  | {
      readonly type: 'accepted';
      readonly notices: readonly HostedNotice[];
      /** The body the provider expects back (Adyen's `[accepted]`), sent as text with 200. */
      readonly reply: string;
    }
  | {
      readonly type: 'invalid';
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
    }
  | { readonly type: 'unauthorized'; readonly message: string };

/**
 * When housekeeping gives up on a payment whose shopper left the provider's page and never came
 * back: `marginMinutes` after the page's end, which is the provider's `expiresAt` as kept, or
 * `pageMinutes` after the order where none was kept (payments stored before it was).
 */
export interface HostedAbandonment {
  readonly pageMinutes: number;
  readonly marginMinutes: number;
  /** How many such payments one housekeeping pass settles (each may be a call to the provider). */
  readonly perPass: number;
}

/**
 * A payment provider whose own pages take the payment (card data never reaches the shop), with
 * everything that is the provider's own: its methods, its calls, its webhook, how its unpaid pages
 * end and its reference prefix. The shop knows a provider by this interface only: a gateway
 * registered in payment-gateways-from-config.ts (or given to createApiApp) is offered at checkout,
 * reached at `/api/payments/{provider}/webhook` and expired by housekeeping (decision 026, "Adding a
 * provider"). Every call may throw {@link PaymentProviderError}; none logs a secret or the
 * shopper's data.
 */
export interface HostedPaymentGateway {
  /** The provider's id: lower-case letters, as in its method ids and its webhook's path. */
  readonly provider: string;
  /** The prefix of the shop's references of its payments (`ADY` gives `ADY-3F9A…`). */
  readonly referencePrefix: string;
  /** The methods it offers on the storefront (ids start with `${provider}:`), for `customerType` when given. */
  methods(locale: LocaleCode, customerType?: CustomerType): PaymentMethod[];
  /**
   * Whether the provider takes the money with the authorization for `methodId` (automatic
   * capture, a one-phase bank or wallet method): nothing is left to capture on shipment.
   */
  capturesOnAuthorization(methodId: string): boolean;
  /**
   * Opens the provider's hosted page for the order's total; null when the provider does not offer
   * the chosen method for this order (Klarna answers the categories it offers per session).
   */
  startSession(request: HostedPaymentRequest): Promise<HostedSession | null>;
  /**
   * Asks the provider (server to server) how the session ended; `returned` holds what the return
   * URL carried (Adyen's `sessionResult`), never trusted as the outcome itself.
   */
  sessionResult(
    payment: HostedPayment,
    returned: { readonly sessionResult?: string | undefined },
  ): Promise<HostedOutcome>;
  /** Captures `amount` of an authorized payment (on shipment). */
  capture(payment: HostedPayment, amount: number): Promise<HostedModification>;
  /** Releases an authorization that was not captured. */
  cancel(payment: HostedPayment): Promise<HostedModification>;
  /**
   * Refunds `amount` of what was captured; `refundId` names this refund in the shop (e.g.
   * `return-17`), so asking again for the same one is answered as the first time.
   */
  refund(payment: HostedPayment, amount: number, refundId: string): Promise<HostedModification>;
  /**
   * Reads a call of the provider to the shop's webhook URL: verified as the provider's (its
   * signature, or the proof the adapter put in the notification URL) and parsed, before anything
   * is stored.
   */
  webhook(call: HostedWebhookCall): Promise<HostedWebhookAnswer>;
  /** When a payment left unpaid on the provider's page is settled by housekeeping. */
  readonly abandonAfter: HostedAbandonment;
  /**
   * The provider's final word on a payment whose page has ended unpaid by `now` (housekeeping):
   * what the provider says now (it may have been paid just before), or a refusal where the page
   * cannot be paid any more and the provider is not asked. The page is closed first where it would
   * stay open.
   */
  expire(payment: HostedPayment, now: Date): Promise<HostedOutcome>;
}
