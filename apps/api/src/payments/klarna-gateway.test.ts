import { LOCALE_CODES, STOREFRONTS, vatInAmount, type LocaleCode } from '@nordshop/locale-config';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_KLARNA_DENIED_IDENTITY,
  startFakeKlarna,
  type FakeKlarna,
  type FakeKlarnaRequest,
} from '../testing/fake-klarna';
import type { HostedPayment, HostedPaymentLine, HostedPaymentRequest } from './hosted-payment';
import { klarnaGateway } from './klarna-gateway';
import { finishKlarnaPage, storedPayment, providerFailureOf } from '../testing/hosted-pages';

const USERNAME = 'PK12345_nordshop';
const PASSWORD = 'klarna-secret-password';
const EMAIL = 'anna.andersson@example.se';
const ORG_NUMBER = '556677-8899';

let fake: FakeKlarna;
beforeAll(async () => {
  fake = await startFakeKlarna({ username: USERNAME, password: PASSWORD });
});
afterAll(() => fake.close());
afterEach(() => fake.answerWith('ok'));

const gateway = (settings: { password?: string; timeoutMs?: number } = {}) =>
  klarnaGateway({
    username: USERNAME,
    password: settings.password ?? PASSWORD,
    apiUrl: fake.apiUrl,
    timeoutMs: settings.timeoutMs ?? 5_000,
  });

/** A line of `quantity` units at `unitPrice` less `discount`, VAT at 25 %. */
function line(
  reference: string,
  kind: HostedPaymentLine['kind'],
  quantity: number,
  unitPrice: number,
  discount = 0,
): HostedPaymentLine {
  const totalAmount = quantity * unitPrice - discount;
  return {
    reference,
    name: reference,
    kind,
    quantity,
    unitPrice,
    taxRate: 2500,
    totalAmount,
    totalDiscount: discount,
    totalTax: vatInAmount(totalAmount, 25),
  };
}

const LINES = [
  line('SKU-1001', 'physical', 2, 12_900, 1_000),
  line('shipping', 'shipping_fee', 1, 4_900),
  line('payment-fee', 'surcharge', 1, 2_900),
];

let orderNumber = 0;

/** A Swedish order of LINES by a shopper, or by a company with its org number. */
function orderRequest(
  customerType: 'private' | 'company' = 'private',
  methodId = customerType === 'private' ? 'klarna:pay-later' : 'klarna:company-invoice',
): HostedPaymentRequest {
  orderNumber += 1;
  return {
    locale: 'sv',
    methodId,
    customerType,
    amount: LINES.reduce((sum, l) => sum + l.totalAmount, 0),
    vatTotal: LINES.reduce((sum, l) => sum + l.totalTax, 0),
    currency: 'SEK',
    email: EMAIL,
    orgNumber: customerType === 'company' ? ORG_NUMBER : null,
    companyName: customerType === 'company' ? 'Exempel AB' : null,
    merchantReference: `NS-${orderNumber}`,
    idempotencyKey: `idem-${orderNumber}`,
    returnUrl: `https://shop.example/sv/kassa/betalning?payment_ref=NS-${orderNumber}`,
    // A closed local port: the fake's status updates find no shop here.
    notificationUrl: `http://127.0.0.1:9/api/payments/klarna/webhook?payment_ref=NS-${orderNumber}`,
    lines: LINES,
  };
}

/** The requests made to `path` since `from`. */
const requestsTo = (path: string, from = 0): FakeKlarnaRequest[] =>
  fake.requests.slice(from).filter((r) => r.path === path);

/** Starts a session, walks the page to its end and asks for the outcome. */
async function paidWith(
  request: HostedPaymentRequest,
  action: 'confirm' | 'cancel',
  identity?: string,
) {
  const session = await gateway().startSession(request);
  const returned = await finishKlarnaPage(session.redirectUrl, action, identity);
  const payment = storedPayment(request, session.sessionId);
  const outcome = await gateway().sessionResult(payment, {});
  return { session, returned, payment, outcome };
}

