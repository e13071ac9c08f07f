import {
  ApiErrorSchema,
  SubscriptionResponseSchema,
  type Subscription,
} from '@nordshop/api-contract';
import { localDate } from '@nordshop/locale-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_CANCELLED_CODE } from './subscriptions';
import { addDays } from '../platform/util/add-days';
import { DEMO_CUSTOMER } from '../../seed/demo-accounts';
import { accountToken, createCustomer } from '../../testing/customers';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';
import { newKey, orderRequest, postOrder } from '../../testing/order-requests';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();
const client = api.client('sv');
const update = (id: number | string, body: unknown, token: string) =>
  api.post(`/api/account/subscriptions/${id}?${SV}`, body, { authorization: `Bearer ${token}` });

const subscriptionItem = (days: 30 | 60 | 90 | 180, quantity = 1) => ({
  uuid: `sub-${days}`,
  sku: ORDER_FIXTURES.plain.sku,
  quantity,
  subscription_interval: { days },
});
const plainItem = { uuid: 'plain', sku: ORDER_FIXTURES.discounted.sku, quantity: 1 };

const lineIntervals = async (orderId: number) =>
  api.sql<{ sku: string; subscription_interval_days: number | null }>(
    `select sku, subscription_interval_days from order_lines where order_id = ${orderId} order by id`,
  );

let token = '';

beforeAll(async () => {
  token = await accountToken(api, await createCustomer(api, 'Sara Prenumerant'));
});

describe('subscriptions from orders', () => {
  it("starts an active subscription for a customer's line with a subscription_interval, the first delivery one interval after the order", async () => {
    const { order } = await client.placeOrder(
      orderRequest('sv', { items: [subscriptionItem(30, 2), plainItem] }),
      newKey(),
      token,
    );
    expect(await lineIntervals(order.id)).toEqual([
      { sku: ORDER_FIXTURES.plain.sku, subscription_interval_days: 30 },
      { sku: ORDER_FIXTURES.discounted.sku, subscription_interval_days: null },
    ]);
    const { subscriptions } = await client.accountSubscriptions(token);
    expect(subscriptions).toEqual([
      {
        id: expect.any(Number) as number,
        product: {
          id: expect.any(Number) as number,
          sku: ORDER_FIXTURES.plain.sku,
          name: 'Ordertest plain',
          slug: 'ordertest-plain',
          thumb: null,
        },
        quantity: 2,
        interval_days: 30,
        status: 'active',
        next_delivery_at: addDays(localDate(new Date(order.created_at), 'sv'), 30),
        created_at: expect.any(String) as string,
      },
    ]);
  });

  it("keeps only the interval on a guest's line", async () => {
    const [before] = await api.sql<{ n: number }>('select count(*)::int as n from subscriptions');
    const response = await postOrder(
      api,
      'sv',
      orderRequest('sv', { items: [subscriptionItem(90)] }),
    );
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: { id: number } };
    expect(await lineIntervals(order.id)).toEqual([
      { sku: ORDER_FIXTURES.plain.sku, subscription_interval_days: 90 },
    ]);
    const [after] = await api.sql<{ n: number }>('select count(*)::int as n from subscriptions');
    expect(after?.n).toBe(before?.n);
  });

  it('starts one for the demo customer', async () => {
    const demo = await api.client('no').login(DEMO_CUSTOMER);
    try {
      const { order } = await api
        .client('no')
        .placeOrder(
          orderRequest('no', { items: [subscriptionItem(60)], email: DEMO_CUSTOMER.email }),
          newKey(),
          demo.access_token,
        );
      const { subscriptions } = await api.client('no').accountSubscriptions(demo.access_token);
      const started = subscriptions.find(
        (s) => s.product.sku === ORDER_FIXTURES.plain.sku && s.interval_days === 60,
      );
      expect(started).toMatchObject({
        status: 'active',
        quantity: 1,
        next_delivery_at: addDays(localDate(new Date(order.created_at), 'no'), 60),
      });
    } finally {
      // The order used the demo customer's NOK credit; other files read the seeded balance.
      await api.sql(`update customers set credit = credit || '{"NOK": 5000}' where id = 1`);
    }
  });
});

