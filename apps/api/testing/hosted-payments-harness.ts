import {
  CreateReturnResponseSchema,
  PaymentReturnResponseSchema,
  PlaceOrderResponseSchema,
  type PlaceOrderRequest,
} from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApiApp, type ApiApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/platform/db/database';
import { queryRows } from '../src/platform/db/query';
import { paymentGatewaysOf } from '../src/payment-gateways-from-config';
import { paymentNotificationsIdle } from '../src/payments/payment-notifications';
import type { ApiServices } from '../src/services';
import { startFakeAdyen, type FakeAdyen } from './fake-adyen';
import { startFakeKlarna, type FakeKlarna } from './fake-klarna';
import { newKey, orderRequest } from './order-requests';
import { notificationsWorkedThrough } from './payment-notifications-settled';
import { fetchFrom } from './from-address';
import { serveOnFreePort } from './test-server';
import { openMigratedDatabase } from './migrated-database';

// An API configured as a deployment with Adyen and Klarna would be, against their local fakes
// (decision 026); Adyen's webhooks and Klarna's calls come back to this API. Its database holds
// only the schema and the order fixtures. Each test file that uses it gets its own.

export const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
export const ADYEN_KEY = 'fake-adyen-api-key';
export const MERCHANT_ACCOUNT = 'NordshopECOM';
export const KLARNA = { username: 'PK_fake_nordshop', password: 'fake-klarna-password' };

/** How the deployment and Adyen's account capture: the shop's ADYEN_CAPTURE and the account's delay. */
export interface HarnessOptions {
  readonly adyenCapture: 'automatic' | 'manual';
  /** The provider calls' deadline (PAYMENT_TIMEOUT_MS); the shop's default, so a busy machine does not time out. */
  readonly timeoutMs?: number;
}

