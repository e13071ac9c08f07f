import {
  ApiErrorSchema,
  CreateReturnResponseSchema,
  OrderReturnsResponseSchema,
  PlaceOrderResponseSchema,
  RETURN_ERROR_CODE,
  type CreateReturnRequest,
  type PlaceOrderResponse,
} from '@nordshop/api-contract';
import { RETURN_WINDOW_DAYS } from '@nordshop/payment-lifecycle';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../seed/demo-accounts';
import { accountToken, createCustomer } from '../../testing/customers';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';
import { newKey, orderRequest, postOrder } from '../../testing/order-requests';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const returnsPath = (orderId: number) => `/api/orders/${orderId}/returns?${SV}`;
const postReturn = (orderId: number, body: unknown, token: string) =>
  api.post(returnsPath(orderId), body, bearer(token));
const getReturns = (orderId: number, token?: string) =>
  api.get(returnsPath(orderId), token ? { headers: bearer(token) } : {});

/** Marks an order as staff do when its goods leave (ship-order): only then can it be returned. */
const ship = (orderId: number) =>
  api.sql(
    `update orders set status = 'shipped', tracking_carrier = 'postnord', tracking_number = 'T${orderId}' where id = ${orderId}`,
  );

/** A guest order of `quantity` units of the plain fixture, with its order token, shipped unless told not to. */
async function guestOrder(
  quantity = 2,
  shipped = true,
): Promise<{ order: PlaceOrderResponse['order']; token: string; lineId: number }> {
  const response = await postOrder(
    api,
    'sv',
    orderRequest('sv', { items: [{ uuid: 'a', sku: ORDER_FIXTURES.plain.sku, quantity }] }),
  );
  expect(response.status).toBe(201);
  const { order, order_token } = PlaceOrderResponseSchema.parse(await response.json());
  if (shipped) await ship(order.id);
  return { order, token: order_token.access_token, lineId: order.lines[0]!.id };
}

const returnOf = (lineId: number, quantity: number): CreateReturnRequest => ({
  lines: [{ order_line_id: lineId, quantity }],
  reason: 'defective',
});

async function refused(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ApiErrorSchema.parse(await response.json());
}

describe('GET /api/orders/{id}/returns', () => {
  it(`answers no returns and every line returnable until ${RETURN_WINDOW_DAYS} days after the order`, async () => {
    const { order, token, lineId } = await guestOrder(2);
    const answer = await api.client('sv').orderReturns(order.id, token);
    const until = new Date(
      new Date(order.created_at).getTime() + RETURN_WINDOW_DAYS * 86_400_000,
    ).toISOString();
    expect(answer).toEqual({
      returns: [],
      returnable: [{ order_line_id: lineId, quantity: 2 }],
      returnable_until: until,
    });
  });

  it.each(['pending', 'authorized', 'paid', 'refunded'] as const)(
    'answers nothing returnable and no window for an order that is %s (not shipped, or paid back)',
    async (status) => {
      const { order, token, lineId } = await guestOrder(2, false);
      await api.sql(`update orders set status = '${status}' where id = ${order.id}`);
      expect(await api.client('sv').orderReturns(order.id, token)).toEqual({
        returns: [],
        returnable: [{ order_line_id: lineId, quantity: 0 }],
        returnable_until: null,
      });
      expect((await api.client('sv').order(order.id, token)).order.returnable).toBe(false);
    },
  );

  it("answers the demo order's seeded return with its reason as a key", async () => {
    const demo = await api.client('sv').login(DEMO_CUSTOMER);
    const { returns, returnable } = await api.client('sv').orderReturns(1, demo.access_token);
    expect(returns.find((r) => r.id === 1)).toMatchObject({
      order_id: 1,
      quantity: 1,
      reason: 'wrong_model',
      status: 'refunded',
    });
    // Placed in 2025: the window has long passed.
    expect(returnable.every((line) => line.quantity === 0)).toBe(true);
  });
});