describe('GET /api/account/subscriptions', () => {
  it("lists the demo customer's seeded screen-protector subscription in the storefront's words", async () => {
    const demo = await client.login(DEMO_CUSTOMER);
    const { subscriptions } = await client.accountSubscriptions(demo.access_token);
    const seeded = subscriptions.find((s) => s.id === 1);
    expect(seeded).toMatchObject({
      quantity: 1,
      interval_days: 90,
      status: 'active',
      next_delivery_at: '2027-01-15',
    });
    expect(seeded?.product.slug).not.toBe('');
    expect(seeded?.product.thumb?.url).toMatch(/^\/media\/products\//);
  });
});

describe('POST /api/account/subscriptions/{id}', () => {
  let subscription: Subscription;
  let token = '';

  beforeAll(async () => {
    token = await accountToken(api, await createCustomer(api, 'Per Paus'));
    await client.placeOrder(orderRequest('sv', { items: [subscriptionItem(30)] }), newKey(), token);
    [subscription] = (await client.accountSubscriptions(token)).subscriptions as [Subscription];
  });

  it('pauses, resumes an interval from today and cancels, then refuses any change with 409 subscription_cancelled', async () => {
    const paused = (await client.updateSubscription(subscription.id, 'paused', token)).subscription;
    expect(paused).toEqual({ ...subscription, status: 'paused', next_delivery_at: null });

    const resumed = (await client.updateSubscription(subscription.id, 'active', token))
      .subscription;
    expect(resumed).toEqual({
      ...subscription,
      status: 'active',
      next_delivery_at: addDays(localDate(new Date(), 'sv'), 30),
    });

    const cancelled = (await client.updateSubscription(subscription.id, 'cancelled', token))
      .subscription;
    expect(cancelled).toMatchObject({ status: 'cancelled', next_delivery_at: null });

    for (const status of ['active', 'paused', 'cancelled']) {
      const response = await update(subscription.id, { status }, token);
      expect(response.status).toBe(409);
      expect(ApiErrorSchema.parse(await response.json()).code).toBe(SUBSCRIPTION_CANCELLED_CODE);
    }
  });

  it('lists active subscriptions first, then paused, then cancelled', async () => {
    await client.placeOrder(orderRequest('sv', { items: [subscriptionItem(60)] }), newKey(), token);
    await client.placeOrder(
      orderRequest('sv', { items: [subscriptionItem(180)] }),
      newKey(),
      token,
    );
    const { subscriptions } = await client.accountSubscriptions(token);
    const byInterval = (days: number) => subscriptions.find((s) => s.interval_days === days)!;
    await client.updateSubscription(byInterval(180).id, 'paused', token);
    const listed = (await client.accountSubscriptions(token)).subscriptions;
    expect(listed.map((s) => [s.interval_days, s.status])).toEqual([
      [60, 'active'],
      [180, 'paused'],
      [30, 'cancelled'],
    ]);
  });

  it("answers 404 for another customer's subscription and one that does not exist", async () => {
    expect((await update(1, { status: 'paused' }, token)).status).toBe(404);
    expect((await update(2_000_000_000, { status: 'paused' }, token)).status).toBe(404);
    const demo = await client.login(DEMO_CUSTOMER);
    expect((await update(subscription.id, { status: 'active' }, demo.access_token)).status).toBe(
      404,
    );
  });

  it.each([
    { name: 'an unknown status', id: 1, body: { status: 'stopped' }, fields: ['status'] },
    { name: 'no body fields', id: 1, body: {}, fields: ['status'] },
    { name: 'a malformed id', id: 'x', body: { status: 'paused' }, fields: ['id'] },
  ])('answers 400 for $name', async ({ id, body, fields }) => {
    const response = await update(id, body, token);
    expect(response.status).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).fields ?? {})).toEqual(fields);
  });

  it('answers the subscription it changed', async () => {
    const { subscriptions } = await client.accountSubscriptions(token);
    const active = subscriptions.find((s) => s.status === 'active')!;
    SubscriptionResponseSchema.parse(
      await (await update(active.id, { status: 'active' }, token)).json(),
    );
  });
});
