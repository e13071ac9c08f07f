import { PlaceOrderResponseSchema } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../platform/telemetry/log';
import { createApiApp } from '../../app';
import type { Database } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows-of';
import { adyenGateway } from './adyen-gateway';
import {
  ADYEN_WEBHOOK_EXAMPLES,
  type AdyenExampleCode,
} from '../../../testing/adyen-webhook-examples';
import { fetchFrom } from '../../../testing/from-address';
import { notificationsWorkedThrough } from '../../../testing/payment-notifications-settled';
import { newKey, orderRequest } from '../../../testing/order-requests';
import { serveOnFreePort } from '../../../testing/test-server';
import { openMigratedDatabase } from '../../../testing/migrated-database';

// Adyen's webhook (decision 026) on an API of its own, configured as a deployment would be (its
// merchant account, and two HMAC keys while the key is rotated); each test arranges an order and
// its Adyen payment in the database, as the Adyen adapter writes them, and sends the notifications
// Adyen's documentation describes. The answer comes before the reports are counted: each test
// waits for them (notificationsWorkedThrough).
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const ROTATED_KEY = 'C0FFEE'.repeat(10) + 'C0FF';
const OTHER_KEY = 'A'.repeat(64);
const MERCHANT = 'NordshopSE';

let database: Database;
let api: { baseUrl: string; close: () => Promise<void> };
let unconfigured: { baseUrl: string; close: () => Promise<void> };
let sign: (item: Record<string, unknown>, key: string) => string;

beforeAll(async () => {
  database = await openMigratedDatabase({ orderFixtures: true });
  // The adapter is never called here: it names the merchant account the reports must be of, and
  // the account captures on shipment (ADYEN_CAPTURE=manual), so an authorisation is not a capture.
  const adyen = adyenGateway({
    apiKey: 'unused',
    merchantAccount: MERCHANT,
    hmacKey: `${ROTATED_KEY},${HMAC_KEY}`,
    capture: 'manual',
    checkoutUrl: 'http://127.0.0.1:9/v71',
    timeoutMs: 100,
  });
  api = await serveOnFreePort(createApiApp({ database, paymentGateways: [adyen] }).fetch);
  unconfigured = await serveOnFreePort(createApiApp({ database }).fetch);
  const { hmacValidator } = await import('@adyen/api-library');
  const validator = new hmacValidator();
  sign = (item, key) => validator.calculateHmac(item as never, key);
}, 120_000);

afterAll(async () => {
  await api?.close();
  await unconfigured?.close();
  await database?.close();
});

/** A placed order with a pending Adyen payment of its total: its pspReference (null: not yet known). */
async function adyenPayment(named = true): Promise<{
  reference: string;
  merchantReference: string;
  amount: number;
  orderId: number;
}> {
  const response = await fetchFrom()(`${api.baseUrl}/api/orders?locale=sv&sid=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
    body: JSON.stringify(orderRequest('sv')),
  });
  expect(response.status).toBe(201);
  const { order } = PlaceOrderResponseSchema.parse(await response.json());
  const reference = `PSP${crypto.randomUUID().replace(/-/g, '').slice(0, 13).toUpperCase()}`;
  const merchantReference = `ADY-${String(order.id).padStart(16, '0')}`;
  await database.db.execute(
    sql`insert into payments (order_id, provider, reference, merchant_reference, session_id, redirect_url, currency, amount)
        values (${order.id}, 'adyen', ${named ? reference : null}, ${merchantReference}, ${`CS${order.id}`},
                'https://checkout-test.adyen.com/checkoutshopper/pay', 'SEK', ${order.total})`,
  );
  return { reference, merchantReference, amount: order.total, orderId: order.id };
}

/** A notification item as Adyen sends it, signed with `key`. */
function item(
  eventCode: string,
  fields: {
    pspReference: string;
    originalReference?: string;
    value: number;
    success?: boolean;
    currency?: string;
    merchantAccountCode?: string;
    merchantReference?: string;
  },
  key = HMAC_KEY,
  additionalData: Record<string, string> = {},
) {
  const unsigned = {
    amount: { value: fields.value, currency: fields.currency ?? 'SEK' },
    eventCode,
    eventDate: '2026-11-28T10:00:00+01:00',
    merchantAccountCode: fields.merchantAccountCode ?? MERCHANT,
    merchantReference: fields.merchantReference ?? 'order',
    originalReference: fields.originalReference ?? '',
    pspReference: fields.pspReference,
    success: fields.success === false ? 'false' : 'true',
    additionalData,
  };
  return { ...unsigned, additionalData: { ...additionalData, hmacSignature: sign(unsigned, key) } };
}

/** Posts items in one body and waits for the API to work them through. */
async function post(items: unknown[], baseUrl = api.baseUrl) {
  const response = await fetch(`${baseUrl}/api/payments/adyen/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      live: 'false',
      notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })),
    }),
  });
  await notificationsWorkedThrough(database.db);
  return response;
}

