import {
  ApiErrorSchema,
  CreateReturnResponseSchema,
  PaymentMethodsResponseSchema,
  PaymentReturnResponseSchema,
  PlaceOrderResponseSchema,
  type PlaceOrderRequest,
} from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiApp, type ApiApp } from '../app';
import { PAYMENT_RETURNS_PER_MINUTE } from './order-routes';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { queryRows } from '../db/query';
import { captureLog } from '../http/log';
import {
  ADYEN_SESSION_GRACE_MINUTES,
  KLARNA_SESSION_GRACE_MINUTES,
  expireAbandonedPayments,
} from '../payments/expire-abandoned-payments';
import { cancelOrder, refundReturn, shipOrder } from '../payments/order-payment-actions';
import { paymentGatewaysOf } from '../payments/payment-gateways-from-config';
import type { ApiServices } from '../services';
import {
  FAKE_ADYEN_3DS_PASSWORD,
  FAKE_ADYEN_CARDS,
  startFakeAdyen,
  type FakeAdyen,
} from '../testing/fake-adyen';
import {
  FAKE_KLARNA_DENIED_IDENTITY,
  startFakeKlarna,
  type FakeKlarna,
} from '../testing/fake-klarna';
import { finishKlarnaPage, payAdyenCard, pressAdyenButton } from '../testing/hosted-pages';
import { ORDER_FIXTURES, seedOrderFixtures } from '../testing/order-fixtures';
import { newKey, orderRequest } from '../testing/order-requests';
import { serveOnFreePort } from '../testing/test-server';

// An API configured as a deployment with Adyen and Klarna would be, against their local fakes
// (decision 026); Adyen's webhooks come back to this API, signed. Its database holds only the
// schema and the order fixtures.
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const ADYEN_KEY = 'fake-adyen-api-key';
const KLARNA = { username: 'PK_fake_nordshop', password: 'fake-klarna-password' };

let adyen: FakeAdyen;
let klarna: FakeKlarna;
let database: Database;
let app: ApiApp | undefined;
let api: { baseUrl: string; close: () => Promise<void> };
let gateways: Pick<ApiServices, 'paymentGateway'>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db);
  await seedOrderFixtures(database.db);
  // Served first, so Adyen's fake knows where to send its webhooks.
  api = await serveOnFreePort((request) => {
    if (!app) throw new Error('the API is not ready');
    return app.fetch(request);
  });
  [adyen, klarna] = await Promise.all([
    startFakeAdyen({
      apiKey: ADYEN_KEY,
      hmacKey: HMAC_KEY,
      webhookUrl: `${api.baseUrl}/api/payments/adyen/webhook`,
    }),
    startFakeKlarna(KLARNA),
  ]);
  const config = loadConfig({
    ADYEN_API_KEY: ADYEN_KEY,
    ADYEN_MERCHANT_ACCOUNT: 'NordshopECOM',
    ADYEN_HMAC_KEY: HMAC_KEY,
    ADYEN_CHECKOUT_URL: adyen.checkoutUrl,
    KLARNA_API_USERNAME: KLARNA.username,
    KLARNA_API_PASSWORD: KLARNA.password,
    KLARNA_API_URL: klarna.apiUrl,
    // Long enough for a loaded machine; the outage test waits it out once.
    PAYMENT_TIMEOUT_MS: '3000',
    // The shop's public origin is this API, so Klarna's status updates reach it.
    PUBLIC_ORIGIN: api.baseUrl,
  });
  const configured = paymentGatewaysOf(config);
  gateways = { paymentGateway: (p) => configured.find((g) => g.provider === p) };
  app = createApiApp({
    database,
    adyenHmacKey: config.ADYEN_HMAC_KEY,
    paymentGateways: configured,
    publicOrigin: config.PUBLIC_ORIGIN,
  });
});
afterAll(async () => {
  await api?.close();
  await Promise.all([adyen?.close(), klarna?.close()]);
  await database?.close();
});
beforeEach(() => {
  adyen.answerWith('ok');
  klarna.answerWith('ok');
});

const query = (locale: LocaleCode) => `locale=${locale}&sid=${STOREFRONTS[locale].storeID}`;

