import { PlaceOrderResponseSchema } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../http/log';
import { createApiApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { rowsOf } from '../db/rows-of';
import { seedOrderFixtures } from '../testing/order-fixtures';
import { newKey, orderRequest } from '../testing/order-requests';
import { serveOnFreePort } from '../testing/test-server';

// Adyen's webhook (decision 026) on an API of its own, configured with an HMAC key as a
// deployment would be; each test arranges an order and its Adyen payment in the database, as the
// Adyen adapter writes them, and sends the notifications Adyen's documentation describes.
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const OTHER_KEY = 'A'.repeat(64);

let database: Database;
let api: { baseUrl: string; close: () => Promise<void> };
let unconfigured: { baseUrl: string; close: () => Promise<void> };
let sign: (item: Record<string, unknown>, key: string) => string;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db);
  await seedOrderFixtures(database.db);
  api = await serveOnFreePort(createApiApp({ database, adyenHmacKey: HMAC_KEY }).fetch);
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

/** A placed order with an Adyen payment of its total, pending: the payment's pspReference. */
async function adyenPayment(): Promise<{ reference: string; amount: number }> {
  const response = await fetch(`${api.baseUrl}/api/orders?locale=sv&sid=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
    body: JSON.stringify(orderRequest('sv')),
  });
  expect(response.status).toBe(201);
  const { order } = PlaceOrderResponseSchema.parse(await response.json());
  const reference = `PSP${crypto.randomUUID().replace(/-/g, '').slice(0, 13).toUpperCase()}`;
  await database.db.execute(
    sql`insert into payments (order_id, provider, reference, merchant_reference, session_id, redirect_url, currency, amount)
        values (${order.id}, 'adyen', ${reference}, ${`ADY-${order.id}`}, ${`CS${order.id}`},
                'https://checkout-test.adyen.com/checkoutshopper/pay', 'SEK', ${order.total})`,
  );
  return { reference, amount: order.total };
}

/** A notification item as Adyen sends it, signed with `key`. */
function item(
  eventCode: string,
  fields: { pspReference: string; originalReference?: string; value: number; success?: boolean },
  key = HMAC_KEY,
  additionalData: Record<string, string> = {},
) {
  const unsigned = {
    amount: { value: fields.value, currency: 'SEK' },
    eventCode,
    eventDate: '2026-11-28T10:00:00+01:00',
    merchantAccountCode: 'NordshopSE',
    merchantReference: 'order',
    originalReference: fields.originalReference ?? '',
    pspReference: fields.pspReference,
    success: fields.success === false ? 'false' : 'true',
    additionalData,
  };
  return { ...unsigned, additionalData: { ...additionalData, hmacSignature: sign(unsigned, key) } };
}

const post = (items: unknown[], baseUrl = api.baseUrl) =>
  fetch(`${baseUrl}/api/payments/adyen/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      live: 'false',
      notificationItems: items.map((NotificationRequestItem) => ({ NotificationRequestItem })),
    }),
  });

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

  it('does not count an authorisation of less than the order total', async () => {
    const { reference, amount } = await adyenPayment();
    const response = await post([
      item('AUTHORISATION', { pspReference: reference, value: amount - 100 }),
    ]);
    expect(await response.text()).toBe('[accepted]');
    expect(await paymentOf(reference)).toEqual({
      state: 'pending',
      captured: 0,
      refunded: 0,
      events: 0,
    });
  });

  it('counts no capture Adyen could not carry out, and says so in the log', async () => {
    const { reference, amount } = await adyenPayment();
    await post([item('AUTHORISATION', { pspReference: reference, value: amount })]);
    const lines: string[] = [];
    const restore = captureLog((line) => lines.push(line));
    try {
      const response = await post([
        item('CAPTURE', {
          pspReference: 'CAPTUREFAILED0001',
          originalReference: reference,
          value: amount,
          success: false,
        }),
      ]);
      expect(await response.text()).toBe('[accepted]');
    } finally {
      restore();
    }
    expect(await paymentOf(reference)).toMatchObject({ state: 'authorized', captured: 0 });
    expect(lines.join('\n')).toContain('payment change failed at the provider');
    expect(lines.join('\n')).toContain(reference);
  });

  it('refuses a notification signed with another key with 401, and changes nothing', async () => {
    const { reference, amount } = await adyenPayment();
    const forged = item('AUTHORISATION', { pspReference: reference, value: amount }, OTHER_KEY);
    const response = await post([forged]);
    expect(response.status).toBe(401);
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
        {
          'modification.action': 'refund',
        },
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

  it('fails a refused authorisation, and ignores a failed capture', async () => {
    const { reference, amount } = await adyenPayment();
    await post([
      item('AUTHORISATION', { pspReference: reference, value: amount, success: false }),
      item('CAPTURE', {
        pspReference: `${reference}C`,
        originalReference: reference,
        value: amount,
        success: false,
      }),
    ]);
    expect(await paymentOf(reference)).toEqual({
      state: 'failed',
      captured: 0,
      refunded: 0,
      events: 1,
    });
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
