import { LOCALE_CODES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_ADYEN_3DS_PASSWORD,
  FAKE_ADYEN_CARDS,
  startFakeAdyen,
  type FakeAdyen,
} from '../testing/fake-adyen';
import {
  ADYEN_METHODS,
  ADYEN_PAYMENT_TYPES,
  adyenGateway,
  adyenLineItems,
  type AdyenMethodId,
} from './adyen-gateway';
import {
  payAdyenCard,
  pressAdyenButton,
  storedPayment,
  providerFailureOf,
} from '../testing/hosted-pages';
import { AdyenNotificationSchema, adyenItemSigned, adyenReportOf } from './adyen-notifications';
import type { HostedPaymentRequest } from './hosted-payment';

const API_KEY = 'AQE-fake-adyen-key-1234';
const MERCHANT = 'NordshopECOM';
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const EMAIL = 'anna.andersson@example.se';

/** The notifications the shop's webhook endpoint received (a local server standing in for it). */
const received: unknown[] = [];
let shop: Server;
let fake: FakeAdyen;

beforeAll(async () => {
  shop = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(text));
      res.end('[accepted]');
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/webhooks/adyen`;
  fake = await startFakeAdyen({
    apiKey: API_KEY,
    hmacKey: HMAC_KEY,
    webhookUrl,
    merchantAccount: MERCHANT,
  });
});
afterAll(async () => {
  await fake.close();
  shop.closeAllConnections();
  await new Promise((resolve) => shop.close(resolve));
});
afterEach(() => fake.answerWith('ok'));

const gateway = (settings: { apiKey?: string; timeoutMs?: number } = {}) =>
  adyenGateway({
    apiKey: settings.apiKey ?? API_KEY,
    merchantAccount: MERCHANT,
    checkoutUrl: fake.checkoutUrl,
    timeoutMs: settings.timeoutMs ?? 5_000,
  });

let orderNo = 0;

/** A request for `methodId` on `locale`: two shirts and shipping, 1 049 kr incl. VAT. */
function requestFor(methodId: AdyenMethodId, locale: LocaleCode = 'sv'): HostedPaymentRequest {
  orderNo += 1;
  const reference = `NS-2024-${orderNo}`;
  return {
    locale,
    methodId,
    customerType: 'private',
    amount: 104_900,
    vatTotal: 20_980,
    currency: STOREFRONTS[locale].currency,
    email: EMAIL,
    orgNumber: null,
    companyName: null,
    merchantReference: reference,
    idempotencyKey: `idem-${reference}`,
    returnUrl: `https://nordshop.example/${locale}/checkout/return?payment_ref=${reference}`,
    notificationUrl: `https://nordshop.example/api/payments/adyen/webhook?payment_ref=${reference}`,
    lines: [
      {
        reference: 'SKU-1',
        name: 'T-shirt',
        kind: 'physical',
        quantity: 2,
        unitPrice: 49_950,
        taxRate: 2500,
        totalAmount: 99_900,
        totalDiscount: 0,
        totalTax: 19_980,
      },
      {
        reference: 'shipping',
        name: 'PostNord',
        kind: 'shipping_fee',
        quantity: 1,
        unitPrice: 5_000,
        taxRate: 2500,
        totalAmount: 5_000,
        totalDiscount: 0,
        totalTax: 1_000,
      },
    ],
  };
}

/** Opens a session, walks its page with `walk`, and asks the gateway how it ended. */
async function checkout(
  methodId: AdyenMethodId,
  locale: LocaleCode,
  walk: (redirectUrl: string) => Promise<URL>,
) {
  const request = requestFor(methodId, locale);
  const session = await gateway().startSession(request);
  const back = await walk(session.redirectUrl);
  const sessionResult = back.searchParams.get('sessionResult') ?? undefined;
  const outcome = await gateway().sessionResult(storedPayment(request, session.sessionId), {
    sessionResult,
  });
  return { request, session, back, outcome };
}

