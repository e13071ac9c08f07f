import type { CustomerType, PaymentMethod } from '@nordshop/api-contract';
import type { CurrencyCode, LocaleCode } from '@nordshop/locale-config';

/** The payment providers whose pages take the shopper's payment (decision 026). */
export const HOSTED_PAYMENT_PROVIDERS = ['adyen', 'klarna'] as const;
export type HostedPaymentProviderId = (typeof HOSTED_PAYMENT_PROVIDERS)[number];

/** One line of the order as a provider lists it (Klarna needs them; amounts incl. VAT, minor units). */
export interface HostedPaymentLine {
  /** The SKU, or `shipping` / `payment-fee`. */
  readonly reference: string;
  readonly name: string;
  readonly kind: 'physical' | 'shipping_fee' | 'surcharge';
  readonly quantity: number;
  /** Price of one unit incl. VAT before discounts. */
  readonly unitPrice: number;
  /** VAT rate in basis points (25 % = 2500). */
  readonly taxRate: number;
  /** unitPrice × quantity − totalDiscount. */
  readonly totalAmount: number;
  readonly totalDiscount: number;
  /** The VAT in totalAmount. */
  readonly totalTax: number;
}

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
  readonly redirectUrl: string;
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
      readonly eventId: string;
    }
  | { readonly type: 'pending' }
  | { readonly type: 'refused'; readonly eventId: string };

/**
 * A capture, cancellation or refund the provider took: the id its report is counted under, and
 * whether it is done (Klarna answers when it is) or only received (Adyen carries it out later and
 * reports success or failure by webhook, under the same id: it is counted then).
 */
export interface HostedModification {
  readonly eventId: string;
  readonly done: boolean;
}

/** Why a provider call failed: its HTTP status, no answer in time, or an answer of another shape. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: HostedPaymentProviderId,
    readonly problem: number | 'timeout' | 'network' | 'malformed',
    /** A 4xx the provider gives for a refusal of this payment (declined, expired), not an outage. */
    readonly refused = false,
  ) {
    super(`${provider} answered ${problem}`);
    this.name = 'PaymentProviderError';
  }
}

/**
 * A payment provider whose own pages take the payment (card data never reaches the shop). Every
 * call may throw {@link PaymentProviderError}; none logs a secret or the shopper's data.
 */
export interface HostedPaymentGateway {
  readonly provider: HostedPaymentProviderId;
  /** The methods it offers on the storefront (ids start with `${provider}:`), for `customerType` when given. */
  methods(locale: LocaleCode, customerType?: CustomerType): PaymentMethod[];
  /** Opens the provider's hosted page for the order's total. */
  startSession(request: HostedPaymentRequest): Promise<HostedSession>;
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
  /**
   * Whether a call to the shop's notification URL for the payment `merchantReference` carries the
   * proof the adapter put in that URL (`proof`); absent for a provider that does not call it.
   */
  notificationSigned?(merchantReference: string, proof: string): boolean;
  /**
   * Closes the provider's page of a payment the shopper never finished, so it can no longer be
   * paid; absent where the page closes by itself (Adyen's sessions end after their hour).
   */
  closeSession?(payment: HostedPayment): Promise<void>;
  /** Releases an authorization that was not captured. */
  cancel(payment: HostedPayment): Promise<HostedModification>;
  /**
   * Refunds `amount` of what was captured; `refundId` names this refund in the shop (e.g.
   * `return-17`), so asking again for the same one is answered as the first time.
   */
  refund(payment: HostedPayment, amount: number, refundId: string): Promise<HostedModification>;
}
