// Klarna's own example answers, as Klarna publishes them, for the calls the shop makes. The
// contract tests (payments/klarna/klarna-contract.test.ts) feed these very payloads through the shop's
// parsers. Transcribed without change but for JSON syntax: where a published sample lacks a comma
// or a closing brace, only that was added (noted at the example). Sources:
// - KP: docs.klarna.com/payments/web-payments/integrate-with-klarna-payments/integrate-via-sdk/
//   step-1-initiate-a-payment ("A sample success response to the create session call", "A sample
//   error response caused by incorrect order line details") and …/step-3-create-an-order ("A
//   success response to the order creation request for a one-time payment").
// - HPP: docs.klarna.com/payments/web-payments/integrate-with-klarna-payments/integrate-via-hpp/
//   api-documentation/create-session ("HPP Session Creation Response"), and Klarna's HPP OpenAPI
//   (title "Klarna HPP", version 1.1), components.schemas SessionCreationResponseV1 and
//   SessionResponseV1, each field's `example`.
// - OM: docs.klarna.com/payments/after-payments/order-management/manage-orders-with-the-api/
//   view-and-change-orders ("Sample of a successful response to check order details", and its
//   error sample).

/** POST /payments/v1/sessions (200). The published sample lacks the comma after `identifier`. */
export const KLARNA_KP_SESSION_EXAMPLE = {
  session_id: '068df369-13a7-4d47-a564-62f8408bb760',
  client_token:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IjAwMDAwMDAwMDAtMDAwMDAtMDAwMC0wMDAwMDAwMC0wMDAwIiwidXJsIjoiaHR0cHM6Ly9jcmVkaXQtZXUua2xhcm5hLmNvbSJ9.A_rHWMSXQN2NRNGYTREBTkGwYwtm-sulkSDMvlJL87M',
  payment_method_categories: [
    {
      identifier: 'klarna',
      name: 'Pay with Klarna',
      asset_urls: {
        descriptive: 'https://x.klarnacdn.net/payment-method/assets/badges/generic/klarna.svg',
        standard: 'https://x.klarnacdn.net/payment-method/assets/badges/generic/klarna.svg',
      },
    },
  ],
};

/** A KP error body (400), as published for incorrect order lines. */
export const KLARNA_KP_ERROR_EXAMPLE = {
  correlation_id: '6a9b1cb1-73a3-4936-a030-481ba4bb203b',
  error_code: 'BAD_VALUE',
  error_messages: ['Bad value: order_lines'],
};

/** POST /payments/v1/authorizations/{token}/order (200). */
export const KLARNA_KP_ORDER_EXAMPLE = {
  order_id: '3eaeb557-5e30-47f8-b840-b8d987f5945d',
  redirect_url: 'https://payments.klarna.com/redirect/...',
  fraud_status: 'ACCEPTED',
  authorized_payment_method: 'invoice',
};

/** POST /hpp/v1/sessions (201), the create-session page's sample. */
export const KLARNA_HPP_SESSION_EXAMPLE = {
  session_id: '<hpp_session_id>',
  redirect_url: 'https://pay.klarna.com/eu/hpp/payments/2OCkffK',
  session_url: 'https://api.klarna.com/hpp/v1/sessions/<hpp_session_id>',
  qr_code_url: 'https://pay.klarna.com/eu/hpp/payments/<hpp_session_id>/qr',
  distribution_url: 'https://api.klarna.com/hpp/v1/sessions/<hpp_session_id>/distribution',
  expires_at: '2019-05-29T08:22:05.563Z',
  distribution_module: {
    token: '<distribution_token>',
    standalone_url:
      'https://pay.klarna.com/eu/hpp/distributions/<distribution_id>?profile_id={{profile_id}}&view_id={{view_id}}',
    generation_url:
      'https://api.playground.klarna.com/hpp/v1/sessions/<hpp_session_id>/distribution-module/token',
  },
};