describe('adyenGateway.methods', () => {
  const cases = [
    { locale: 'sv', card: 'Kort (Visa, Mastercard)', wallet: ['adyen:swish', 'Swish', 'swish'] },
    { locale: 'no', card: 'Kort (Visa, Mastercard)', wallet: ['adyen:vipps', 'Vipps', 'vipps'] },
    {
      locale: 'da',
      card: 'Kort (Visa, Mastercard)',
      wallet: ['adyen:mobilepay', 'MobilePay', 'mobilepay'],
    },
    {
      locale: 'fi',
      card: 'Kortti (Visa, Mastercard)',
      wallet: ['adyen:mobilepay', 'MobilePay', 'mobilepay'],
    },
    {
      locale: 'nl',
      card: 'Creditcard (Visa, Mastercard)',
      wallet: ['adyen:ideal', 'iDEAL', 'ideal'],
    },
  ] as const;

  it.each(cases)('offers the card and the storefront’s own method on $locale', (c) => {
    const [id, name, badge] = c.wallet;
    const common = { provider: 'adyen', fee: 0, customer_types: ['private', 'company'] };
    expect(gateway().methods(c.locale)).toEqual([
      { id: 'adyen:card', name: c.card, badge: 'visa', ...common },
      { id, name, badge, ...common },
    ]);
    expect(gateway().methods(c.locale, 'company')).toHaveLength(2);
  });

  it('covers every storefront and maps each method to Adyen’s type', () => {
    expect(cases.map((c) => c.locale)).toEqual([...LOCALE_CODES]);
    const ids = new Set(LOCALE_CODES.flatMap((l) => ADYEN_METHODS[l].map((m) => m.id)));
    expect([...ids].map((id) => ADYEN_PAYMENT_TYPES[id])).toEqual([
      'scheme',
      'swish',
      'vipps',
      'mobilepay',
      'ideal',
    ]);
  });
});

describe('adyenGateway.startSession', () => {
  it('opens a hosted session for the order’s total with the key and the order’s Idempotency-Key', async () => {
    const request = requestFor('adyen:card');
    const session = await gateway().startSession(request);
    const sent = fake.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v71/sessions');
    expect(sent.headers.get('x-api-key')).toBe(API_KEY);
    expect(sent.headers.get('idempotency-key')).toBe(request.idempotencyKey);
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.body).toEqual({
      merchantAccount: MERCHANT,
      amount: { value: 104_900, currency: 'SEK' },
      reference: request.merchantReference,
      returnUrl: request.returnUrl,
      mode: 'hosted',
      countryCode: 'SE',
      shopperLocale: 'sv-SE',
      shopperEmail: EMAIL,
      allowedPaymentMethods: ['scheme'],
      lineItems: [
        {
          id: 'SKU-1',
          description: 'T-shirt',
          quantity: 2,
          amountIncludingTax: 49_950,
          taxPercentage: 2500,
        },
        {
          id: 'shipping',
          description: 'PostNord',
          quantity: 1,
          amountIncludingTax: 5_000,
          taxPercentage: 2500,
        },
      ],
    });
    expect(session.sessionId).toMatch(/^CS[0-9A-F]{16}$/);
    expect(session.redirectUrl).toBe(
      `${new URL(fake.checkoutUrl).origin}/checkoutshopper/pay/${session.sessionId}`,
    );
    const page = await fetch(session.redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Adyen test payment</h1>');
    expect(html).toContain('1049.00 SEK');
  });

  it.each([
    ['adyen:swish', 'sv', 'swish', 'SE', 'sv-SE'],
    ['adyen:vipps', 'no', 'vipps', 'NO', 'nb-NO'],
    ['adyen:mobilepay', 'fi', 'mobilepay', 'FI', 'fi-FI'],
    ['adyen:ideal', 'nl', 'ideal', 'NL', 'nl-NL'],
  ] as const)(
    'allows only %s’s type on %s',
    async (methodId, locale, type, country, shopperLocale) => {
      await gateway().startSession(requestFor(methodId, locale));
      expect(fake.requests.at(-1)!.body).toMatchObject({
        allowedPaymentMethods: [type],
        countryCode: country,
        shopperLocale,
        amount: { currency: STOREFRONTS[locale].currency },
      });
    },
  );

  it('refuses a method the storefront does not offer without calling Adyen', async () => {
    const before = fake.requests.length;
    await expect(gateway().startSession(requestFor('adyen:swish', 'nl'))).rejects.toThrow(
      /no adyen:swish on nl/,
    );
    expect(fake.requests).toHaveLength(before);
  });

  it('sends a discounted line that does not split into whole units as one unit of its total', () => {
    const [line] = requestFor('adyen:card').lines;
    const items = adyenLineItems([
      { ...line!, quantity: 3, totalAmount: 100_000, totalDiscount: 49_850 },
    ]);
    expect(items).toEqual([
      {
        id: 'SKU-1',
        description: '3 × T-shirt',
        quantity: 1,
        amountIncludingTax: 100_000,
        taxPercentage: 2500,
      },
    ]);
  });
});

