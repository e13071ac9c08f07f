import type { PaymentMethod } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { PaymentProvider } from './payment-provider';
import { paymentReference } from '../orders/payment-reference';

/**
 * Invoice names, the private invoice fee incl. VAT and the credit line per buyer (what one
 * e-mail may owe on unshipped invoices at once, incl. VAT), minor units, per storefront.
 */
export const INVOICE_TERMS: Readonly<
  Record<LocaleCode, { privateName: string; companyName: string; fee: number; creditLine: number }>
> = {
  sv: { privateName: 'Faktura', companyName: 'Företagsfaktura', fee: 2_900, creditLine: 2_000_000 },
  no: { privateName: 'Faktura', companyName: 'Bedriftsfaktura', fee: 2_900, creditLine: 2_000_000 },
  da: { privateName: 'Faktura', companyName: 'Firmafaktura', fee: 2_900, creditLine: 1_500_000 },
  fi: { privateName: 'Lasku', companyName: 'Yrityslasku', fee: 295, creditLine: 200_000 },
  nl: { privateName: 'Factuur', companyName: 'Zakelijke factuur', fee: 295, creditLine: 200_000 },
};

/**
 * The built-in invoice provider (offline): `invoice:standard` for private shoppers with the
 * storefront's invoice fee, `invoice:company` for companies without a fee. Its approval is what
 * an invoice order rests on (decision 028), so it keeps a credit line per buyer as an invoice
 * provider's check would: it declines (`creditLimit`) an invoice that would take what the
 * e-mail owes on unshipped invoices past the storefront's line, and a company invoice without
 * an organisation number. The order stays `pending` until the invoice is paid.
 */
export const invoiceProvider: PaymentProvider = {
  id: 'invoice',
  creditLine: true,
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
    if (request.openAmount + request.amount > INVOICE_TERMS[request.locale].creditLine)
      return Promise.resolve({ type: 'payment.declined', reason: 'creditLimit' });
    return Promise.resolve({
      type: 'payment.approved',
      reference: paymentReference('INV', request.locale, request.idempotencyKey),
      orderStatus: 'pending',
    });
  },
  cancel: () => Promise.resolve(),
};
