import {
  ApiErrorSchema,
  OrderResponseSchema,
  PlaceOrderResponseSchema,
  ProfileResponseSchema,
} from '@nordshop/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { FIXTURE_CATEGORY_ID, FIXTURE_PRICES, ORDER_FIXTURES } from '../../testing/order-fixtures';
import { orderRequest, postOrder } from '../../testing/order-requests';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const getOrder = (id: number | string, init?: RequestInit) =>
  api.get(`/api/orders/${id}?${SV}`, init);

async function placeGuestOrder() {
  const response = await postOrder(api, 'sv', orderRequest('sv'));
  expect(response.status).toBe(201);
  return PlaceOrderResponseSchema.parse(await response.json());
}

/** A customer of this file only: 15 % on the fixture category and 50 kr credit. */
const customer = {
  email: `kund-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password: 'ordertest-lösen',
};
let customerId = 0;

beforeAll(async () => {
  const hash = await hashPassword(customer.password);
  const [row] = await api.sql<{ id: number }>(
    `insert into customers (email, name, password_hash, category_discounts, credit)
     values ('${customer.email}', 'Kalle Kund', '${hash}', '{"${FIXTURE_CATEGORY_ID}": 15}', '{"SEK": 5000}') returning id`,
  );
  customerId = row!.id;
});

describe('POST /api/orders with a my-account token', () => {
  it('links the order to the customer and prices it with their category discount and credit, as the cart does', async () => {
    const { access_token } = await api.client('sv').login(customer);
    const items = [{ uuid: 'a', sku: ORDER_FIXTURES.discounted.sku, quantity: 1 }];
    const [line] = (await api.client('sv').syncCart({ items }, { token: access_token })).items;
    expect(line!.price).toBe(Math.round((FIXTURE_PRICES.sv * 0.85) / 100) * 100);
    const { order } = await api
      .client('sv')
      .placeOrder(
        orderRequest('sv', { items, email: customer.email }),
        `acct-${crypto.randomUUID()}`,
        access_token,
      );
    expect(order).toMatchObject({
      subtotal: FIXTURE_PRICES.sv,
      discount: FIXTURE_PRICES.sv - (line!.price - 5000),
      coupons: ['CUSTOMERDISCOUNT'],
    });
    const [stored] = await api.sql<{ customer_id: number; credit: Record<string, number> }>(
      `select o.customer_id, c.credit from orders o join customers c on c.id = o.customer_id where o.id = ${order.id}`,
    );
    expect(stored).toEqual({ customer_id: customerId, credit: { SEK: 0 } });
    expect(await api.client('sv').order(order.id, access_token)).toEqual({ order });
  });
});

describe('GET /api/orders/{id}', () => {
  it('answers the order for its order token, also one from the order login', async () => {
    const { order, order_token } = await placeGuestOrder();
    expect(
      OrderResponseSchema.parse(
        await (await getOrder(order.id, bearer(order_token.access_token))).json(),
      ),
    ).toEqual({ order });
    const login = await api.client('sv').orderLogin({ order_id: order.id, email: order.email });
    expect((await api.client('sv').order(order.id, login.access_token)).order.id).toBe(order.id);
  });

  it('answers 401 without a token or with a forged one', async () => {
    const { order } = await placeGuestOrder();
    expect((await getOrder(order.id)).status).toBe(401);
    expect((await getOrder(order.id, bearer('forged'))).status).toBe(401);
  });

  it('answers 403 for the order token of another order, and on the account profile', async () => {
    const first = await placeGuestOrder();
    const second = await placeGuestOrder();
    const response = await getOrder(second.order.id, bearer(first.order_token.access_token));
    expect(response.status).toBe(403);
    expect(ApiErrorSchema.parse(await response.json()).error).toBe('forbidden');
    expect(
      (await api.get(`/api/auth/profile?${SV}`, bearer(first.order_token.access_token))).status,
    ).toBe(403);
  });

  it("answers 403 for an account token on a guest order or another customer's order", async () => {
    const demo = await api
      .client('sv')
      .login({ email: 'demo@nordshop.example', password: 'nordshop-demo' });
    const { order } = await placeGuestOrder();
    expect((await getOrder(order.id, bearer(demo.access_token))).status).toBe(403);
    const own = await api.client('sv').login(customer);
    expect((await getOrder(1, bearer(own.access_token))).status).toBe(403);
    ProfileResponseSchema.parse(
      await (await api.get(`/api/auth/profile?${SV}`, bearer(own.access_token))).json(),
    );
  });

  it('reads a seeded order of the demo customer, with tracking only once shipped', async () => {
    const demo = await api
      .client('sv')
      .login({ email: 'demo@nordshop.example', password: 'nordshop-demo' });
    for (const id of [1, 2, 3, 4, 5]) {
      const { order } = await api.client('sv').order(id, demo.access_token);
      expect(order.total).toBe(
        order.subtotal - order.discount + order.shipping.price + order.payment.fee,
      );
      expect(order.tracking !== null).toBe(
        order.status === 'shipped' || order.status === 'delivered',
      );
      expect(order.lines.reduce((sum, l) => sum + l.total, 0)).toBe(
        order.subtotal - order.discount,
      );
    }
  });

  it('answers 404 for an order that does not exist and 400 for a malformed id', async () => {
    const demo = await api
      .client('sv')
      .login({ email: 'demo@nordshop.example', password: 'nordshop-demo' });
    expect((await getOrder(2_000_000_000, bearer(demo.access_token))).status).toBe(404);
    const bad = await getOrder('abc', bearer(demo.access_token));
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).fields).toEqual({ id: 'must be a whole number' });
  });
});
