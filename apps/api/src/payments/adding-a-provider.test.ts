import {
  fieldsOf,
  PaymentMethodsResponseSchema,
  PlaceOrderResponseSchema,
} from '@nordshop/api-contract';
import { STOREFRONTS } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createApiApp } from '../app';
import { pruneExpired } from '../housekeeping';
import type { Database } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { createServices } from '../services';
import type { HostedPayment, HostedPaymentGateway, HostedPaymentRequest } from './hosted-payment';
import { fetchFrom } from '../../testing/from-address';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';
import { newKey, orderRequest } from '../../testing/order-requests';
import { notificationsWorkedThrough } from '../../testing/payment-notifications-settled';
import { serveOnFreePort } from '../../testing/test-server';
import { openMigratedDatabase } from '../../testing/migrated-database';

// Decision 026, "Adding a provider": a provider is its gateway (HostedPaymentGateway) and one line
// where providers are registered. PayByte, a provider the shop has never heard of, is written here
// in full and given to the app as payment-gateways-from-config.ts gives Adyen and Klarna: checkout
// offers it, its webhook reaches it, and housekeeping ends its unpaid pages, with no other file
// of the shop knowing it.

/** The proof PayByte puts in its calls (its own way; the shop's route does not know it). */
const PAYBYTE_TOKEN = 'paybyte-webhook-token';

/** PayByte's call: a payment of one of the shop's pages was made. */
const PayByteEventSchema = z.object({
  payment_id: z.string().min(1).max(64),
  order_ref: z.string().min(1).max(64),
  amount: z.number().int().min(0),
  currency: z.string().length(3),
});

/** What the shop asked PayByte for. */
const asked: { started: HostedPaymentRequest[]; expired: HostedPayment[] } = {
  started: [],
  expired: [],
};
const notAsked = () => Promise.reject(new Error('PayByte is not asked for this here'));

