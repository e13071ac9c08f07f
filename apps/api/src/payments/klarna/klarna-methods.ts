import type { CustomerType, PaymentMethod } from '@nordshop/api-contract';
import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';

/**
 * Klarna's payment method categories the shop offers, as the Payments API names them in a
 * session's `payment_method_categories` (identifier `pay_later`, `pay_over_time`).
 */
export type KlarnaCategory = 'pay_later' | 'pay_over_time';

/**
 * The Hosted Payment Page's name of each category in `options.payment_method_categories`: the HPP
 * API's enum is upper case (its reference example `["DIRECT_DEBIT"]`; the official SDK's
 * HostedPaymentPagePaymentMethodCategory: DIRECT_DEBIT, DIRECT_BANK_TRANSFER, PAY_NOW, PAY_LATER,
 * PAY_OVER_TIME).
 */
export const HPP_CATEGORIES: Readonly<Record<KlarnaCategory, string>> = {
  pay_later: 'PAY_LATER',
  pay_over_time: 'PAY_OVER_TIME',
};

/** One of the shop's Klarna methods: who may use it, where, Klarna's category and its names. */
export interface KlarnaMethod {
  readonly id: string;
  readonly customerType: CustomerType;
  readonly category: KlarnaCategory;
  /** The storefronts Klarna offers it on. */
  readonly locales: readonly LocaleCode[];
  readonly names: Readonly<Record<LocaleCode, string>>;
}

/**
 * The Klarna methods of the storefronts. Invoice for shoppers and companies everywhere; instalments
 * for shoppers only where Klarna offers financing: not in Denmark and the Netherlands (Klarna's
 * market tables as PPRO and HiPay publish them), and never to companies, whom Klarna offers
 * Pay Later only (docs.klarna.com, payments with Billie). Checkout also asks Klarna per order:
 * a category its session does not return is not opened (klarnaGateway.startSession).
 */
export const KLARNA_METHODS: readonly KlarnaMethod[] = [
  {
    id: 'klarna:pay-later',
    customerType: 'private',
    category: 'pay_later',
    locales: LOCALE_CODES,
    names: {
      sv: 'Klarna – Faktura',
      no: 'Klarna – Faktura',
      da: 'Klarna – Faktura',
      fi: 'Klarna – Lasku',
      nl: 'Klarna – Achteraf betalen',
    },
  },
  {
    id: 'klarna:pay-over-time',
    customerType: 'private',
    category: 'pay_over_time',
    locales: ['sv', 'no', 'fi'],
    names: {
      sv: 'Klarna – Delbetalning',
      no: 'Klarna – Delbetaling',
      da: 'Klarna – Delbetaling',
      fi: 'Klarna – Osamaksu',
      nl: 'Klarna – Gespreid betalen',
    },
  },
  {
    id: 'klarna:company-invoice',
    customerType: 'company',
    category: 'pay_later',
    locales: LOCALE_CODES,
    names: {
      sv: 'Klarna – Företagsfaktura',
      no: 'Klarna – Bedriftsfaktura',
      da: 'Klarna – Firmafaktura',
      fi: 'Klarna – Yrityslasku',
      nl: 'Klarna – Zakelijke factuur',
    },
  },
];

/** The storefront's Klarna methods, in {@link KLARNA_METHODS} order, for `customerType` when given. */
export function klarnaMethods(locale: LocaleCode, customerType?: CustomerType): PaymentMethod[] {
  return KLARNA_METHODS.filter(
    (m) => m.locales.includes(locale) && (!customerType || m.customerType === customerType),
  ).map((m) => ({
    id: m.id,
    provider: 'klarna',
    name: m.names[locale],
    fee: 0,
    customer_types: [m.customerType],
    badge: 'klarna',
  }));
}