describe('POST /api/orders/{id}/returns', () => {
  it('records a requested return for the order token and lowers what is left', async () => {
    const { order, token, lineId } = await guestOrder(3);
    const response = await postReturn(
      order.id,
      { ...returnOf(lineId, 2), reason: 'wrong_model', comment: '  Fel färg  ' },
      token,
    );
    expect(response.status).toBe(201);
    const { returns } = CreateReturnResponseSchema.parse(await response.json());
    expect(returns).toEqual([
      expect.objectContaining({
        order_id: order.id,
        order_line_id: lineId,
        sku: ORDER_FIXTURES.plain.sku,
        name: order.lines[0]!.name,
        quantity: 2,
        reason: 'wrong_model',
        comment: 'Fel färg',
        status: 'requested',
      }),
    ]);
    const after = OrderReturnsResponseSchema.parse(
      await (await getReturns(order.id, token)).json(),
    );
    expect(after.returns).toEqual(returns);
    expect(after.returnable).toEqual([{ order_line_id: lineId, quantity: 1 }]);
  });

  it("records a return for the customer's account token and lists it among the account's returns", async () => {
    const customer = await createCustomer(api);
    const token = await accountToken(api, customer);
    const { order } = await api
      .client('sv')
      .placeOrder(orderRequest('sv', { email: customer.email }), newKey(), token);
    await ship(order.id);
    const { returns } = await api
      .client('sv')
      .createReturn(order.id, returnOf(order.lines[0]!.id, 1), token);
    expect((await api.client('sv').accountReturns(token)).returns).toEqual(returns);
  });

  it.each(['pending', 'authorized', 'paid'] as const)(
    'answers 409 not_returnable for an order that is %s: nothing has shipped to send back',
    async (status) => {
      const { order, token, lineId } = await guestOrder(2, false);
      await api.sql(`update orders set status = '${status}' where id = ${order.id}`);
      const error = await refused(await postReturn(order.id, returnOf(lineId, 1), token), 409);
      expect(error).toMatchObject({
        code: RETURN_ERROR_CODE,
        fields: { 'lines.0.order_line_id': 'the order has not shipped yet' },
      });
      expect(
        OrderReturnsResponseSchema.parse(await (await getReturns(order.id, token)).json()).returns,
      ).toEqual([]);
    },
  );

  it('says which orders can be returned: shipped ones with units left, not unshipped or fully returned ones', async () => {
    const customer = await createCustomer(api);
    const token = await accountToken(api, customer);
    const client = api.client('sv');
    const place = async () =>
      (await client.placeOrder(orderRequest('sv', { email: customer.email }), newKey(), token))
        .order;
    const unshipped = await place();
    const shipped = await place();
    const returned = await place();
    await ship(shipped.id);
    await ship(returned.id);
    await client.createReturn(returned.id, returnOf(returned.lines[0]!.id, 2), token);
    const { orders } = await client.accountOrders(token);
    const returnable = Object.fromEntries(orders.map((o) => [o.id, o.returnable]));
    expect(returnable).toEqual({
      [unshipped.id]: false,
      [shipped.id]: true,
      [returned.id]: false,
    });
    expect(unshipped.returnable).toBe(false);
    expect((await client.order(shipped.id, token)).order.returnable).toBe(true);
    expect((await client.order(returned.id, token)).order.returnable).toBe(false);
  });

  it('answers 409 not_returnable naming the line for more than is left, counting lines named twice together', async () => {
    const { order, token, lineId } = await guestOrder(2);
    const tooMany = await refused(await postReturn(order.id, returnOf(lineId, 3), token), 409);
    expect(tooMany).toMatchObject({
      code: RETURN_ERROR_CODE,
      fields: { 'lines.0.quantity': 'at most 2 can be returned' },
    });
    const twice = await refused(
      await postReturn(
        order.id,
        {
          lines: [
            { order_line_id: lineId, quantity: 1 },
            { order_line_id: lineId, quantity: 2 },
          ],
          reason: 'other',
        },
        token,
      ),
      409,
    );
    expect(twice.fields).toEqual({ 'lines.1.quantity': 'at most 1 can be returned' });
    expect(
      OrderReturnsResponseSchema.parse(await (await getReturns(order.id, token)).json()).returns,
    ).toEqual([]);
  });

  it('does not count rejected returns', async () => {
    const { order, token, lineId } = await guestOrder(1);
    const { returns } = await api.client('sv').createReturn(order.id, returnOf(lineId, 1), token);
    expect(
      (await refused(await postReturn(order.id, returnOf(lineId, 1), token), 409)).fields,
    ).toEqual({ 'lines.0.quantity': 'is already returned' });
    await api.sql(`update returns set status = 'rejected' where id = ${returns[0]!.id}`);
    expect((await postReturn(order.id, returnOf(lineId, 1), token)).status).toBe(201);
  });

  it('answers 400 naming every line that is not one of the order', async () => {
    const first = await guestOrder();
    const second = await guestOrder();
    const body = {
      lines: [
        { order_line_id: second.lineId, quantity: 1 },
        { order_line_id: first.lineId, quantity: 1 },
        { order_line_id: 2_000_000_000, quantity: 1 },
      ],
      reason: 'other',
    };
    expect(
      (await refused(await postReturn(first.order.id, body, first.token), 400)).fields,
    ).toEqual({
      'lines.0.order_line_id': 'is not a line of this order',
      'lines.2.order_line_id': 'is not a line of this order',
    });
  });

  it.each([
    { name: 'no lines and no reason', body: { lines: [] }, fields: ['lines', 'reason'] },
    {
      name: 'a bad quantity and an unknown reason',
      body: { lines: [{ order_line_id: 1, quantity: 0 }], reason: 'bored' },
      fields: ['lines.0.quantity', 'reason'],
    },
    {
      name: 'a missing line id',
      body: { lines: [{ quantity: 1 }], reason: 'other' },
      fields: ['lines.0.order_line_id'],
    },
  ])('answers 400 for $name', async ({ body, fields }) => {
    const { order, token } = await guestOrder();
    expect(
      Object.keys(
        (await refused(await postReturn(order.id, body, token), 400)).fields ?? {},
      ).sort(),
    ).toEqual(fields);
  });

  it('answers 409 naming the lines of a cancelled order, which has no return window', async () => {
    const { order, token, lineId } = await guestOrder();
    await api.sql(`update orders set status = 'cancelled' where id = ${order.id}`);
    const error = await refused(await postReturn(order.id, returnOf(lineId, 1), token), 409);
    expect(error).toMatchObject({
      code: RETURN_ERROR_CODE,
      fields: { 'lines.0.order_line_id': 'the order is cancelled' },
    });
    expect(await api.client('sv').orderReturns(order.id, token)).toMatchObject({
      returnable: [{ order_line_id: lineId, quantity: 0 }],
      returnable_until: null,
    });
  });

  it(`answers 409 once ${RETURN_WINDOW_DAYS} days have passed since the order`, async () => {
    const { order, token, lineId } = await guestOrder();
    await api.sql(
      `update orders set created_at = now() - interval '${RETURN_WINDOW_DAYS} days 1 minute' where id = ${order.id}`,
    );
    const error = await refused(await postReturn(order.id, returnOf(lineId, 1), token), 409);
    expect(error.code).toBe(RETURN_ERROR_CODE);
    expect(error.fields?.['lines.0.order_line_id']).toMatch(
      /^the return window closed on \d{4}-\d{2}-\d{2}$/,
    );
  });

  it('returns the last unit once for two concurrent requests, and once for ten', async () => {
    for (const count of [2, 10]) {
      const { order, token, lineId } = await guestOrder(2);
      await api.client('sv').createReturn(order.id, returnOf(lineId, 1), token);
      const responses = await Promise.all(
        Array.from({ length: count }, () => postReturn(order.id, returnOf(lineId, 1), token)),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(count - 1).fill(409)]);
      const [row] = await api.sql<{ n: number }>(
        `select sum(quantity)::int as n from returns where order_id = ${order.id}`,
      );
      expect(row?.n).toBe(2);
    }
  });
});