const paybyte: HostedPaymentGateway = {
  provider: 'paybyte',
  referencePrefix: 'PBY',
  methods: () => [
    {
      id: 'paybyte:wallet',
      provider: 'paybyte',
      name: 'PayByte',
      fee: 0,
      customer_types: ['private', 'company'],
      badge: 'paybyte',
    },
  ],
  capturesOnAuthorization: () => false,
  startSession: (request) => {
    asked.started.push(request);
    const n = asked.started.length;
    return Promise.resolve({
      sessionId: `PB-SESSION-${n}`,
      redirectUrl: `https://pay.paybyte.example/${n}`,
      sessionUrl: null,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
  },
  sessionResult: () => Promise.resolve({ type: 'pending' }),
  capture: notAsked,
  cancel: notAsked,
  refund: notAsked,
  webhook: async (call) => {
    if (call.query['token'] !== PAYBYTE_TOKEN)
      return { type: 'unauthorized', message: 'The call is not PayByte’s' };
    const event = PayByteEventSchema.safeParse(await call.json());
    if (!event.success)
      return { type: 'invalid', message: 'Invalid body', fields: fieldsOf(event.error.issues) };
    const { payment_id, order_ref, amount, currency } = event.data;
    return {
      type: 'accepted',
      reply: 'thanks',
      notices: [
        {
          type: 'report',
          report: {
            reference: payment_id,
            merchantReference: order_ref,
            currency,
            event: { id: `paybyte:${payment_id}:paid`, kind: 'authorized', amount },
          },
        },
      ],
    };
  },
  abandonAfter: { pageMinutes: 30, marginMinutes: 5, perPass: 10 },
  expire: (payment) => {
    asked.expired.push(payment);
    return Promise.resolve({ type: 'refused', eventId: `paybyte:${payment.sessionId}:expired` });
  },
};

let database: Database;
let api: { baseUrl: string; close: () => Promise<void> };
const query = `locale=sv&sid=${STOREFRONTS.sv.storeID}`;

beforeAll(async () => {
  database = await openMigratedDatabase({ orderFixtures: true });
  api = await serveOnFreePort(createApiApp({ database, paymentGateways: [paybyte] }).fetch);
}, 120_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** Places an order of one `sku` paid with PayByte: the answer, and the reference PayByte was given. */
async function payWithPayByte(sku: string = ORDER_FIXTURES.plain.sku) {
  const response = await fetchFrom()(`${api.baseUrl}/api/orders?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
    body: JSON.stringify(
      orderRequest('sv', {
        payment_method_id: 'paybyte:wallet',
        items: [{ uuid: 'line-1', sku, quantity: 1 }],
      }),
    ),
  });
  expect(response.status).toBe(201);
  const answer = PlaceOrderResponseSchema.parse(await response.json());
  const request = asked.started.at(-1);
  return { answer, merchantReference: request?.merchantReference ?? '' };
}

const orderStatus = async (orderId: number) =>
  (
    await queryRows<{ status: string }>(
      database.db,
      sql`select status from orders where id = ${orderId}`,
    )
  )[0]?.status;

const stock = async () =>
  (
    await queryRows<{ stock_quantity: number }>(
      database.db,
      sql`select stock_quantity from products where sku = ${ORDER_FIXTURES.stock.sku}`,
    )
  )[0]?.stock_quantity;

describe('a third provider, registered with its gateway only', () => {
  it('is offered at checkout, first, and its page opened for the order', async () => {
    const methods = await fetch(
      `${api.baseUrl}/api/checkout/payment-methods?${query}&customer_type=private`,
    );
    expect(methods.status).toBe(200);
    const ids = PaymentMethodsResponseSchema.parse(await methods.json()).methods.map((m) => m.id);
    expect(ids[0]).toBe('paybyte:wallet');
    expect(ids).toContain('invoice:standard');

    const { answer, merchantReference } = await payWithPayByte();
    expect(answer.order.status).toBe('pending');
    expect(answer.payment_redirect_url).toBe(`https://pay.paybyte.example/${asked.started.length}`);
    expect(merchantReference).toMatch(/^PBY-[0-9A-F]{16}$/);
    expect(asked.started.at(-1)?.notificationUrl).toMatch(
      new RegExp(`/api/payments/paybyte/webhook\\?payment_ref=${merchantReference}$`),
    );
  });

  it('has its webhook read by its gateway: a call it does not own changes nothing, its report authorizes the order', async () => {
    const { answer, merchantReference } = await payWithPayByte();
    const event = {
      payment_id: `PB-PAY-${answer.order.id}`,
      order_ref: merchantReference,
      amount: answer.order.total,
      currency: 'SEK',
    };
    const call = (token: string, body: unknown) =>
      fetch(`${api.baseUrl}/api/payments/paybyte/webhook?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    expect((await call('forged', event)).status).toBe(401);
    const malformed = await call(PAYBYTE_TOKEN, { ...event, amount: 'all of it' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { fields: object }).fields).toHaveProperty('amount');
    await notificationsWorkedThrough(database.db);
    expect(await orderStatus(answer.order.id)).toBe('pending');

    const accepted = await call(PAYBYTE_TOKEN, event);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toBe('thanks');
    await notificationsWorkedThrough(database.db);
    expect(await orderStatus(answer.order.id)).toBe('authorized');
  });

  it('has its unpaid pages ended by housekeeping once its own time is up, the units back in stock', async () => {
    const before = await stock();
    const { answer, merchantReference } = await payWithPayByte(ORDER_FIXTURES.stock.sku);
    expect(await stock()).toBe(before! - 1);
    const services = createServices(database, { paymentGateways: [paybyte] });
    const expired = () => asked.expired.map((payment) => payment.merchantReference);

    // Its page ends after 30 minutes and PayByte's margin is 5: within them nothing happens.
    await pruneExpired(database, services, new Date(Date.now() + 34 * 60_000));
    expect(expired()).not.toContain(merchantReference);
    expect(await orderStatus(answer.order.id)).toBe('pending');

    await pruneExpired(database, services, new Date(Date.now() + 36 * 60_000));
    expect(expired()).toContain(merchantReference);
    expect(await orderStatus(answer.order.id)).toBe('cancelled');
    expect(await stock()).toBe(before);
  });
});