describe('adyenGateway.sessionResult after the hosted page', () => {
  it('answers authorized for the 3-D Secure card with the right password, as the webhook counts it', async () => {
    const { request, session, back, outcome } = await checkout('adyen:card', 'sv', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.threeDSecure, FAKE_ADYEN_3DS_PASSWORD),
    );
    expect(back.origin + back.pathname).toBe('https://nordshop.example/sv/checkout/return');
    expect(back.searchParams.get('payment_ref')).toBe(request.merchantReference);
    expect(back.searchParams.get('sessionId')).toBe(session.sessionId);
    const psp = fake.sessions.get(session.sessionId)!.payments[0]!.pspReference;
    expect(psp).toMatch(/^[A-Z0-9]{16}$/);
    expect(outcome).toEqual({
      type: 'authorized',
      reference: psp,
      amount: 104_900,
      eventId: `AUTHORISATION:${psp}:true`,
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe(`/v71/sessions/${session.sessionId}`);
    expect(sent.search.get('sessionResult')).toBe(back.searchParams.get('sessionResult'));
    expect(sent.headers.get('x-api-key')).toBe(API_KEY);
  });

  it('answers refused for the 3-D Secure card with a wrong password', async () => {
    const { session, outcome } = await checkout('adyen:card', 'sv', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.threeDSecure, 'letmein'),
    );
    expect(outcome).toEqual({ type: 'refused', eventId: `SESSION:${session.sessionId}:refused` });
  });

  it('answers refused for the declined card, and authorized for the frictionless one', async () => {
    const declined = await checkout('adyen:card', 'fi', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.declined),
    );
    expect(declined.outcome).toMatchObject({ type: 'refused' });
    const frictionless = await checkout('adyen:card', 'fi', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.authorised),
    );
    expect(frictionless.outcome).toMatchObject({ type: 'authorized', amount: 104_900 });
  });

  it('answers authorized when the shopper approves at the iDEAL test bank', async () => {
    const { outcome } = await checkout('adyen:ideal', 'nl', async (url) => {
      expect(await (await fetch(url)).text()).toContain('iDEAL test bank');
      return pressAdyenButton(url, 'Approve payment');
    });
    expect(outcome).toMatchObject({ type: 'authorized', amount: 104_900 });
  });

  it('answers refused when the shopper cancels', async () => {
    const { session, outcome } = await checkout('adyen:swish', 'sv', (url) =>
      pressAdyenButton(url, 'Cancel'),
    );
    expect(outcome).toEqual({ type: 'refused', eventId: `SESSION:${session.sessionId}:canceled` });
  });

  it('answers refused for a session whose hour ran out unpaid, its page closed', async () => {
    const request = requestFor('adyen:card');
    const session = await gateway().startSession(request);
    const sessionResult = fake.expire(session.sessionId);
    expect((await fetch(session.redirectUrl)).status).toBe(410);
    expect(
      await gateway().sessionResult(storedPayment(request, session.sessionId), { sessionResult }),
    ).toEqual({ type: 'refused', eventId: `SESSION:${session.sessionId}:expired` });
  });

  it('answers pending without asking Adyen when the return URL carries no sessionResult', async () => {
    const request = requestFor('adyen:card');
    const session = await gateway().startSession(request);
    const before = fake.requests.length;
    expect(await gateway().sessionResult(storedPayment(request, session.sessionId), {})).toEqual({
      type: 'pending',
    });
    expect(fake.requests).toHaveLength(before);
  });

  it('treats a sessionResult Adyen did not issue as Adyen’s refusal (422)', async () => {
    const request = requestFor('adyen:card');
    const session = await gateway().startSession(request);
    const error = await providerFailureOf(() =>
      gateway().sessionResult(storedPayment(request, session.sessionId), {
        sessionResult: 'forged',
      }),
    );
    expect(error).toMatchObject({ provider: 'adyen', problem: 422, refused: true });
  });
});

