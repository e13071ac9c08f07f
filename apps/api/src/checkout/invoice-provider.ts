import type { PaymentMethod } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { PaymentProvider } from './payment-provider';
import { paymentReference } from './payment-reference';

/** Invoice names and the private invoice fee incl. VAT (minor units) per storefront. */
export const INVOICE_TERMS: Readonly<
  Record<LocaleCode, { privateName: string; companyName: string; fee: number }>
> = {
  sv: { privateName: 'Faktura', companyName: 'Företagsfaktura', fee: 2_900 },
  no: { privateName: 'Faktura', companyName: 'Bedriftsfaktura', fee: 2_900 },
  da: { privateName: 'Faktura', companyName: 'Firmafaktura', fee: 2_900 },
  fi: { privateName: 'Lasku', companyName: 'Yrityslasku', fee: 295 },
  nl: { privateName: 'Factuur', companyName: 'Zakelijke factuur', fee: 295 },
};

/**
 * The built-in invoice provider (offline, no credit check): `invoice:standard` for private
 * shoppers with the storefront's invoice fee, `invoice:company` for companies without a fee. It
 * approves every invoice but a company invoice without an organisation number; the order stays
 * `pending` until the invoice is paid.
 */
export const invoiceProvider: PaymentProvider = {
  id: 'invoice',
  methods: ({ locale, customerType }) => {
    const terms = INVOICE_TERMS[locale];
    const methods: PaymentMethod[] = [
      {
        id: 'invoice:standard',
        provider: 'invoice',
        name: terms.privateName,
        fee: terms.fee,
        customer_types: ['private'],
        badge: 'invoice',
      },
      {
        id: 'invoice:company',
        provider: 'invoice',
        name: terms.companyName,
        fee: 0,
        customer_types: ['company'],
        badge: 'invoice',
      },
    ];
    return Promise.resolve(
      customerType ? methods.filter((m) => m.customer_types.includes(customerType)) : methods,
    );
  },
  authorize: (request) => {
    if (request.methodId === 'invoice:company' && !request.orgNumber)
      return Promise.resolve({ type: 'payment.declined', reason: 'missingOrgNumber' });
    return Promise.resolve({
      type: 'payment.approved',
      reference: paymentReference('INV', request.locale, request.idempotencyKey),
      orderStatus: 'pending',
    });
  },
  cancel: () => Promise.resolve(),
};