describe('who may see and make returns', () => {
  let customerOrder: PlaceOrderResponse['order'];
  let ownerToken = '';

  beforeAll(async () => {
    const customer = await createCustomer(api);
    ownerToken = await accountToken(api, customer);
    customerOrder = (
      await api
        .client('sv')
        .placeOrder(orderRequest('sv', { email: customer.email }), newKey(), ownerToken)
    ).order;
    await ship(customerOrder.id);
  });

  it("answers 403 for another customer's account token, on GET and POST", async () => {
    const other = await accountToken(api, await createCustomer(api));
    expect((await getReturns(customerOrder.id, other)).status).toBe(403);
    expect(
      (
        await refused(
          await postReturn(customerOrder.id, returnOf(customerOrder.lines[0]!.id, 1), other),
          403,
        )
      ).error,
    ).toBe('forbidden');
  });

  it("answers 403 for another order's my-order token and for an account token on a guest order", async () => {
    const guest = await guestOrder();
    expect(
      (await postReturn(customerOrder.id, returnOf(customerOrder.lines[0]!.id, 1), guest.token))
        .status,
    ).toBe(403);
    expect((await getReturns(customerOrder.id, guest.token)).status).toBe(403);
    expect((await postReturn(guest.order.id, returnOf(guest.lineId, 1), ownerToken)).status).toBe(
      403,
    );
  });

  it('answers 401 without a token or with a forged one, and 404 for an order that does not exist', async () => {
    expect((await getReturns(customerOrder.id)).status).toBe(401);
    expect(
      (await api.post(returnsPath(customerOrder.id), returnOf(customerOrder.lines[0]!.id, 1)))
        .status,
    ).toBe(401);
    expect((await getReturns(customerOrder.id, 'forged')).status).toBe(401);
    expect((await getReturns(2_000_000_000, ownerToken)).status).toBe(404);
  });

  it("lets the order's own token and its customer's token read the same returns", async () => {
    const login = await api
      .client('sv')
      .orderLogin({ order_id: customerOrder.id, email: customerOrder.email });
    expect(await api.client('sv').orderReturns(customerOrder.id, login.access_token)).toEqual(
      await api.client('sv').orderReturns(customerOrder.id, ownerToken),
    );
  });
});