async function place(locale: LocaleCode, overrides: Partial<PlaceOrderRequest>, key = newKey()) {
  return fetch(`${api.baseUrl}/api/orders?${query(locale)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(orderRequest(locale, overrides)),
  });
}

/** Places an order paid with `method` and answers it with the provider's page. */
async function placed(locale: LocaleCode, overrides: Partial<PlaceOrderRequest>) {
  const response = await place(locale, overrides);
  expect(response.status).toBe(201);
  const answer = PlaceOrderResponseSchema.parse(await response.json());
  expect(answer.order.status).toBe('pending');
  expect(answer.payment_redirect_url).toBeTruthy();
  return { ...answer, redirectUrl: answer.payment_redirect_url ?? '' };
}

/** The shopper back at the checkout URL the provider sent them to: what the API answers. */
async function comeBack(locale: LocaleCode, back: URL) {
  expect(`${back.origin}${back.pathname}`).toBe(`${api.baseUrl}/${locale}/checkout`);
  const response = await fetch(`${api.baseUrl}/api/payments/return?${query(locale)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      reference: back.searchParams.get('payment_ref'),
      ...(back.searchParams.has('sessionResult')
        ? { session_result: back.searchParams.get('sessionResult') }
        : {}),
    }),
  });
  expect(response.status).toBe(200);
  return PaymentReturnResponseSchema.parse(await response.json());
}

const paymentRow = async (orderId: number) =>
  (
    await queryRows<{
      state: string;
      captured: number;
      refunded: number;
      reference: string | null;
    }>(
      database.db,
      sql`select state, captured, refunded, reference from payments where order_id = ${orderId}`,
    )
  )[0];

const eventsOf = (orderId: number) =>
  queryRows<{ event_id: string; kind: string; state: string }>(
    database.db,
    sql`select e.event_id, e.kind, e.state from payment_events e
        join payments p on p.id = e.payment_id where p.order_id = ${orderId} order by e.id`,
  );

const orderStatus = async (orderId: number) =>
  (
    await queryRows<{ status: string }>(
      database.db,
      sql`select status from orders where id = ${orderId}`,
    )
  )[0]?.status;

const stockOf = async (sku: string) =>
  (
    await queryRows<{ stock_quantity: number }>(
      database.db,
      sql`select stock_quantity from products where sku = ${sku}`,
    )
  )[0]?.stock_quantity;

describe('payment methods with Adyen and Klarna configured', () => {
  it.each([
    {
      locale: 'sv',
      type: 'private',
      ids: [
        'adyen:card',
        'adyen:swish',
        'klarna:pay-later',
        'klarna:pay-over-time',
        'invoice:standard',
        'prepayment:bank-transfer',
      ],
    },
    {
      locale: 'nl',
      type: 'company',
      ids: [
        'adyen:card',
        'adyen:ideal',
        'klarna:company-invoice',
        'klarna:company-instalments',
        'invoice:company',
        'prepayment:bank-transfer',
      ],
    },
  ] as const)(
    'lists the providers first on $locale for $type customers',
    async ({ locale, type, ids }) => {
      const response = await fetch(
        `${api.baseUrl}/api/checkout/payment-methods?${query(locale)}&customer_type=${type}`,
      );
      const { methods } = PaymentMethodsResponseSchema.parse(await response.json());
      expect(methods.map((m) => m.id)).toEqual(ids);
    },
  );
});