/** A payment authorized through the hosted page, with its order reference. */
async function authorizedPayment(): Promise<HostedPayment> {
  const request = orderRequest();
  const { payment, outcome } = await paidWith(request, 'confirm');
  if (outcome.type !== 'authorized') throw new Error(`not authorized: ${outcome.type}`);
  return { ...payment, reference: outcome.reference };
}

describe('klarnaGateway.startSession', () => {
  it('opens a KP session with the order, Basic auth and the order’s idempotency key', async () => {
    const from = fake.requests.length;
    const request = orderRequest();
    await gateway().startSession(request);
    const [kp] = requestsTo('/payments/v1/sessions', from);
    expect(kp?.method).toBe('POST');
    expect(kp?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}`,
    );
    expect(kp?.headers.get('klarna-idempotency-key')).toBe(request.idempotencyKey);
    expect(kp?.body).toEqual({
      acquiring_channel: 'ECOMMERCE',
      intent: 'buy',
      purchase_country: 'SE',
      purchase_currency: 'SEK',
      locale: 'sv-SE',
      order_amount: 32_600,
      order_tax_amount: 6_520,
      order_lines: [
        {
          type: 'physical',
          reference: 'SKU-1001',
          name: 'SKU-1001',
          quantity: 2,
          unit_price: 12_900,
          tax_rate: 2500,
          total_amount: 24_800,
          total_discount_amount: 1_000,
          total_tax_amount: 4_960,
        },
        expect.objectContaining({
          type: 'shipping_fee',
          total_amount: 4_900,
          total_tax_amount: 980,
        }),
        expect.objectContaining({ type: 'surcharge', total_amount: 2_900, total_tax_amount: 580 }),
      ],
      merchant_reference1: request.merchantReference,
      billing_address: { email: EMAIL },
      customer: { type: 'person' },
    });
  });

  it('names a company as an organization with its org number and name', async () => {
    const from = fake.requests.length;
    await gateway().startSession(orderRequest('company'));
    const [kp] = requestsTo('/payments/v1/sessions', from);
    expect(kp?.body).toMatchObject({
      customer: { type: 'organization', organization_registration_id: ORG_NUMBER },
      billing_address: { email: EMAIL, organization_name: 'Exempel AB' },
    });
  });

  it.each([
    { methodId: 'klarna:pay-later', customerType: 'private', category: 'pay_later' },
    { methodId: 'klarna:pay-over-time', customerType: 'private', category: 'pay_over_time' },
    { methodId: 'klarna:company-invoice', customerType: 'company', category: 'pay_later' },
    { methodId: 'klarna:company-instalments', customerType: 'company', category: 'pay_over_time' },
  ] as const)(
    'hosts the KP session on an HPP session offering $category for $methodId',
    async ({ methodId, customerType, category }) => {
      const from = fake.requests.length;
      const request = orderRequest(customerType, methodId);
      const session = await gateway().startSession(request);
      const [kp] = requestsTo('/payments/v1/sessions', from);
      const [hpp] = requestsTo('/hpp/v1/sessions', from);
      const kpId = [...fake.paymentSessions.keys()].at(-1);
      expect(hpp?.headers.get('authorization')).toBe(kp?.headers.get('authorization'));
      expect(hpp?.body).toEqual({
        payment_session_url: `${fake.apiUrl}/payments/v1/sessions/${kpId}`,
        merchant_urls: {
          success: `${request.returnUrl}&authorization_token={{authorization_token}}`,
          cancel: request.returnUrl,
          back: request.returnUrl,
          failure: request.returnUrl,
          error: request.returnUrl,
          status_update: expect.stringMatching(
            new RegExp(`^${request.notificationUrl.replace(/[.?]/g, '\\$&')}&secret=[\\w-]{40,}$`),
          ) as string,
        },
        options: { payment_method_categories: [category], place_order_mode: 'NONE' },
      });
      expect(fake.hppSessions.get(session.sessionId)?.paymentSessionId).toBe(kpId);
      expect(session.redirectUrl).toBe(`${fake.apiUrl}/hpp/pay/${session.sessionId}`);
    },
  );

  it('refuses a method of the other customer type without calling Klarna', async () => {
    const from = fake.requests.length;
    await expect(
      gateway().startSession(orderRequest('private', 'klarna:company-invoice')),
    ).rejects.toThrow(/not a Klarna method/);
    expect(fake.requests.length).toBe(from);
  });

  it('takes the shopper to an accessible hosted page with the amount and an identity field', async () => {
    const session = await gateway().startSession(
      orderRequest('company', 'klarna:company-instalments'),
    );
    const html = await (await fetch(session.redirectUrl)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<main>[\s\S]*<h1>Klarna test checkout<\/h1>/);
    expect(html).toContain('326.00 SEK');
    expect(html).toContain('pay_over_time');
    expect(html).toMatch(/<label for="identity">Organisation number<\/label>/);
    expect(html).toMatch(/<button[^>]*>Confirm and pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).not.toMatch(/https?:\/\//);
  });
});

describe('klarnaGateway status updates', () => {
  it("give Klarna the shop's notification URL with a secret only the payment's reference passes", async () => {
    const request = orderRequest();
    const session = await gateway().startSession(request);
    const url = fake.hppSessions.get(session.sessionId)?.merchantUrls['status_update'] ?? '';
    expect(url.startsWith(`${request.notificationUrl}&secret=`)).toBe(true);
    const secret = new URL(url).searchParams.get('secret') ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(gateway().notificationSigned?.(request.merchantReference, secret)).toBe(true);
    expect(gateway().notificationSigned?.(request.merchantReference, `${secret}x`)).toBe(false);
    expect(gateway().notificationSigned?.('NS-someone-else', secret)).toBe(false);
    // Keyed with the API password: another shop's key makes another secret.
    expect(
      gateway({ password: 'another' }).notificationSigned?.(request.merchantReference, secret),
    ).toBe(false);
  });
});

describe('klarnaGateway.closeSession', () => {
  it('disables a page the shopper never finished; its payment then ends refused', async () => {
    const request = orderRequest();
    const session = await gateway().startSession(request);
    const from = fake.requests.length;
    await gateway().closeSession?.(storedPayment(request, session.sessionId));
    expect(fake.requests.slice(from).map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /hpp/v1/sessions/${session.sessionId}`,
    ]);
    expect(fake.hppSessions.get(session.sessionId)?.status).toBe('DISABLED');
    expect(await gateway().sessionResult(storedPayment(request, session.sessionId), {})).toEqual({
      type: 'refused',
      eventId: `klarna:hpp:${session.sessionId}:disabled`,
    });
  });
});

