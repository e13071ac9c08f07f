import type { CustomerType, PaymentMethod } from '@nordshop/api-contract';
import type { CurrencyCode, LocaleCode } from '@nordshop/locale-config';
import type { HostedPaymentLine } from './hosted-payment';

/** What a payment provider is asked for methods: the storefront and, when known, who pays. */
export interface PaymentMethodsInput {
  readonly locale: LocaleCode;
  readonly customerType?: CustomerType | undefined;
}

/** A payment to approve before the order is written. */
export interface PaymentRequest {
  readonly locale: LocaleCode;
  /** One of the provider's own method ids, allowed for `customerType`. */
  readonly methodId: string;
  readonly customerType: CustomerType;
  /** The order total incl. VAT, minor units. */
  readonly amount: number;
  readonly currency: CurrencyCode;
  readonly email: string;
  readonly orgNumber: string | null;
  /** The order's Idempotency-Key: the same attempt gets the same reference. */
  readonly idempotencyKey: string;
  /**
   * The order attempt: its Idempotency-Key and a hash of what it asks for. A key given up after a
   * failed attempt and sent again with another cart is another attempt, so a provider never
   * answers it with the first attempt's payment.
   */
  readonly attempt: string;
  readonly companyName: string | null;
  /** The order's lines (goods, shipping, fee), adding up to `amount`. */
  readonly lines: readonly HostedPaymentLine[];
  /** The shop's origin the shopper placed the order on (the provider sends them back there). */
  readonly origin: string;
  /**
   * What the same e-mail owes on the storefront's orders this provider approved and that have
   * neither shipped nor been paid, minor units: the input of a credit check (a provider with a
   * credit line, {@link PaymentProvider.creditLine}); 0 for the others.
   */
  readonly openAmount: number;
}

/** Why a provider declined a payment; doubles as an i18n key suffix (`payment.declined.<reason>`). */
export type PaymentDeclineReason = 'missingOrgNumber' | 'notAllowed' | 'creditLimit';

/** A provider's answer: approved with its reference and the order status it implies, or declined. */
export type PaymentDecision =
  | {
      readonly type: 'payment.approved';
      readonly reference: string;
      readonly orderStatus: 'pending' | 'paid';
    }
  | { readonly type: 'payment.declined'; readonly reason: PaymentDeclineReason }
  | {
      /** The shopper pays on the provider's page: the order is written `pending` and they go there. */
      readonly type: 'payment.redirect';
      readonly reference: string;
      readonly provider: string;
      readonly sessionId: string;
      readonly redirectUrl: string;
      /** The session's own URL as the provider answered it, or null. */
      readonly sessionUrl?: string | null;
      /** When the provider's page ends, or null. */
      readonly expiresAt?: Date | null;
    };

/**
 * A payment integration behind the checkout. Every method id it offers starts with `${id}:`.
 * `authorize` runs before the order's transaction; when the transaction fails afterwards (stock
 * gone, key raced) the order is not written and `cancel` releases the approval.
 */
export interface PaymentProvider {
  readonly id: string;
  /** The provider gives each buyer a credit line: `authorize` is told what the buyer owes already (`openAmount`). */
  readonly creditLine?: true;
  /**
   * An order it approves stays `pending` until money arrives outside the shop (a bank transfer):
   * such an order holds its units only for the storefront's prepayment hold (decision 028).
   */
  readonly holdsUntilPaid?: true;
  /** The methods of the storefront, only those `customerType` may use when given. */
  methods(input: PaymentMethodsInput): Promise<PaymentMethod[]>;
  authorize(request: PaymentRequest): Promise<PaymentDecision>;
  cancel(reference: string): Promise<void>;
}
