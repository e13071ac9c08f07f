import type { CustomerType, PaymentMethod } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';

/** Klarna's payment method categories the shop offers. */
export type KlarnaCategory = 'pay_later' | 'pay_over_time';

/** One of the shop's Klarna methods: who may use it, Klarna's category and its name per storefront. */
export interface KlarnaMethod {
  readonly id: string;
  readonly customerType: CustomerType;
  readonly category: KlarnaCategory;
  readonly names: Readonly<Record<LocaleCode, string>>;
}

/** The Klarna methods of the storefronts: invoice and instalments, for shoppers and for companies. */
export const KLARNA_METHODS: readonly KlarnaMethod[] = [
  {
    id: 'klarna:pay-later',
    customerType: 'private',
    category: 'pay_later',
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
    names: {
      sv: 'Klarna – Företagsfaktura',
      no: 'Klarna – Bedriftsfaktura',
      da: 'Klarna – Firmafaktura',
      fi: 'Klarna – Yrityslasku',
      nl: 'Klarna – Zakelijke factuur',
    },
  },
  {
    id: 'klarna:company-instalments',
    customerType: 'company',
    category: 'pay_over_time',
    names: {
      sv: 'Klarna – Delbetalning för företag',
      no: 'Klarna – Delbetaling for bedrifter',
      da: 'Klarna – Delbetaling for virksomheder',
      fi: 'Klarna – Yrityksen osamaksu',
      nl: 'Klarna – Gespreid betalen voor bedrijven',
    },
  },
];

/** The storefront's Klarna methods, in {@link KLARNA_METHODS} order, for `customerType` when given. */
export function klarnaMethods(locale: LocaleCode, customerType?: CustomerType): PaymentMethod[] {
  return KLARNA_METHODS.filter((m) => !customerType || m.customerType === customerType).map(
    (m) => ({
      id: m.id,
      provider: 'klarna',
      name: m.names[locale],
      fee: 0,
      customer_types: [m.customerType],
      badge: 'klarna',
    }),
  );
}