describe('adyenGateway modifications', () => {
  /** An authorised card payment of 1 049 kr. */
  async function authorised() {
    const { request, session, outcome } = await checkout('adyen:card', 'sv', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.authorised),
    );
    if (outcome.type !== 'authorized') throw new Error('not authorised');
    return storedPayment(request, session.sessionId, outcome.reference);
  }

  it('captures, then refunds, each with its own report id and Idempotency-Key', async () => {
    const payment = await authorised();
    const capture = await gateway().capture(payment, 104_900);
    const captured = fake.modifications.at(-1)!;
    expect(capture).toEqual({ eventId: `CAPTURE:${captured.pspReference}:true`, done: false });
    expect(captured).toMatchObject({ kind: 'capture', paymentPspReference: payment.reference });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe(`/v71/payments/${payment.reference}/captures`);
    expect(sent.headers.get('idempotency-key')).toBe(`capture-${payment.merchantReference}-104900`);
    expect(sent.body).toEqual({
      merchantAccount: MERCHANT,
      reference: payment.merchantReference,
      amount: { value: 104_900, currency: 'SEK' },
    });

    const refund = await gateway().refund(payment, 5_000, 'return-1');
    const refunded = fake.modifications.at(-1)!;
    expect(refund).toEqual({ eventId: `REFUND:${refunded.pspReference}:true`, done: false });
    expect(fake.requests.at(-1)!).toMatchObject({
      path: `/v71/payments/${payment.reference}/refunds`,
      body: { amount: { value: 5_000, currency: 'SEK' }, reference: payment.merchantReference },
    });
    expect(refunded.pspReference).not.toBe(captured.pspReference);
  });

  it('cancels an authorisation that was not captured', async () => {
    const payment = await authorised();
    const cancel = await gateway().cancel(payment);
    const cancelled = fake.modifications.at(-1)!;
    expect(cancel).toEqual({
      eventId: `CANCELLATION:${cancelled.pspReference}:true`,
      done: false,
    });
    expect(fake.requests.at(-1)!).toMatchObject({
      path: `/v71/payments/${payment.reference}/cancels`,
      body: { merchantAccount: MERCHANT, reference: payment.merchantReference },
    });
    expect(fake.requests.at(-1)!.headers.get('idempotency-key')).toBe(
      `cancel-${payment.merchantReference}`,
    );
  });

  it('makes Adyen’s refusal of a refund larger than the capture a refused PaymentProviderError', async () => {
    const payment = await authorised();
    await gateway().capture(payment, 1_000);
    const error = await providerFailureOf(() => gateway().refund(payment, 2_000, 'return-1'));
    expect(error).toMatchObject({ problem: 422, refused: true });
  });

  it('throws before calling Adyen for a payment without a pspReference', async () => {
    const before = fake.requests.length;
    const payment = storedPayment(requestFor('adyen:card'), 'CS0', null);
    await expect(gateway().capture(payment, 100)).rejects.toThrow(/no pspReference/);
    expect(fake.requests).toHaveLength(before);
  });
});

