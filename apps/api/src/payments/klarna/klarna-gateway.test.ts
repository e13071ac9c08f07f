import { LOCALE_CODES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { klarnaGateway } from './klarna-gateway';
import {
  EMAIL,
  ORG_NUMBER,
  PASSWORD,
  USERNAME,
  orderRequest,
  useFakeKlarna,
} from '../../../testing/klarna-gateway-harness';
import { opened, providerFailureOf, storedPayment } from '../../../testing/hosted-pages';

// The Klarna adapter's sessions, Order Management and failures against the fake Klarna (Klarna
// Payments v1, Hosted Payment Page v1, Order Management v1).
const { fake, gateway, requestsTo, authorizedPayment } = useFakeKlarna();

describe('klarnaGateway.startSession', () => {
  it('opens a KP session with the order and Basic auth, and no idempotency header Klarna does not document', async () => {
    const from = fake().requests.length;
    const request = orderRequest();
    await gateway().startSession(request);
    const [kp] = requestsTo('/payments/v1/sessions', from);
    expect(kp?.method).toBe('POST');
    expect(kp?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}`,
    );
    expect(kp?.headers.get('klarna-idempotency-key')).toBeNull();
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
      // Klarna's notification of an order it reviewed (fraud_status PENDING) comes here.
      merchant_urls: {
        notification: expect.stringMatching(/&secret=[\w-]{40,}$/) as string,
      },
      billing_address: { email: EMAIL },
      customer: { type: 'person' },
    });
  });

  it('names a company as an organization with its org number and name', async () => {
    const from = fake().requests.length;
    await gateway().startSession(orderRequest('company'));
    const [kp] = requestsTo('/payments/v1/sessions', from);
    expect(kp?.body).toMatchObject({
      customer: { type: 'organization', organization_registration_id: ORG_NUMBER },
      billing_address: { email: EMAIL, organization_name: 'Exempel AB' },
    });
  });

  // Regression: the HPP's categories were sent lower case; its enum is PAY_LATER, PAY_OVER_TIME.
  it.each([
    { methodId: 'klarna:pay-later', customerType: 'private', category: 'PAY_LATER' },
    { methodId: 'klarna:pay-over-time', customerType: 'private', category: 'PAY_OVER_TIME' },
    { methodId: 'klarna:company-invoice', customerType: 'company', category: 'PAY_LATER' },
  ] as const)(
    'hosts the KP session on an HPP session offering $category for $methodId',
    async ({ methodId, customerType, category }) => {
      const from = fake().requests.length;
      const request = orderRequest(customerType, methodId);
      const session = opened(await gateway().startSession(request));
      const [kp] = requestsTo('/payments/v1/sessions', from);
      const [hpp] = requestsTo('/hpp/v1/sessions', from);
      const kpId = [...fake().paymentSessions.keys()].at(-1);
      expect(hpp?.headers.get('authorization')).toBe(kp?.headers.get('authorization'));
      expect(hpp?.body).toEqual({
        payment_session_url: `${fake().apiUrl}/payments/v1/sessions/${kpId}`,
        // No token in the shopper's URL: the shop asks Klarna how the page ended.
        merchant_urls: {
          success: request.returnUrl,
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
      const page = fake().hppSessions.get(session.sessionId);
      expect(page?.paymentSessionId).toBe(kpId);
      // The URLs and the end Klarna answered, as answered.
      expect(session.redirectUrl).toBe(`${fake().apiUrl}/hpp/pay/${session.sessionId}`);
      expect(session.sessionUrl).toBe(`${fake().apiUrl}/hpp/v1/sessions/${session.sessionId}`);
      expect(session.expiresAt?.toISOString()).toBe(page?.expiresAt);
    },
  );

  it.each(['da', 'nl'] as const)(
    'opens no page for instalments on %s, where Klarna offers none for the session',
    async (locale) => {
      const from = fake().requests.length;
      const request = orderRequest('private', 'klarna:pay-over-time', locale);
      expect(await gateway().startSession(request)).toBeNull();
      expect(requestsTo('/payments/v1/sessions', from)).toHaveLength(1);
      expect(requestsTo('/hpp/v1/sessions', from)).toHaveLength(0);
    },
  );

  it('refuses a method of the other customer type without calling Klarna', async () => {
    const from = fake().requests.length;
    await expect(
      gateway().startSession(orderRequest('private', 'klarna:company-invoice')),
    ).rejects.toThrow(/not a Klarna method/);
    expect(fake().requests.length).toBe(from);
  });

  it('takes the shopper to an accessible hosted page with the amount and an identity field', async () => {
    const session = opened(await gateway().startSession(orderRequest('company')));
    const html = await (await fetch(session.redirectUrl)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<main>[\s\S]*<h1>Klarna test checkout<\/h1>/);
    expect(html).toContain('326.00 SEK');
    expect(html).toContain('PAY_LATER');
    expect(html).toMatch(/<label for="identity">Organisation number<\/label>/);
    expect(html).toMatch(/<button[^>]*>Confirm and pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).not.toMatch(/https?:\/\//);
  });
});

describe('klarnaGateway status updates', () => {
  it("give Klarna the shop's notification URL with a secret only the payment's reference passes", async () => {
    const request = orderRequest();
    const session = opened(await gateway().startSession(request));
    const url = fake().hppSessions.get(session.sessionId)?.merchantUrls['status_update'] ?? '';
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
  it('disables a page the shopper never finished, at the URL Klarna answered; its payment then ends refused', async () => {
    const request = orderRequest();
    const session = opened(await gateway().startSession(request));
    const from = fake().requests.length;
    await gateway().closeSession?.(storedPayment(request, session));
    expect(
      fake()
        .requests.slice(from)
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([`DELETE /hpp/v1/sessions/${session.sessionId}`]);
    expect(fake().hppSessions.get(session.sessionId)?.status).toBe('DISABLED');
    expect(await gateway().sessionResult(storedPayment(request, session), {})).toEqual({
      type: 'refused',
      eventId: `klarna:hpp:${session.sessionId}:disabled`,
    });
  });
});

describe('klarnaGateway order management', () => {
  it('captures with the amount and an idempotency key, counted under the Capture-Id', async () => {
    const payment = await authorizedPayment();
    const from = fake().requests.length;
    const { eventId } = await gateway().capture(payment, 20_000);
    const [capture] = fake().orders.get(payment.reference ?? '')?.captures ?? [];
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
    const from = fake().requests.length;
    const { eventId } = await gateway().refund(payment, 5_000, 'return-1');
    const [refund] = fake().orders.get(payment.reference ?? '')?.refunds ?? [];
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
    expect(fake().orders.get(payment.reference ?? '')?.cancelled).toBe(true);
    expect(fake().requests.at(-1)?.path).toBe(
      `/ordermanagement/v1/orders/${payment.reference}/cancel`,
    );
  });

  it.each([
    ['a capture beyond the authorization', 'CAPTURE_NOT_ALLOWED'],
    ['a refund beyond what was captured', 'REFUND_NOT_ALLOWED'],
  ])('makes %s a 403 with Klarna’s error code', async (what, code) => {
    const payment = await authorizedPayment();
    const error = await providerFailureOf(() =>
      code === 'CAPTURE_NOT_ALLOWED'
        ? gateway().capture(payment, payment.amount + 1)
        : gateway().refund(payment, 100, 'return-1'),
    );
    expect(error).toMatchObject({ provider: 'klarna', problem: 403, code });
  });

  it('needs the order reference of an authorized payment', async () => {
    const from = fake().requests.length;
    const payment = storedPayment(orderRequest(), 'hpp-1');
    await expect(gateway().capture(payment, 100)).rejects.toThrow(/has no order yet/);
    await expect(gateway().cancel(payment)).rejects.toThrow(/has no order yet/);
    await expect(gateway().refund(payment, 100, 'return-1')).rejects.toThrow(/has no order yet/);
    expect(fake().requests.length).toBe(from);
  });
});

describe('klarnaGateway failures', () => {
  it('makes wrong credentials a 401 with its code, naming no secret or shopper data', async () => {
    const error = await providerFailureOf(() =>
      gateway({ password: 'wrong-password' }).startSession(orderRequest('company')),
    );
    expect(error).toMatchObject({ provider: 'klarna', problem: 401, code: 'UNAUTHORIZED' });
    expect(`${error.message} ${error.stack}`).not.toMatch(
      new RegExp(`wrong-password|${PASSWORD}|${EMAIL}|${ORG_NUMBER}`),
    );
  });

  it.each([
    { mode: 500, problem: 500 },
    { mode: 503, problem: 503 },
    { mode: 'malformed', problem: 'malformed' },
  ] as const)('makes an answer $mode a $problem error', async ({ mode, problem }) => {
    fake().answerWith(mode);
    const error = await providerFailureOf(() => gateway().startSession(orderRequest()));
    expect(error).toMatchObject({ provider: 'klarna', problem });
  });

  it('makes no answer within timeoutMs a timeout', async () => {
    fake().answerWith('hang');
    const error = await providerFailureOf(() =>
      gateway({ timeoutMs: 200 }).startSession(orderRequest()),
    );
    expect(error.problem).toBe('timeout');
  });

  it('makes a capture answer without its Capture-Id malformed', async () => {
    const payment = await authorizedPayment();
    fake().answerWith('malformed');
    const error = await providerFailureOf(() => gateway().capture(payment, 100));
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

/** The spec's names per storefront: invoice, instalments, company invoice. */
const NAMES: Record<LocaleCode, readonly [string, string, string]> = {
  sv: ['Klarna – Faktura', 'Klarna – Delbetalning', 'Klarna – Företagsfaktura'],
  no: ['Klarna – Faktura', 'Klarna – Delbetaling', 'Klarna – Bedriftsfaktura'],
  da: ['Klarna – Faktura', 'Klarna – Delbetaling', 'Klarna – Firmafaktura'],
  fi: ['Klarna – Lasku', 'Klarna – Osamaksu', 'Klarna – Yrityslasku'],
  nl: ['Klarna – Achteraf betalen', 'Klarna – Gespreid betalen', 'Klarna – Zakelijke factuur'],
};

/** Where Klarna offers instalments (financing): not in Denmark and the Netherlands. */
const INSTALMENTS: readonly LocaleCode[] = ['sv', 'no', 'fi'];

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
    'offers $country invoice to shoppers and companies, and instalments to shoppers where Klarna does',
    ({ locale }) => {
      const [invoice, instalments, companyInvoice] = NAMES[locale];
      const shoppers = [
        method('klarna:pay-later', invoice, 'private'),
        ...(INSTALMENTS.includes(locale)
          ? [method('klarna:pay-over-time', instalments, 'private')]
          : []),
      ];
      // Klarna offers companies Pay Later only (B2B through Billie).
      const companies = [method('klarna:company-invoice', companyInvoice, 'company')];
      expect(gateway().provider).toBe('klarna');
      expect(gateway().methods(locale, 'private')).toEqual(shoppers);
      expect(gateway().methods(locale, 'company')).toEqual(companies);
      expect(gateway().methods(locale)).toEqual([...shoppers, ...companies]);
    },
  );
});