describe('klarnaGateway.sessionResult', () => {
  it('places the order of a confirmed private invoice and answers it authorized', async () => {
    const request = orderRequest();
    const from = fake.requests.length;
    const { session, returned, outcome } = await paidWith(request, 'confirm');
    const token = fake.hppSessions.get(session.sessionId)?.authorizationToken;
    expect(returned.origin + returned.pathname).toBe('https://shop.example/sv/kassa/betalning');
    expect(Object.fromEntries(returned.searchParams)).toEqual({
      payment_ref: request.merchantReference,
      authorization_token: token,
    });
    const [order] = [...fake.orders.values()].filter((o) => o.authorizationToken === token);
    expect(outcome).toEqual({
      type: 'authorized',
      reference: order?.id,
      amount: 32_600,
      eventId: `klarna:order:${order?.id}:authorized`,
    });
    const [placed] = requestsTo(`/payments/v1/authorizations/${token}/order`, from);
    expect(placed?.headers.get('klarna-idempotency-key')).toBe(`auth-${request.merchantReference}`);
    expect(placed?.body).toMatchObject({
      purchase_country: 'SE',
      purchase_currency: 'SEK',
      locale: 'sv-SE',
      order_amount: 32_600,
      order_tax_amount: 6_520,
      merchant_reference1: request.merchantReference,
    });
    // The order lists the very lines the session was opened with.
    const [opened] = requestsTo('/payments/v1/sessions', from);
    const sent = opened?.body as { order_lines: unknown[]; order_tax_amount: number };
    expect((placed?.body as { order_lines: unknown[] }).order_lines).toEqual(sent.order_lines);
    expect(sent.order_tax_amount).toBe(6_520);
  });

  it('places the order of a payment stored without its lines as one line of its total', async () => {
    const request = orderRequest();
    const session = await gateway().startSession(request);
    await finishKlarnaPage(session.redirectUrl, 'confirm');
    const from = fake.requests.length;
    const outcome = await gateway().sessionResult(
      { ...storedPayment(request, session.sessionId), lines: [] },
      {},
    );
    expect(outcome.type).toBe('authorized');
    const token = fake.hppSessions.get(session.sessionId)?.authorizationToken;
    const [placed] = requestsTo(`/payments/v1/authorizations/${token}/order`, from);
    expect(placed?.body).toMatchObject({
      order_amount: 32_600,
      order_lines: [{ name: `Order ${request.merchantReference}`, total_amount: 32_600 }],
    });
  });

  it('authorizes a company’s confirmed instalments', async () => {
    const { outcome } = await paidWith(
      orderRequest('company', 'klarna:company-instalments'),
      'confirm',
    );
    expect(outcome).toMatchObject({ type: 'authorized', amount: 32_600 });
    const order = fake.orders.get(outcome.type === 'authorized' ? outcome.reference : '');
    expect(order?.category).toBe('pay_over_time');
  });

  it('answers refused when the authorization ran out before the order was placed', async () => {
    const request = orderRequest();
    const session = await gateway().startSession(request);
    await finishKlarnaPage(session.redirectUrl, 'confirm');
    fake.expireAuthorization(session.sessionId);
    expect(await gateway().sessionResult(storedPayment(request, session.sessionId), {})).toEqual({
      type: 'refused',
      eventId: `klarna:hpp:${session.sessionId}:refused`,
    });
  });

  it('answers a declined shopper refused, back at the shop without a token', async () => {
    const request = orderRequest();
    const { session, returned, outcome } = await paidWith(
      request,
      'confirm',
      FAKE_KLARNA_DENIED_IDENTITY,
    );
    expect(returned.href).toBe(request.returnUrl);
    expect(outcome).toEqual({ type: 'refused', eventId: `klarna:hpp:${session.sessionId}:failed` });
  });

  it('answers a cancelled payment refused without placing an order', async () => {
    const orders = fake.orders.size;
    const request = orderRequest();
    const { session, returned, outcome } = await paidWith(request, 'cancel');
    expect(returned.href).toBe(request.returnUrl);
    expect(outcome).toEqual({
      type: 'refused',
      eventId: `klarna:hpp:${session.sessionId}:cancelled`,
    });
    expect(fake.orders.size).toBe(orders);
  });

  it('answers pending while the shopper has not finished, whatever the return URL says', async () => {
    const request = orderRequest();
    const session = await gateway().startSession(request);
    const payment = storedPayment(request, session.sessionId);
    expect(await gateway().sessionResult(payment, { sessionResult: 'authorised' })).toEqual({
      type: 'pending',
    });
    await fetch(session.redirectUrl);
    expect(fake.hppSessions.get(session.sessionId)?.status).toBe('IN_PROGRESS');
    expect(await gateway().sessionResult(payment, {})).toEqual({ type: 'pending' });
  });

  it('answers the same order when asked twice', async () => {
    const request = orderRequest();
    const { payment, outcome } = await paidWith(request, 'confirm');
    const orders = fake.orders.size;
    expect(await gateway().sessionResult(payment, {})).toEqual(outcome);
    expect(fake.orders.size).toBe(orders);
  });

  it('answers refused when Klarna will not place the order of the authorization', async () => {
    const request = orderRequest();
    const session = await gateway().startSession(request);
    await finishKlarnaPage(session.redirectUrl, 'confirm');
    const changed = { ...storedPayment(request, session.sessionId), amount: request.amount + 100 };
    expect(await gateway().sessionResult(changed, {})).toEqual({
      type: 'refused',
      eventId: `klarna:hpp:${session.sessionId}:refused`,
    });
  });
});

