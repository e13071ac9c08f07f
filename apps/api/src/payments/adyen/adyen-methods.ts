import type { CustomerType, PaymentMethod } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { HostedPaymentLine } from '../hosted-payment';

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

/**
 * The methods whose money Adyen takes with the authorization, whatever the account's capture
 * setting: iDEAL and Swish are bank and wallet transfers with no separate capture
 * (docs.adyen.com/online-payments/capture: "Separate capture is only available for some payment
 * methods"). Cards, Vipps and MobilePay reserve first and can be captured later.
 */
export const ADYEN_ONE_PHASE_METHODS: ReadonlySet<string> = new Set(['adyen:ideal', 'adyen:swish']);

/**
 * How the merchant account captures the methods that can be captured separately (ADYEN_CAPTURE):
 * `automatic`, Adyen's default, right after the authorization; `manual`, when the shop asks, on
 * shipment.
 */
export type AdyenCaptureMode = 'automatic' | 'manual';

/** Whether Adyen takes the money of `methodId` with its authorization under `capture`. */
export function adyenCapturesOnAuthorization(capture: AdyenCaptureMode, methodId: string): boolean {
  return capture === 'automatic' || ADYEN_ONE_PHASE_METHODS.has(methodId);
}

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

/**
 * The shopper locale Adyen's hosted page speaks for a storefront: Adyen's translations name
 * Norwegian `no-NO` (adyen-web's locales; its matching goes by the two-letter language, so
 * `nb-NO` falls back to English); the others are the storefront's own.
 */
export const ADYEN_SHOPPER_LOCALES: Readonly<Record<LocaleCode, string>> = {
  sv: 'sv-SE',
  no: 'no-NO',
  da: 'da-DK',
  fi: 'fi-FI',
  nl: 'nl-NL',
};

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