/** Starts the database, the API and both fakes for the test file (vitest hooks). */
export function useHostedPayments(options: HarnessOptions) {
  let adyen: FakeAdyen | undefined;
  let klarna: FakeKlarna | undefined;
  let database: Database | undefined;
  let app: ApiApp | undefined;
  let api: { baseUrl: string; close: () => Promise<void> } | undefined;
  let gateways: Pick<ApiServices, 'paymentGateway' | 'paymentGateways'> | undefined;

  beforeAll(async () => {
    database = await openMigratedDatabase({ orderFixtures: true });
    // Served first, so the fakes know where to send their calls.
    // With the Node bindings (env): the API counts its limits by each client's address.
    api = await serveOnFreePort((request, env) => {
      if (!app) throw new Error('the API is not ready');
      return app.fetch(request, env);
    });
    [adyen, klarna] = await Promise.all([
      startFakeAdyen({
        apiKey: ADYEN_KEY,
        hmacKey: HMAC_KEY,
        webhookUrl: `${api.baseUrl}/api/payments/adyen/webhook`,
        merchantAccount: MERCHANT_ACCOUNT,
        // The account as Adyen sets it up: immediate capture, unless the shop captures manually
        // (which it then also asks for on each payment).
        captureDelay: options.adyenCapture === 'automatic' ? 'immediate' : 'manual',
        // Adyen retries a webhook not accepted 9, 18 and 27 s after; a second apart here, so a
        // delivery lost on a loaded machine is retried within a test's time.
        webhookRetryDelaysMs: [1_000, 1_000, 1_000],
      }),
      startFakeKlarna(KLARNA),
    ]);
    const config = loadConfig({
      ADYEN_API_KEY: ADYEN_KEY,
      ADYEN_MERCHANT_ACCOUNT: MERCHANT_ACCOUNT,
      ADYEN_HMAC_KEY: HMAC_KEY,
      ADYEN_CHECKOUT_URL: adyen.checkoutUrl,
      ADYEN_CAPTURE: options.adyenCapture,
      KLARNA_API_USERNAME: KLARNA.username,
      KLARNA_API_PASSWORD: KLARNA.password,
      KLARNA_API_URL: klarna.apiUrl,
      // Long enough for a loaded machine; the outage tests wait it out once.
      PAYMENT_TIMEOUT_MS: String(options.timeoutMs ?? 10_000),
      // The shop's public origin is this API, so Klarna's status updates reach it.
      PUBLIC_ORIGIN: api.baseUrl,
    });
    const configured = paymentGatewaysOf(config);
    gateways = {
      paymentGateways: configured,
      paymentGateway: (p) => configured.find((g) => g.provider === p),
    };
    app = createApiApp({
      database,
      paymentGateways: configured,
      publicOrigin: config.PUBLIC_ORIGIN,
    });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await Promise.all([adyen?.close(), klarna?.close()]);
    // A settle still waiting for a fake (released by its close) ends before the database goes.
    if (database) await paymentNotificationsIdle(database.db);
    await database?.close();
  });
  beforeEach(() => {
    adyen?.answerWith('ok');
    klarna?.answerWith('ok');
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started`);
    return value;
  };
  const db = () => need(database, 'the database').db;
  const baseUrl = () => need(api, 'the API').baseUrl;
  const query = (locale: LocaleCode) => `locale=${locale}&sid=${STOREFRONTS[locale].storeID}`;

  // Each order from a shopper address of its own: the order limits count shoppers apart.
  const place = (locale: LocaleCode, overrides: Partial<PlaceOrderRequest>, key = newKey()) =>
    fetchFrom()(`${baseUrl()}/api/orders?${query(locale)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(orderRequest(locale, overrides)),
    });

  /** Places an order paid with a provider's method and answers it with the provider's page. */
  const placed = async (locale: LocaleCode, overrides: Partial<PlaceOrderRequest>) => {
    const response = await place(locale, overrides);
    expect(response.status).toBe(201);
    const answer = PlaceOrderResponseSchema.parse(await response.json());
    expect(answer.order.status).toBe('pending');
    expect(answer.payment_redirect_url).toBeTruthy();
    return { ...answer, redirectUrl: answer.payment_redirect_url ?? '' };
  };

  /** The shopper back at the checkout URL the provider sent them to: what the API answers. */
  const comeBack = async (locale: LocaleCode, back: URL) => {
    expect(`${back.origin}${back.pathname}`).toBe(`${baseUrl()}/${locale}/checkout`);
    const response = await fetch(`${baseUrl()}/api/payments/return?${query(locale)}`, {
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
  };

  /** A return of `quantity` of the order's first line, as the shopper asks for it. */
  const returnOf = async (
    locale: LocaleCode,
    order: {
      order: { id: number; lines: { id: number }[] };
      order_token: { access_token: string };
    },
    quantity: number,
  ) => {
    const created = await fetch(
      `${baseUrl()}/api/orders/${order.order.id}/returns?${query(locale)}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${order.order_token.access_token}`,
        },
        body: JSON.stringify({
          lines: [{ order_line_id: order.order.lines[0]!.id, quantity }],
          reason: 'defective',
        }),
      },
    );
    expect(created.status).toBe(201);
    return CreateReturnResponseSchema.parse(await created.json()).returns[0]!.id;
  };

  const paymentRow = async (orderId: number) =>
    (
      await queryRows<{
        state: string;
        captured: number;
        refunded: number;
        reference: string | null;
        attention: string | null;
      }>(
        db(),
        sql`select state, captured, refunded, reference, attention from payments where order_id = ${orderId}`,
      )
    )[0];

  const eventsOf = (orderId: number) =>
    queryRows<{ event_id: string; kind: string; state: string }>(
      db(),
      sql`select e.event_id, e.kind, e.state from payment_events e
          join payments p on p.id = e.payment_id where p.order_id = ${orderId} order by e.id`,
    );

  const orderStatus = async (orderId: number) =>
    (
      await queryRows<{ status: string }>(
        db(),
        sql`select status from orders where id = ${orderId}`,
      )
    )[0]?.status;

  const stockOf = async (sku: string) =>
    (
      await queryRows<{ stock_quantity: number }>(
        db(),
        sql`select stock_quantity from products where sku = ${sku}`,
      )
    )[0]?.stock_quantity;

  /** Waits for the fakes' calls and for the API to work them through. */
  const settled = async () => {
    await Promise.all([need(adyen, 'Adyen').settled(), need(klarna, 'Klarna').settled()]);
    await notificationsWorkedThrough(db());
  };

  return {
    adyen: () => need(adyen, 'Adyen'),
    klarna: () => need(klarna, 'Klarna'),
    db,
    baseUrl,
    gateways: () => need(gateways, 'the gateways'),
    query,
    place,
    placed,
    comeBack,
    returnOf,
    paymentRow,
    eventsOf,
    orderStatus,
    stockOf,
    settled,
  };
}