async function paymentOf(reference: string) {
  const [payment] = rowsOf<{ state: string; captured: number; refunded: number; events: number }>(
    await database.db.execute(
      sql`select p.state, p.captured, p.refunded,
            (select count(*)::int from payment_events e where e.payment_id = p.id) as events
          from payments p where p.provider = 'adyen' and p.reference = ${reference}`,
    ),
  );
  return payment;
}

const orderStatus = async (orderId: number) =>
  rowsOf<{ status: string }>(
    await database.db.execute(sql`select status from orders where id = ${orderId}`),
  )[0]?.status;

describe('POST /api/payments/adyen/webhook', () => {
  it('counts an authorisation and answers as Adyen asks', async () => {
    const { reference, amount } = await adyenPayment();
    const response = await post([
      item('AUTHORISATION', { pspReference: reference, value: amount }),
    ]);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('[accepted]');
    expect(await paymentOf(reference)).toEqual({
      state: 'authorized',
      captured: 0,
      refunded: 0,
      events: 1,
    });
  });

  it('accepts either key while the HMAC key is rotated', async () => {
    const { reference, amount } = await adyenPayment();
    const response = await post([
      item('AUTHORISATION', { pspReference: reference, value: amount }, ROTATED_KEY),
    ]);
    expect(response.status).toBe(200);
    expect(await paymentOf(reference)).toMatchObject({ state: 'authorized', events: 1 });
  });

  // Adyen queues and retries a webhook that is not acknowledged within 10 seconds (docs.adyen.com,
  // "Accept webhooks"): the answer waits for the report to be stored, never for it to be counted.
  it('answers within Adyen’s 10 s, the report stored, and counts it afterwards', async () => {
    const { reference, amount } = await adyenPayment();
    const body = JSON.stringify({
      live: 'false',
      notificationItems: [
        {
          NotificationRequestItem: item('AUTHORISATION', {
            pspReference: reference,
            value: amount,
          }),
        },
      ],
    });
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}/api/payments/adyen/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const elapsed = performance.now() - started;
    expect(await response.text()).toBe('[accepted]');
    expect(elapsed).toBeLessThan(10_000);
    const stored = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from payment_notifications where reference = ${reference}`,
      ),
    );
    expect(stored[0]?.n).toBe(1);
    await notificationsWorkedThrough(database.db);
    expect(await paymentOf(reference)).toMatchObject({ state: 'authorized', events: 1 });
  });

  it('refuses a notification signed with another key with 401, and changes nothing', async () => {
    const { reference, amount } = await adyenPayment();
    const forged = item('AUTHORISATION', { pspReference: reference, value: amount }, OTHER_KEY);
    expect((await post([forged])).status).toBe(401);
    expect(await paymentOf(reference)).toEqual({
      state: 'pending',
      captured: 0,
      refunded: 0,
      events: 0,
    });
  });

  it('refuses a batch with one unsigned or altered item as a whole', async () => {
    const { reference, amount } = await adyenPayment();
    const good = item('AUTHORISATION', { pspReference: reference, value: amount });
    const altered = { ...good, amount: { value: amount * 10, currency: 'SEK' } };
    const unsigned = { ...good, additionalData: {} };
    for (const bad of [altered, unsigned]) expect((await post([good, bad])).status).toBe(401);
    expect((await paymentOf(reference))?.events).toBe(0);
  });

  it('counts a notification delivered again once', async () => {
    const { reference, amount } = await adyenPayment();
    const authorisation = item('AUTHORISATION', { pspReference: reference, value: amount });
    for (let i = 0; i < 3; i++) expect((await post([authorisation])).status).toBe(200);
    expect((await post([authorisation, authorisation])).status).toBe(200);
    expect(await paymentOf(reference)).toEqual({
      state: 'authorized',
      captured: 0,
      refunded: 0,
      events: 1,
    });
  });

  it('ends in the same state whatever order the notifications arrive in', async () => {
    const orders = [
      ['AUTHORISATION', 'CAPTURE', 'REFUND'],
      ['REFUND', 'CAPTURE', 'AUTHORISATION'],
      ['CAPTURE', 'AUTHORISATION', 'REFUND'],
    ];
    for (const sequence of orders) {
      const { reference, amount } = await adyenPayment();
      const notifications: Record<string, ReturnType<typeof item>> = {
        AUTHORISATION: item('AUTHORISATION', { pspReference: reference, value: amount }),
        CAPTURE: item('CAPTURE', {
          pspReference: `${reference}C`,
          originalReference: reference,
          value: amount,
        }),
        REFUND: item('REFUND', {
          pspReference: `${reference}R`,
          originalReference: reference,
          value: 4_000,
        }),
      };
      for (const code of sequence) expect((await post([notifications[code]])).status).toBe(200);
      expect(await paymentOf(reference)).toEqual({
        state: 'paid',
        captured: amount,
        refunded: 4_000,
        events: 3,
      });
    }
  });

  // Regression: a capture or refund about a pspReference the shop did not know yet was
  // acknowledged and dropped, so the payment ended authorized though Adyen captured and refunded.
  it('keeps a capture and a refund that come before the authorisation, and counts them once it names the payment', async () => {
    const usual = await adyenPayment(false);
    const early = await adyenPayment(false);
    const reports = (p: typeof usual) => ({
      AUTHORISATION: item('AUTHORISATION', {
        pspReference: p.reference,
        value: p.amount,
        merchantReference: p.merchantReference,
      }),
      CAPTURE: item('CAPTURE', {
        pspReference: `${p.reference}C`,
        originalReference: p.reference,
        value: p.amount,
      }),
      REFUND: item('REFUND', {
        pspReference: `${p.reference}R`,
        originalReference: p.reference,
        value: p.amount,
      }),
    });
    for (const code of ['AUTHORISATION', 'CAPTURE', 'REFUND'] as const)
      await post([reports(usual)[code]]);
    for (const code of ['CAPTURE', 'REFUND'] as const) await post([reports(early)[code]]);
    // Kept, not counted: the shop cannot name their payment yet.
    expect(await paymentOf(early.reference)).toBeUndefined();
    await post([reports(early).AUTHORISATION]);
    const [a, b] = [await paymentOf(usual.reference), await paymentOf(early.reference)];
    expect(b).toEqual(a);
    expect(b).toMatchObject({ state: 'refunded', events: 3 });
    expect(await orderStatus(early.orderId)).toBe(await orderStatus(usual.orderId));
  });

  it('is refunded when all that was captured is refunded, and cancelled when released uncaptured', async () => {
    const paid = await adyenPayment();
    await post([
      item('AUTHORISATION', { pspReference: paid.reference, value: paid.amount }),
      item('CAPTURE', {
        pspReference: `${paid.reference}C`,
        originalReference: paid.reference,
        value: paid.amount,
      }),
      item(
        'CANCEL_OR_REFUND',
        {
          pspReference: `${paid.reference}R`,
          originalReference: paid.reference,
          value: paid.amount,
        },
        HMAC_KEY,
        { 'modification.action': 'refund' },
      ),
    ]);
    expect((await paymentOf(paid.reference))?.state).toBe('refunded');
    const released = await adyenPayment();
    await post([
      item('AUTHORISATION', { pspReference: released.reference, value: released.amount }),
      item('CANCELLATION', {
        pspReference: `${released.reference}X`,
        originalReference: released.reference,
        value: 0,
      }),
    ]);
    expect((await paymentOf(released.reference))?.state).toBe('cancelled');
  });

  it('counts a capture Adyen could not carry out as a failure to act on, and logs it without personal data', async () => {
    const { reference, amount, orderId } = await adyenPayment();
    await post([item('AUTHORISATION', { pspReference: reference, value: amount })]);
    const lines: string[] = [];
    const restore = captureLog((line) => lines.push(line));
    try {
      const failed = item('CAPTURE', {
        pspReference: 'CAPTUREFAILED0001',
        originalReference: reference,
        value: amount,
        success: false,
      });
      expect(await (await post([failed])).text()).toBe('[accepted]');
    } finally {
      restore();
    }
    expect(await paymentOf(reference)).toMatchObject({ state: 'capture_failed', captured: 0 });
    expect(await orderStatus(orderId)).toBe('payment_failed');
    expect(lines.join('\n')).toContain('payment failure reported');
    expect(lines.join('\n')).toContain('CAPTURE:CAPTUREFAILED0001:false');
    expect(lines.join('\n')).not.toContain('@example.com');
  });

  it('accepts notifications about payments the shop does not have, changing nothing', async () => {
    const response = await post([
      item('AUTHORISATION', { pspReference: 'PSPUNKNOWN0001', value: 100 }),
    ]);
    expect(response.status).toBe(200);
  });

  it.each([
    [{ live: 'false' }, 'notificationItems'],
    [{ live: 'maybe', notificationItems: [] }, 'live'],
    [
      { live: 'false', notificationItems: [{ NotificationRequestItem: { pspReference: 'X' } }] },
      'notificationItems.0.NotificationRequestItem.amount',
    ],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await fetch(`${api.baseUrl}/api/payments/adyen/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty([
      field,
    ]);
  });

  it('is not found without ADYEN_HMAC_KEY, and for a provider the shop does not have', async () => {
    expect((await post([], unconfigured.baseUrl)).status).toBe(404);
    const other = await fetch(`${api.baseUrl}/api/payments/stripe/webhook`, {
      method: 'POST',
      body: '{}',
    });
    expect(other.status).toBe(404);
  });
});

