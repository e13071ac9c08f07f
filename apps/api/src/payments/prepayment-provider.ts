import type { PaymentMethod } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { PaymentProvider } from './payment-provider';
import { paymentReference } from '../orders/payment-reference';

/** The name of prepayment by bank transfer per storefront. */
export const PREPAYMENT_NAMES: Readonly<Record<LocaleCode, string>> = {
  sv: 'Förskottsbetalning (banköverföring)',
  no: 'Forskuddsbetaling (bankoverføring)',
  da: 'Forudbetaling (bankoverførsel)',
  fi: 'Ennakkomaksu (tilisiirto)',
  nl: 'Vooruitbetaling (bankoverschrijving)',
};

/**
 * The built-in prepayment provider (offline): `prepayment:bank-transfer`, no fee, for private
 * shoppers and companies. It approves at once with the reference the shopper writes on the
 * transfer; the order stays `pending` until the money arrives (staff record it, `record-transfer`)
 * and ships after that. Unpaid, it holds its units for the storefront's prepayment hold only.
 */
export const prepaymentProvider: PaymentProvider = {
  id: 'prepayment',
  holdsUntilPaid: true,
  methods: ({ locale }) => {
    const method: PaymentMethod = {
      id: 'prepayment:bank-transfer',
      provider: 'prepayment',
      name: PREPAYMENT_NAMES[locale],
      fee: 0,
      customer_types: ['private', 'company'],
      badge: 'bank-transfer',
    };
    return Promise.resolve([method]);
  },
  authorize: (request) =>
    Promise.resolve({
      type: 'payment.approved',
      reference: paymentReference('PRE', request.locale, request.idempotencyKey),
      orderStatus: 'pending',
    }),
  cancel: () => Promise.resolve(),
};