describe('a card payment with 3-D Secure, shipped and returned', () => {
  it('authorizes once, captures on shipment and refunds the return through Adyen', async () => {
    const order = await placed('sv', { payment_method_id: 'adyen:card' });
    const session = [...adyen.sessions.values()].at(-1);
    // The provider is asked for the server's total, never a price the client sent.
    expect(session?.amount).toEqual({ value: order.order.total, currency: 'SEK' });

    const back = await payAdyenCard(
      order.redirectUrl,
      FAKE_ADYEN_CARDS.threeDSecure,
      FAKE_ADYEN_3DS_PASSWORD,
    );
    expect(await comeBack('sv', back)).toEqual({
      order_id: order.order.id,
      status: 'authorized',
      payment: 'authorized',
    });
    await adyen.settled();
    // The return's answer and Adyen's AUTHORISATION webhook are one report, counted once.
    expect((await eventsOf(order.order.id)).map((e) => e.kind)).toEqual(['authorized']);
    expect(adyen.webhooksSent.map((w) => w.status)).toContain(200);

    await shipOrder(database.db, gateways, order.order.id, {
      carrier: 'postnord-se',
      number: 'SE123',
    });
    await adyen.settled();
    expect(await orderStatus(order.order.id)).toBe('shipped');
    expect(await paymentRow(order.order.id)).toMatchObject({
      state: 'paid',
      captured: order.order.total,
    });
    expect(adyen.modifications.map((m) => m.kind)).toContain('capture');

    const line = order.order.lines[0]!;
    const created = await fetch(
      `${api.baseUrl}/api/orders/${order.order.id}/returns?${query('sv')}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${order.order_token.access_token}`,
        },
        body: JSON.stringify({
          lines: [{ order_line_id: line.id, quantity: line.quantity }],
          reason: 'defective',
        }),
      },
    );
    expect(created.status).toBe(201);
    const returnId = CreateReturnResponseSchema.parse(await created.json()).returns[0]!.id;
    const { amount } = await refundReturn(database.db, gateways, returnId);
    await adyen.settled();
    expect(amount).toBe(line.total);
    const refund = adyen.modifications.find((m) => m.kind === 'refund');
    expect(refund?.amount).toEqual({ value: line.total, currency: 'SEK' });
    expect(await paymentRow(order.order.id)).toMatchObject({ refunded: line.total });
    // Capture and refund counted once each, though Adyen reported them by webhook too.
    expect((await eventsOf(order.order.id)).map((e) => e.kind)).toEqual([
      'authorized',
      'captured',
      'refunded',
    ]);
    // A return refunded twice is refused, and nothing more is refunded.
    await expect(refundReturn(database.db, gateways, returnId)).rejects.toThrow(/refunded/);
  });

  it('a declined card ends failed: the order cancelled, its units back in stock', async () => {
    const before = await stockOf(ORDER_FIXTURES.stock.sku);
    const order = await placed('sv', {
      payment_method_id: 'adyen:card',
      items: [{ uuid: 'line-1', sku: ORDER_FIXTURES.stock.sku, quantity: 3 }],
    });
    expect(await stockOf(ORDER_FIXTURES.stock.sku)).toBe(before! - 3);
    const back = await payAdyenCard(order.redirectUrl, FAKE_ADYEN_CARDS.declined);
    expect(await comeBack('sv', back)).toEqual({
      order_id: order.order.id,
      status: 'cancelled',
      payment: 'failed',
    });
    expect(await stockOf(ORDER_FIXTURES.stock.sku)).toBe(before);
    // Coming back twice changes nothing more.
    expect(await comeBack('sv', back)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(ORDER_FIXTURES.stock.sku)).toBe(before);
  });
});

describe('cancelling an order that has not shipped', () => {
  it('releases a card authorization at Adyen and gives the units back', async () => {
    const before = await stockOf(ORDER_FIXTURES.stock.sku);
    const order = await placed('da', {
      payment_method_id: 'adyen:card',
      items: [{ uuid: 'line-1', sku: ORDER_FIXTURES.stock.sku, quantity: 2 }],
    });
    const back = await payAdyenCard(order.redirectUrl, FAKE_ADYEN_CARDS.authorised);
    expect(await comeBack('da', back)).toMatchObject({ status: 'authorized' });
    // A return before anything was taken refunds nothing: refused, the return left as it is.
    const line = order.order.lines[0]!;
    const created = await fetch(
      `${api.baseUrl}/api/orders/${order.order.id}/returns?${query('da')}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${order.order_token.access_token}`,
        },
        body: JSON.stringify({
          lines: [{ order_line_id: line.id, quantity: 1 }],
          reason: 'defective',
        }),
      },
    );
    const returnId = CreateReturnResponseSchema.parse(await created.json()).returns[0]!.id;
    await expect(refundReturn(database.db, gateways, returnId)).rejects.toThrow(
      /Nothing was taken/,
    );
    await cancelOrder(database.db, gateways, order.order.id);
    await adyen.settled();
    expect(adyen.modifications.at(-1)?.kind).toBe('cancel');
    expect(await orderStatus(order.order.id)).toBe('cancelled');
    expect(await paymentRow(order.order.id)).toMatchObject({ state: 'cancelled' });
    expect(await stockOf(ORDER_FIXTURES.stock.sku)).toBe(before);
    // Adyen's CANCELLATION webhook is the same report: counted once.
    expect((await eventsOf(order.order.id)).map((e) => e.kind)).toEqual([
      'authorized',
      'cancelled',
    ]);
    await expect(cancelOrder(database.db, gateways, order.order.id)).rejects.toThrow(/cancelled/);
  });

  it('cancels an order whose shopper never finished the page, without asking the provider', async () => {
    const before = await stockOf(ORDER_FIXTURES.stock.sku);
    const order = await placed('sv', {
      payment_method_id: 'klarna:pay-later',
      items: [{ uuid: 'line-1', sku: ORDER_FIXTURES.stock.sku, quantity: 1 }],
    });
    // Unpaid, it does not ship (as an invoice order would).
    await expect(
      shipOrder(database.db, gateways, order.order.id, { carrier: 'postnord-se', number: 'X' }),
    ).rejects.toThrow(/cannot ship/);
    const calls = klarna.requests.length;
    await cancelOrder(database.db, gateways, order.order.id);
    expect(klarna.requests.length).toBe(calls);
    expect(await orderStatus(order.order.id)).toBe('cancelled');
    expect(await stockOf(ORDER_FIXTURES.stock.sku)).toBe(before);
  });
});