describe('klarnaGateway order management', () => {
  it('captures with the amount and an idempotency key, counted under the Capture-Id', async () => {
    const payment = await authorizedPayment();
    const from = fake.requests.length;
    const { eventId } = await gateway().capture(payment, 20_000);
    const [capture] = fake.orders.get(payment.reference ?? '')?.captures ?? [];
    expect(capture?.amount).toBe(20_000);
    expect(eventId).toBe(`klarna:capture:${capture?.id}`);
    const [sent] = requestsTo(`/ordermanagement/v1/orders/${payment.reference}/captures`, from);
    expect(sent?.body).toEqual({
      captured_amount: 20_000,
      description: `Order ${payment.merchantReference}`,
    });
    expect(sent?.headers.get('klarna-idempotency-key')).toBe(
      `capture-${payment.merchantReference}-20000`,
    );
    expect(await gateway().capture(payment, 20_000)).toEqual({ eventId, done: true });
  });

  it('refunds with the amount, counted under the Refund-Id', async () => {
    const payment = await authorizedPayment();
    await gateway().capture(payment, payment.amount);
    const from = fake.requests.length;
    const { eventId } = await gateway().refund(payment, 5_000, 'return-1');
    const [refund] = fake.orders.get(payment.reference ?? '')?.refunds ?? [];
    expect(refund?.amount).toBe(5_000);
    expect(eventId).toBe(`klarna:refund:${refund?.id}`);
    const [sent] = requestsTo(`/ordermanagement/v1/orders/${payment.reference}/refunds`, from);
    expect(sent?.body).toMatchObject({ refunded_amount: 5_000 });
  });

  it('cancels an uncaptured order', async () => {
    const payment = await authorizedPayment();
    expect(await gateway().cancel(payment)).toEqual({
      eventId: `klarna:cancel:${payment.reference}`,
      done: true,
    });
    expect(fake.orders.get(payment.reference ?? '')?.cancelled).toBe(true);
    expect(fake.requests.at(-1)?.path).toBe(
      `/ordermanagement/v1/orders/${payment.reference}/cancel`,
    );
  });

  it('makes a capture beyond the authorization a refusal', async () => {
    const payment = await authorizedPayment();
    const error = await providerFailureOf(() => gateway().capture(payment, payment.amount + 1));
    expect(error).toMatchObject({ provider: 'klarna', problem: 403, refused: true });
  });

  it('makes a refund beyond what was captured a refusal', async () => {
    const payment = await authorizedPayment();
    const error = await providerFailureOf(() => gateway().refund(payment, 100, 'return-1'));
    expect(error).toMatchObject({ problem: 403, refused: true });
  });

  it('needs the order reference of an authorized payment', async () => {
    const from = fake.requests.length;
    const payment = storedPayment(orderRequest(), 'hpp-1');
    await expect(gateway().capture(payment, 100)).rejects.toThrow(/has no order yet/);
    await expect(gateway().cancel(payment)).rejects.toThrow(/has no order yet/);
    await expect(gateway().refund(payment, 100, 'return-1')).rejects.toThrow(/has no order yet/);
    expect(fake.requests.length).toBe(from);
  });
});

