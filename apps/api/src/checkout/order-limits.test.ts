import { ApiErrorSchema, PlaceOrderResponseSchema } from '@nordshop/api-contract';
import { STOREFRONTS } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from './order-limits';
import { DEFAULT_ORDER_SETTINGS, GUEST_ORDER_LIMIT_CODE } from './order-settings';
import { accountToken, createCustomer } from '../../testing/customers';
import { fetchFrom } from '../../testing/from-address';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';
import { newKey, orderRequest, stockOf } from '../../testing/order-requests';
import { sharedApi } from '../../testing/shared-api';

const api = sharedApi();
const sku = ORDER_FIXTURES.limited.sku;
const url = `${api.baseUrl}/api/orders?locale=sv&sid=${STOREFRONTS.sv.storeID}`;

/** POSTs an order from a client address (each test uses addresses of its own, 127.0.10.x). */
function post(
  address: string,
  body: unknown,
  options: { key?: string; token?: string } = {},
): Promise<Response> {
  return fetchFrom(address)(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': options.key ?? newKey(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const oneUnit = (overrides: Parameters<typeof orderRequest>[1] = {}) =>
  orderRequest('sv', { items: [{ uuid: 'a', sku, quantity: 1 }], ...overrides });

describe('order placement limits (decision 028)', () => {
  it(`answers 429 with Retry-After to most of 40 guest orders sent at once from one address: ${ORDER_LIMITS.address.limit} are placed`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post('127.0.10.1', oneUnit())),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(ORDER_LIMITS.address.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - ORDER_LIMITS.address.limit);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(await refused.json()).error).toBe('too_many_requests');
    // Another address is not held back.
    expect((await post('127.0.10.2', oneUnit())).status).toBe(201);
  });

  it(`limits orders to one e-mail to ${ORDER_LIMITS.email.limit} an hour, from any address`, async () => {
    const email = `samma-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= ORDER_LIMITS.email.limit; i += 1)
      statuses.push((await post(`127.0.10.${20 + i}`, oneUnit({ email }))).status);
    expect(statuses.slice(0, ORDER_LIMITS.email.limit).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('takes back attempts that placed no order, and repeats of a placed one', async () => {
    const from = '127.0.10.3';
    for (let i = 0; i < ORDER_LIMITS.address.limit + 5; i += 1) {
      const refused = await post(
        from,
        orderRequest('sv', {
          items: [{ uuid: 'a', sku: ORDER_FIXTURES.backOrder.sku, quantity: 1 }],
        }),
      );
      expect(refused.status).toBe(409);
    }
    const key = newKey();
    const body = oneUnit();
    expect((await post(from, body, { key })).status).toBe(201);
    for (let i = 0; i < ORDER_LIMITS.address.limit + 5; i += 1)
      expect((await post(from, body, { key })).status).toBe(200);
    for (let i = 1; i < ORDER_LIMITS.address.limit; i += 1)
      expect((await post(from, oneUnit())).status).toBe(201);
    expect((await post(from, oneUnit())).status).toBe(429);
  });

  it("counts a customer's orders by the account, not by the shared address", async () => {
    const from = '127.0.10.4';
    for (let i = 0; i < ORDER_LIMITS.address.limit; i += 1)
      expect((await post(from, oneUnit())).status).toBe(201);
    expect((await post(from, oneUnit())).status).toBe(429);
    const customer = await createCustomer(api);
    const token = await accountToken(api, customer);
    expect((await post(from, oneUnit({ email: customer.email }), { token })).status).toBe(201);
  });
});

describe('what one order without an account may hold (order_settings)', () => {
  const bound = DEFAULT_ORDER_SETTINGS.sv;

  it("refuses a guest order for a product's whole stock by the bound, not by stock: nothing is taken", async () => {
    const before = await stockOf(api, sku);
    const response = await post(
      '127.0.10.5',
      orderRequest('sv', { items: [{ uuid: 'a', sku, quantity: before }] }),
    );
    expect(response.status).toBe(400);
    const error = ApiErrorSchema.parse(await response.json());
    expect(error.code).toBe(GUEST_ORDER_LIMIT_CODE);
    expect(error.fields?.['items']).toContain(`at most ${bound.guestMaxUnits} units`);
    expect(await stockOf(api, sku)).toBe(before);
  });

  it.each([
    { name: 'the most units, in two lines', quantities: [bound.guestMaxUnits - 5, 5], status: 201 },
    { name: 'one unit more', quantities: [bound.guestMaxUnits - 5, 6], status: 400 },
  ])('counts the units of all lines of a guest order: $name', async ({ quantities, status }) => {
    const response = await post(
      '127.0.10.6',
      orderRequest('sv', {
        items: quantities.map((quantity, i) => ({
          uuid: `l${i}`,
          sku: i === 0 ? sku : ORDER_FIXTURES.plain.sku,
          quantity,
        })),
      }),
    );
    expect(response.status).toBe(status);
  });

  it(`refuses a guest order above ${bound.guestMaxTotal / 100} kr and places it for a customer`, async () => {
    const [expensive] = await api.sql<{ sku: string; price: number }>(
      `select p.sku, pr.price from products p join product_prices pr on pr.product_id = p.id and pr.locale = 'sv'
       where p.parent_id is null and p.type = 1 and p.stock_status = 'in-stock' and p.stock_quantity >= 50
         and p.max_order_quantity is null and jsonb_array_length(pr.prices->'c') = 0
         and jsonb_array_length(pr.prices->'n') = 1 and pr.price * ${bound.guestMaxUnits} > ${bound.guestMaxTotal}
         and not exists (select 1 from products v where v.parent_id = p.id)
         and not exists (select 1 from deals d where d.product_id = p.id)
       order by pr.price desc limit 1`,
    );
    if (!expensive) throw new Error('the seed has no product dear enough for this test');
    const quantity = Math.floor(bound.guestMaxTotal / expensive.price) + 1;
    expect(quantity).toBeLessThanOrEqual(bound.guestMaxUnits);
    const body = orderRequest('sv', { items: [{ uuid: 'a', sku: expensive.sku, quantity }] });
    const refused = await post('127.0.10.7', body);
    expect(refused.status).toBe(400);
    expect(ApiErrorSchema.parse(await refused.json()).fields?.['items']).toContain(
      `at most ${bound.guestMaxTotal / 100} SEK`,
    );
    const customer = await createCustomer(api);
    const token = await accountToken(api, customer);
    const placed = await post(
      '127.0.10.7',
      { ...body, email: customer.email, payment_method_id: 'prepayment:bank-transfer' },
      { token },
    );
    expect(placed.status).toBe(201);
    expect(PlaceOrderResponseSchema.parse(await placed.json()).order.lines[0]?.quantity).toBe(
      quantity,
    );
  });
});
