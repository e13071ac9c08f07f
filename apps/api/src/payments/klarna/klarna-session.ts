import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import type { HostedPayment, HostedPaymentLine, HostedPaymentRequest } from '../hosted-payment';
import { paymentLineOf } from '../payment-line';
import { HPP_CATEGORIES, type KlarnaMethod } from './klarna-methods';

// The bodies the Klarna adapter sends: the Klarna Payments session of an order, the Hosted Payment
// Page session over it, and the order placed with an authorization token.

/** A shop line as a Klarna order line (minor units incl. VAT, tax rate in basis points). */
function orderLineOf(line: HostedPaymentLine) {
  return {
    type: line.kind,
    reference: line.reference,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    tax_rate: line.taxRate,
    total_amount: line.totalAmount,
    total_discount_amount: line.totalDiscount,
    total_tax_amount: line.totalTax,
  };
}

/** The storefront's purchase country, currency and Klarna locale. */
function purchaseOf(locale: LocaleCode) {
  const storefront = STOREFRONTS[locale];
  return {
    purchase_country: storefront.countryCode,
    purchase_currency: storefront.currency,
    locale: storefront.iso,
  };
}

/**
 * The body of POST /payments/v1/sessions: the order, its lines and the customer, and the URL Klarna
 * notifies when it has reviewed an order it placed with `fraud_status: PENDING`
 * (`merchant_urls.notification`, docs.klarna.com order-management pending orders).
 */
export function klarnaSessionBody(request: HostedPaymentRequest, notificationUrl: string) {
  const company = request.customerType === 'company';
  return {
    acquiring_channel: 'ECOMMERCE',
    intent: 'buy',
    ...purchaseOf(request.locale),
    order_amount: request.amount,
    order_tax_amount: request.vatTotal,
    order_lines: request.lines.map(orderLineOf),
    merchant_reference1: request.merchantReference,
    merchant_urls: { notification: notificationUrl },
    billing_address: {
      email: request.email,
      ...(company && request.companyName ? { organization_name: request.companyName } : {}),
    },
    customer: company
      ? {
          type: 'organization',
          ...(request.orgNumber ? { organization_registration_id: request.orgNumber } : {}),
        }
      : { type: 'person' },
  };
}

/**
 * The body of POST /hpp/v1/sessions hosting the KP session at `paymentSessionUrl`: every outcome
 * of the page sends the shopper back to `returnUrl` (the shop asks Klarna how it ended, so no
 * token travels in the URL), Klarna's status updates go to `statusUrl`, and the page offers the
 * method's category only.
 */
export function hppSessionBody(
  paymentSessionUrl: string,
  returnUrl: string,
  statusUrl: string,
  method: KlarnaMethod,
) {
  return {
    payment_session_url: paymentSessionUrl,
    merchant_urls: {
      success: returnUrl,
      cancel: returnUrl,
      back: returnUrl,
      failure: returnUrl,
      error: returnUrl,
      status_update: statusUrl,
    },
    options: {
      payment_method_categories: [HPP_CATEGORIES[method.category]],
      place_order_mode: 'NONE',
    },
  };
}

/**
 * The body of POST /payments/v1/authorizations/{token}/order from what the shop stored of the
 * payment: the lines the session was opened with (their tax added up), or, for a payment stored
 * without them, its total as one line taxed at the storefront's standard rate.
 */
export function klarnaOrderBody(payment: HostedPayment) {
  const lines: readonly HostedPaymentLine[] =
    payment.lines.length > 0
      ? payment.lines
      : [
          paymentLineOf({
            reference: payment.merchantReference,
            name: `Order ${payment.merchantReference}`,
            kind: 'physical',
            unitPrice: payment.amount,
            vatRate: STOREFRONTS[payment.locale].standardVatRate,
          }),
        ];
  return {
    ...purchaseOf(payment.locale),
    order_amount: payment.amount,
    order_tax_amount: lines.reduce((sum, line) => sum + line.totalTax, 0),
    order_lines: lines.map(orderLineOf),
    merchant_reference1: payment.merchantReference,
  };
}