// Regressions: a signed report was counted whatever it named: a JPY authorisation of the right
// number authorized a SEK order, another merchant account's report counted, and 100 öre captured
// on a 1,499 kr order read paid.
describe('a signed report held against the payment it names', () => {
  it('in another currency leaves the order as it was', async () => {
    const { reference, amount, orderId } = await adyenPayment();
    await post([
      item('AUTHORISATION', { pspReference: reference, value: amount, currency: 'JPY' }),
    ]);
    expect(await paymentOf(reference)).toMatchObject({ state: 'pending', events: 0 });
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('of another merchant account leaves the order as it was', async () => {
    const { reference, amount, orderId } = await adyenPayment();
    const foreign = item('AUTHORISATION', {
      pspReference: reference,
      value: amount,
      merchantAccountCode: 'SomeoneElseECOM',
    });
    expect(await (await post([foreign])).text()).toBe('[accepted]');
    expect(await paymentOf(reference)).toMatchObject({ state: 'pending', events: 0 });
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('capturing part of the amount does not make the order paid', async () => {
    const { reference, amount, orderId } = await adyenPayment();
    await post([
      item('AUTHORISATION', { pspReference: reference, value: amount }),
      item('CAPTURE', { pspReference: `${reference}C`, originalReference: reference, value: 100 }),
    ]);
    expect(await paymentOf(reference)).toMatchObject({ state: 'authorized', captured: 100 });
    expect(await orderStatus(orderId)).toBe('authorized');
  });

  it('of less than the order total authorizes nothing', async () => {
    const { reference, amount } = await adyenPayment();
    await post([item('AUTHORISATION', { pspReference: reference, value: amount - 100 })]);
    expect(await paymentOf(reference)).toMatchObject({ state: 'pending', events: 0 });
  });
});

describe('a batch of the size Adyen sends', () => {
  it('is accepted: 500 items with their additionalData, far above the default body limit', async () => {
    const { reference, amount } = await adyenPayment();
    // About the size of a card authorisation's item: some 25 additionalData keys.
    const data = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`additional.field${i}`, 'x'.repeat(60)]),
    );
    const items = Array.from({ length: 500 }, (_, i) =>
      i === 0
        ? item('AUTHORISATION', { pspReference: reference, value: amount }, HMAC_KEY, data)
        : item('REPORT_AVAILABLE', { pspReference: `REPORT${i}`, value: 0 }, HMAC_KEY, data),
    );
    const body = JSON.stringify({
      live: 'false',
      notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })),
    });
    expect(body.length).toBeGreaterThan(1_000_000);
    const response = await fetch(`${api.baseUrl}/api/payments/adyen/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('[accepted]');
    await notificationsWorkedThrough(database.db);
    expect(await paymentOf(reference)).toMatchObject({ state: 'authorized' });
  });
});

// Adyen's own example bodies (Webhooks-v1, testing/adyen-webhook-examples.ts) through the route,
// signed anew (the specification truncates their signatures), on an API whose merchant account is
// the examples' own, for a EUR 10.00 payment named as the examples name it.
describe("Adyen's published webhook examples", () => {
  it('are accepted, and a capture then its CAPTURE_FAILED leave the payment for staff to act on', async () => {
    const adyen = adyenGateway({
      apiKey: 'unused',
      merchantAccount: 'YOUR_MERCHANT_ACCOUNT',
      hmacKey: HMAC_KEY,
      capture: 'manual',
      checkoutUrl: 'http://127.0.0.1:9/v71',
      timeoutMs: 100,
    });
    const theirs = await serveOnFreePort(
      createApiApp({ database, paymentGateways: [adyen] }).fetch,
    );
    try {
      const { orderId } = await adyenPayment();
      await database.db.execute(
        sql`update payments set reference = '9913140798220028', currency = 'EUR', amount = 1000
            where order_id = ${orderId}`,
      );
      const replay = async (code: AdyenExampleCode) => {
        const example = structuredClone(ADYEN_WEBHOOK_EXAMPLES[code]);
        for (const { NotificationRequestItem: item } of example.notificationItems) {
          const { additionalData, ...unsigned } = item as Record<string, unknown> & {
            additionalData?: Record<string, string>;
          };
          item.additionalData = {
            ...additionalData,
            hmacSignature: sign(unsigned, HMAC_KEY),
          };
        }
        const response = await fetch(`${theirs.baseUrl}/api/payments/adyen/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(example),
        });
        await notificationsWorkedThrough(database.db);
        return response;
      };
      await replay('CAPTURE');
      expect(await paymentOf('9913140798220028')).toMatchObject({ state: 'paid', captured: 1000 });
      await replay('CAPTURE_FAILED');
      expect(await paymentOf('9913140798220028')).toMatchObject({ state: 'capture_failed' });
      expect(await orderStatus(orderId)).toBe('payment_failed');
      // Every other example is taken as Adyen asks, whatever it says of the payment.
      for (const code of Object.keys(ADYEN_WEBHOOK_EXAMPLES) as AdyenExampleCode[]) {
        const response = await replay(code);
        expect([code, response.status, await response.text()]).toEqual([code, 200, '[accepted]']);
      }
    } finally {
      await theirs.close();
    }
  });
});