describe('the webhooks the fake sends', () => {
  it('are signed so the shop accepts them, and give the report ids the gateway answered', async () => {
    const { request, session, outcome } = await checkout('adyen:card', 'da', (url) =>
      payAdyenCard(url, FAKE_ADYEN_CARDS.threeDSecure, FAKE_ADYEN_3DS_PASSWORD),
    );
    if (outcome.type !== 'authorized') throw new Error('not authorised');
    const payment = storedPayment(request, session.sessionId, outcome.reference);
    const capture = await gateway().capture(payment, 104_900);
    await fake.settled();

    const items = received
      .map(
        (body) => AdyenNotificationSchema.parse(body).notificationItems[0]!.NotificationRequestItem,
      )
      .filter((item) => item.merchantReference === request.merchantReference);
    expect(items.map((item) => item.eventCode)).toEqual(['AUTHORISATION', 'CAPTURE']);
    for (const item of items) {
      expect(await adyenItemSigned(item, HMAC_KEY)).toBe(true);
      expect(await adyenItemSigned(item, 'A'.repeat(64))).toBe(false);
    }
    expect(items.map((item) => adyenReportOf(item)?.event.id)).toEqual([
      outcome.eventId,
      capture.eventId,
    ]);
    expect(items[1]).toMatchObject({
      originalReference: outcome.reference,
      merchantAccountCode: MERCHANT,
      amount: { value: 104_900, currency: 'DKK' },
    });
    expect(fake.webhooksSent.at(-1)!.status).toBe(200);
  });
});

describe('adyenGateway failures', () => {
  it.each([
    { name: 'a wrong API key', key: 'wrong-key', mode: 'ok', problem: 401 },
    { name: 'a 500', key: API_KEY, mode: 500, problem: 500 },
    { name: 'a 503', key: API_KEY, mode: 503, problem: 503 },
    { name: 'no answer in time', key: API_KEY, mode: 'hang', problem: 'timeout' },
    { name: 'JSON of another shape', key: API_KEY, mode: 'malformed', problem: 'malformed' },
  ] as const)(
    'makes $name a PaymentProviderError without the key or the e-mail',
    async ({ key, mode, problem }) => {
      fake.answerWith(mode);
      const started = Date.now();
      const error = await providerFailureOf(() =>
        gateway({ apiKey: key, timeoutMs: mode === 'hang' ? 200 : 5_000 }).startSession(
          requestFor('adyen:card'),
        ),
      );
      expect(error).toMatchObject({ provider: 'adyen', problem, refused: false });
      expect(`${error.message} ${error.stack ?? ''}`).not.toMatch(new RegExp(`${key}|${EMAIL}`));
      expect(Date.now() - started).toBeLessThan(2_000);
    },
  );

  it.each(['hang', 'malformed', 503] as const)(
    'makes %s on the session result and on a capture a PaymentProviderError too',
    async (mode) => {
      const request = requestFor('adyen:card');
      const session = await gateway().startSession(request);
      fake.answerWith(mode);
      const fast = gateway({ timeoutMs: mode === 'hang' ? 200 : 5_000 });
      const payment = storedPayment(request, session.sessionId, 'PSPREF0000000001');
      const problem = mode === 'hang' ? 'timeout' : mode;
      expect(
        await providerFailureOf(() => fast.sessionResult(payment, { sessionResult: 'x' })),
      ).toMatchObject({ problem });
      expect(await providerFailureOf(() => fast.capture(payment, 100))).toMatchObject({ problem });
    },
  );

  it('makes an unreachable Adyen a network PaymentProviderError', async () => {
    const closed = await startFakeAdyen({ apiKey: API_KEY });
    const checkoutUrl = closed.checkoutUrl;
    await closed.close();
    const unreachable = adyenGateway({
      apiKey: API_KEY,
      merchantAccount: MERCHANT,
      checkoutUrl,
      timeoutMs: 500,
    });
    const error = await providerFailureOf(() => unreachable.startSession(requestFor('adyen:card')));
    expect(error.problem).toBe('network');
  });
});