/** POST /hpp/v1/sessions (201), from the OpenAPI's SessionCreationResponseV1 field examples. */
export const KLARNA_HPP_SESSION_OPENAPI_EXAMPLE = {
  distribution_url:
    'https://api.klarna.com/hpp/v1/sessions/9cbc9884-1fdb-45a8-9694-9340340d0436/distribution',
  expires_at: '2038-01-19T03:14:07.000Z',
  manual_identification_check_url:
    'https://api.klarna.com/hpp/v1/sessions/9cbc9884-1fdb-45a8-9694-9340340d0436/manual-id-check',
  qr_code_url: 'https://pay.klarna.com/eu/hpp/payments/a94e7760-d135-2721-a538-d6294ea254ed/qr',
  redirect_url: 'https://pay.klarna.com/eu/hpp/payments/2OCkffK',
  session_id: '9cbc9884-1fdb-45a8-9694-9340340d0436',
  session_url: 'https://api.klarna.com/hpp/v1/sessions/9cbc9884-1fdb-45a8-9694-9340340d0436',
};

/** GET /hpp/v1/sessions/{id} (200), from the OpenAPI's SessionResponseV1 field examples. */
export const KLARNA_HPP_STATUS_OPENAPI_EXAMPLE = {
  authorization_token: '70850a20-a2a0-5c70-810c-096fa6f850bb',
  customer: {
    date_of_birth: '1987-08-15',
    national_identification_number: '19870815-84932',
    title: 'Mr',
  },
  expires_at: '2038-01-19T03:14:07.000Z',
  klarna_reference: 'ffc25786',
  order_id: '93d644a2-43f3-11e9-b210-d663bd873d93',
  session_id: 'a15b228c-02ad-11e9-8eb2-f2801f1b9fd1',
  status: 'COMPLETED',
  updated_at: '2038-01-19T03:14:07.000Z',
};

const POLISH_ADDRESS = {
  given_name: 'Test',
  family_name: 'Person-pl',
  title: '',
  street_address: 'Ul. Górczewska 124',
  street_address2: '',
  postal_code: '01-460',
  city: 'Warszawa',
  region: '',
  country: 'PL',
  email: 'customer@email.pl',
  phone: '+48795222223',
};

/**
 * GET /ordermanagement/v1/orders/{id} (200). The published sample lacks the brace that closes
 * its one capture.
 */
export const KLARNA_OM_ORDER_EXAMPLE = {
  order_id: '7849fd84-47dc-4919-a7ce-xxxxxxxxxx',
  status: 'CAPTURED',
  fraud_status: 'ACCEPTED',
  order_amount: 200,
  original_order_amount: 200,
  captured_amount: 200,
  refunded_amount: 0,
  remaining_authorized_amount: 0,
  purchase_currency: 'PLN',
  locale: 'pl-PL',
  order_lines: [
    {
      reference: '',
      type: 'physical',
      quantity: 1,
      quantity_unit: '',
      name: 'dress',
      total_amount: 200,
      unit_price: 200,
      total_discount_amount: 0,
      tax_rate: 0,
      total_tax_amount: 0,
    },
  ],
  klarna_reference: '20S0XXXX',
  billing_address: POLISH_ADDRESS,
  created_at: '2022-07-08T09:48:16.680Z',
  purchase_country: 'PL',
  expires_at: '2022-08-05T00:00:00.000Z',
  captures: [
    {
      capture_id: '32904e4c-61d2-400e-9b77-XXXXXX',
      klarna_reference: '20S0XXXX-1',
      captured_amount: 200,
      captured_at: '2022-07-08T09:48:17.738Z',
      description: '',
      order_lines: [],
      refunded_amount: 0,
      billing_address: POLISH_ADDRESS,
    },
  ],
  refunds: [],
  initial_payment_method: { type: 'INVOICE', description: 'Pay later' },
};

/** An OM error body, as published for an order id that is not one. */
export const KLARNA_OM_ERROR_EXAMPLE = {
  error_code: 'INVALID_ORDER_ID',
  error_messages: ['Order ID must be a valid UUID.'],
  correlation_id: 'dd482985-2e0f-415d-9f30-74ce93e7e68e',
};