describe("a customer's order whose payment is refused", () => {
  it('gives back the credit it used and ends the subscription it started', async () => {
    const email = `kund-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = 'lösen-hosted-1';
    const [customer] = await queryRows<{ id: number }>(
      database.db,
      sql`insert into customers (email, name, password_hash, credit)
          values (${email}, 'Kund Kredit', ${await hashPassword(password)}, '{"SEK": 5000}'::jsonb)
          returning id`,
    );
    const login = await fetch(`${api.baseUrl}/api/auth/login?${query('sv')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const credit = async () =>
      (
        await queryRows<{ sek: number }>(
          database.db,
          sql`select (credit->>'SEK')::int as sek from customers where id = ${customer!.id}`,
        )
      )[0]?.sek;
    const response = await fetch(`${api.baseUrl}/api/orders?${query('sv')}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': newKey(),
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(
        orderRequest('sv', {
          email,
          payment_method_id: 'adyen:card',
          items: [
            {
              uuid: 'sub',
              sku: ORDER_FIXTURES.plain.sku,
              quantity: 1,
              subscription_interval: { days: 30 },
            },
          ],
        }),
      ),
    });
    expect(response.status).toBe(201);
    const placedOrder = PlaceOrderResponseSchema.parse(await response.json());
    expect(placedOrder.order.coupons).toContain('CUSTOMERDISCOUNT');
    expect(await credit()).toBeLessThan(5000);
    const subscriptionsOf = () =>
      queryRows<{ status: string }>(
        database.db,
        sql`select status from subscriptions where order_id = ${placedOrder.order.id}`,
      );
    expect(await subscriptionsOf()).toEqual([{ status: 'active' }]);

    const back = await payAdyenCard(
      placedOrder.payment_redirect_url ?? '',
      FAKE_ADYEN_CARDS.declined,
    );
    expect(await comeBack('sv', back)).toMatchObject({ status: 'cancelled' });
    expect(await credit()).toBe(5000);
    expect(await subscriptionsOf()).toEqual([{ status: 'cancelled' }]);
  });
});

describe('wallets, banks and Klarna', () => {
  it('an iDEAL payment approved at the bank authorizes the order (nl)', async () => {
    const order = await placed('nl', { payment_method_id: 'adyen:ideal' });
    const back = await pressAdyenButton(order.redirectUrl, 'Approve payment');
    expect(await comeBack('nl', back)).toMatchObject({
      status: 'authorized',
      payment: 'authorized',
    });
  });

  it('a Swish payment cancelled in the app cancels the order (sv)', async () => {
    const order = await placed('sv', { payment_method_id: 'adyen:swish' });
    const back = await pressAdyenButton(order.redirectUrl, 'Cancel');
    expect(await comeBack('sv', back)).toMatchObject({ status: 'cancelled', payment: 'failed' });
  });

  it('a Klarna invoice is authorized as a Klarna order and captured on shipment (sv)', async () => {
    const order = await placed('sv', { payment_method_id: 'klarna:pay-later' });
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm');
    expect(await comeBack('sv', back)).toMatchObject({
      status: 'authorized',
      payment: 'authorized',
    });
    const payment = await paymentRow(order.order.id);
    expect(klarna.orders.has(payment?.reference ?? '')).toBe(true);
    await shipOrder(database.db, gateways, order.order.id, {
      carrier: 'postnord-se',
      number: 'SE9',
    });
    expect(await paymentRow(order.order.id)).toMatchObject({
      state: 'paid',
      captured: order.order.total,
    });
  });

  it('a company pays in instalments with Klarna (B2B, its organisation number sent)', async () => {
    const order = await placed('sv', {
      customer_type: 'company',
      company_name: 'Mobilverkstan AB',
      org_number: '556036-0793',
      payment_method_id: 'klarna:company-instalments',
    });
    const session = [...klarna.paymentSessions.values()].at(-1);
    expect(session?.order).toMatchObject({ customer: { type: 'organization' } });
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm', '556036-0793');
    expect(await comeBack('sv', back)).toMatchObject({
      status: 'authorized',
      payment: 'authorized',
    });
  });

  it('a Klarna refusal cancels the order (sv)', async () => {
    const order = await placed('sv', { payment_method_id: 'klarna:pay-over-time' });
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm', FAKE_KLARNA_DENIED_IDENTITY);
    expect(await comeBack('sv', back)).toMatchObject({ status: 'cancelled', payment: 'failed' });
  });
});

describe("Klarna's status updates", () => {
  const statusUpdate = (reference: string, secret: string) =>
    fetch(
      `${api.baseUrl}/api/payments/klarna/webhook?payment_ref=${encodeURIComponent(reference)}&secret=${encodeURIComponent(secret)}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    );

  it('authorize the order of a shopper who never comes back, and count it once', async () => {
    const order = await placed('sv', { payment_method_id: 'klarna:pay-later' });
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm');
    await klarna.settled();
    expect(klarna.statusUpdatesSent.at(-1)).toEqual({ status: 'COMPLETED', answer: 200 });
    expect(await orderStatus(order.order.id)).toBe('authorized');
    // Coming back after all answers the same order, with the one authorization.
    expect(await comeBack('sv', back)).toMatchObject({ status: 'authorized' });
    expect((await eventsOf(order.order.id)).map((e) => e.kind)).toEqual(['authorized']);
  });

  it('and the shopper coming back at once in three tabs ask Klarna once between them', async () => {
    const order = await placed('sv', { payment_method_id: 'klarna:pay-later' });
    const from = klarna.requests.length;
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm');
    const answers = await Promise.all([
      comeBack('sv', back),
      comeBack('sv', back),
      comeBack('sv', back),
    ]);
    await klarna.settled();
    for (const answer of answers) expect(answer).toMatchObject({ status: 'authorized' });
    const placements = klarna.requests
      .slice(from)
      .filter((r) => r.path.startsWith('/payments/v1/authorizations/'));
    expect(placements).toHaveLength(1);
    expect((await eventsOf(order.order.id)).map((e) => e.kind)).toEqual(['authorized']);
  });

  it('cancel the order of a shopper who cancelled on Klarna and never came back', async () => {
    const order = await placed('sv', { payment_method_id: 'klarna:pay-over-time' });
    await finishKlarnaPage(order.redirectUrl, 'cancel');
    await klarna.settled();
    expect(await orderStatus(order.order.id)).toBe('cancelled');
  });

  it('refuse a call without the secret of the payment: 401, nothing asked or changed', async () => {
    const order = await placed('sv', { payment_method_id: 'klarna:pay-later' });
    const reference = new URL(
      [...klarna.hppSessions.values()].at(-1)!.merchantUrls['status_update']!,
    ).searchParams.get('payment_ref')!;
    const calls = klarna.requests.length;
    const forged = await statusUpdate(reference, 'forged-secret');
    expect(forged.status).toBe(401);
    expect(klarna.requests.length).toBe(calls);
    expect(await orderStatus(order.order.id)).toBe('pending');
    const malformed = await statusUpdate('KLA-nope', 'x');
    expect(malformed.status).toBe(400);
    expect(ApiErrorSchema.parse(await malformed.json()).fields).toHaveProperty('payment_ref');
  });
});

describe('a provider that cannot answer', () => {
  it('places nothing and answers 503; the same attempt goes through once the provider is back', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from orders`))[0]
        ?.n;
    const before = await count();
    const lines: string[] = [];
    const restore = captureLog((line) => lines.push(line));
    adyen.answerWith('hang');
    const key = newKey();
    const refused = await place('sv', { payment_method_id: 'adyen:card' }, key);
    restore();
    expect(refused.status).toBe(503);
    expect(ApiErrorSchema.parse(await refused.json()).code).toBe('payment_unavailable');
    expect(await count()).toBe(before);
    // The log names the provider and the problem, never the key or the shopper.
    expect(lines.join('\n')).toContain('"provider":"adyen"');
    expect(lines.join('\n')).not.toContain(ADYEN_KEY);
    expect(lines.join('\n')).not.toContain('@example.com');

    adyen.answerWith('ok');
    const again = await place('sv', { payment_method_id: 'adyen:card' }, key);
    expect(again.status).toBe(201);
  });

  it('answers 503 on the return while the provider is down, and the order stays pending', async () => {
    const order = await placed('sv', { payment_method_id: 'klarna:pay-later' });
    const back = await finishKlarnaPage(order.redirectUrl, 'confirm');
    klarna.answerWith(503);
    const response = await fetch(`${api.baseUrl}/api/payments/return?${query('sv')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference: back.searchParams.get('payment_ref') }),
    });
    expect(response.status).toBe(503);
    expect(await orderStatus(order.order.id)).toBe('pending');
    klarna.answerWith('ok');
    expect(await comeBack('sv', back)).toMatchObject({ status: 'authorized' });
  });

  it('a reference of no payment is a 404, a malformed one a 400 naming it', async () => {
    const ask = (reference: string) =>
      fetch(`${api.baseUrl}/api/payments/return?${query('sv')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference }),
      });
    expect((await ask('ADY-0000000000000000')).status).toBe(404);
    const malformed = await ask('nope\u0000');
    expect(malformed.status).toBe(400);
    expect(ApiErrorSchema.parse(await malformed.json()).fields).toHaveProperty('reference');
  });
});

describe('an Adyen page left unpaid', () => {
  it('cancels the order once its session is over, its units back in stock, and once', async () => {
    const before = await stockOf(ORDER_FIXTURES.stock.sku);
    const order = await placed('sv', {
      payment_method_id: 'adyen:card',
      items: [{ uuid: 'line-1', sku: ORDER_FIXTURES.stock.sku, quantity: 2 }],
    });
    // Within the session's life the page may still be paid: nothing happens.
    await expireAbandonedPayments(database.db, gateways, new Date());
    expect(await orderStatus(order.order.id)).toBe('pending');
    const later = new Date(Date.now() + (ADYEN_SESSION_GRACE_MINUTES + 1) * 60_000);
    expect(await expireAbandonedPayments(database.db, gateways, later)).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(order.order.id)).toBe('cancelled');
    expect(await stockOf(ORDER_FIXTURES.stock.sku)).toBe(before);
    // A second pass (another process) finds nothing left to do.
    expect(await expireAbandonedPayments(database.db, gateways, later)).toBe(0);
    expect(await stockOf(ORDER_FIXTURES.stock.sku)).toBe(before);
  });
});

describe('a Klarna page left open', () => {
  it('is closed at Klarna after its life and its order cancelled; one paid just before counts', async () => {
    const unpaid = await placed('nl', { payment_method_id: 'klarna:pay-later' });
    const paid = await placed('nl', { payment_method_id: 'klarna:pay-over-time' });
    // The second shopper paid, but neither Klarna's status update nor the shopper came back.
    const urls = [...klarna.hppSessions.values()].at(-1)!.merchantUrls as Record<string, string>;
    const statusUpdate = urls['status_update'];
    delete urls['status_update'];
    await finishKlarnaPage(paid.redirectUrl, 'confirm');
    if (statusUpdate) urls['status_update'] = statusUpdate;
    await expireAbandonedPayments(database.db, gateways, new Date());
    expect(await orderStatus(unpaid.order.id)).toBe('pending');
    expect(await orderStatus(paid.order.id)).toBe('pending');

    const from = klarna.requests.length;
    const later = new Date(Date.now() + (KLARNA_SESSION_GRACE_MINUTES + 1) * 60_000);
    await expireAbandonedPayments(database.db, gateways, later);
    expect(
      klarna.requests.slice(from).filter((r) => r.method === 'DELETE').length,
    ).toBeGreaterThanOrEqual(2);
    expect(await orderStatus(unpaid.order.id)).toBe('cancelled');
    expect(await orderStatus(paid.order.id)).toBe('authorized');
  });
});

describe('asking how a payment ended, again and again', () => {
  it('answers 429 with Retry-After once one address asked 60 times in a minute', async () => {
    const ask = () =>
      fetch(`${api.baseUrl}/api/payments/return?${query('sv')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference: 'ADY-0000000000000001' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < PAYMENT_RETURNS_PER_MINUTE + 1; i++) statuses.push((await ask()).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
    expect(Number((await ask()).headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