describe('klarnaGateway failures', () => {
  it('makes wrong credentials a 401 that is no refusal, naming no secret or shopper data', async () => {
    const error = await providerFailureOf(() =>
      gateway({ password: 'wrong-password' }).startSession(orderRequest('company')),
    );
    expect(error).toMatchObject({ provider: 'klarna', problem: 401, refused: false });
    expect(`${error.message} ${error.stack}`).not.toMatch(
      new RegExp(`wrong-password|${PASSWORD}|${EMAIL}|${ORG_NUMBER}`),
    );
  });

  it.each([
    { mode: 500, problem: 500 },
    { mode: 503, problem: 503 },
    { mode: 'malformed', problem: 'malformed' },
  ] as const)('makes an answer $mode a $problem error, no refusal', async ({ mode, problem }) => {
    fake.answerWith(mode);
    const error = await providerFailureOf(() => gateway().startSession(orderRequest()));
    expect(error).toMatchObject({ provider: 'klarna', problem, refused: false });
  });

  it('makes no answer within timeoutMs a timeout', async () => {
    fake.answerWith('hang');
    const started = performance.now();
    const error = await providerFailureOf(() =>
      gateway({ timeoutMs: 200 }).startSession(orderRequest()),
    );
    expect(error.problem).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('makes a capture answer without its Capture-Id malformed', async () => {
    const payment = await authorizedPayment();
    fake.answerWith('malformed');
    const error = await providerFailureOf(() => gateway().capture(payment, 100));
    expect(error.problem).toBe('malformed');
  });

  it('makes an unreadable session status malformed', async () => {
    const request = orderRequest();
    const session = await gateway().startSession(request);
    fake.answerWith('malformed');
    const error = await providerFailureOf(() =>
      gateway().sessionResult(storedPayment(request, session.sessionId), {}),
    );
    expect(error.problem).toBe('malformed');
  });

  it('makes an unreachable API a network error', async () => {
    const error = await providerFailureOf(() =>
      klarnaGateway({
        username: USERNAME,
        password: PASSWORD,
        apiUrl: 'http://127.0.0.1:1',
        timeoutMs: 1_000,
      }).startSession(orderRequest()),
    );
    expect(error.problem).toBe('network');
  });
});

/** The spec's names per storefront: invoice, instalments, company invoice, company instalments. */
const NAMES: Record<LocaleCode, readonly [string, string, string, string]> = {
  sv: [
    'Klarna – Faktura',
    'Klarna – Delbetalning',
    'Klarna – Företagsfaktura',
    'Klarna – Delbetalning för företag',
  ],
  no: [
    'Klarna – Faktura',
    'Klarna – Delbetaling',
    'Klarna – Bedriftsfaktura',
    'Klarna – Delbetaling for bedrifter',
  ],
  da: [
    'Klarna – Faktura',
    'Klarna – Delbetaling',
    'Klarna – Firmafaktura',
    'Klarna – Delbetaling for virksomheder',
  ],
  fi: [
    'Klarna – Lasku',
    'Klarna – Osamaksu',
    'Klarna – Yrityslasku',
    'Klarna – Yrityksen osamaksu',
  ],
  nl: [
    'Klarna – Achteraf betalen',
    'Klarna – Gespreid betalen',
    'Klarna – Zakelijke factuur',
    'Klarna – Gespreid betalen voor bedrijven',
  ],
};

describe('klarnaGateway.methods', () => {
  const method = (id: string, name: string, customerType: 'private' | 'company') => ({
    id,
    provider: 'klarna',
    name,
    fee: 0,
    customer_types: [customerType],
    badge: 'klarna',
  });

  it.each(LOCALE_CODES.map((locale) => ({ locale, country: STOREFRONTS[locale].country })))(
    'offers $country the two private and two company methods in its language',
    ({ locale }) => {
      const [invoice, instalments, companyInvoice, companyInstalments] = NAMES[locale];
      const shoppers = [
        method('klarna:pay-later', invoice, 'private'),
        method('klarna:pay-over-time', instalments, 'private'),
      ];
      const companies = [
        method('klarna:company-invoice', companyInvoice, 'company'),
        method('klarna:company-instalments', companyInstalments, 'company'),
      ];
      expect(gateway().provider).toBe('klarna');
      expect(gateway().methods(locale, 'private')).toEqual(shoppers);
      expect(gateway().methods(locale, 'company')).toEqual(companies);
      expect(gateway().methods(locale)).toEqual([...shoppers, ...companies]);
    },
  );
});
