import { ApiErrorSchema, PlaceOrderResponseSchema } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';
import { newKey, orderRequest, postOrder, stockOf } from '../../testing/order-requests';
import { sharedApi } from '../../testing/shared-api';

const api = sharedApi();
const sku = ORDER_FIXTURES.lastUnits.sku;

const unitsSold = async () =>
  (
    await api.sql<{ n: number }>(
      `select coalesce(sum(quantity), 0)::int as n from order_lines where sku = '${sku}'`,
    )
  )[0]!.n;

/** Fires `count` orders of `quantity` units of the last-units fixture at once; the statuses and error codes. */
async function race(count: number, quantity: number) {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      postOrder(
        api,
        'sv',
        orderRequest('sv', {
          email: `race-${i}@example.com`,
          items: [{ uuid: 'a', sku, quantity }],
        }),
      ),
    ),
  );
  return Promise.all(
    responses.map(async (response) => {
      const body: unknown = await response.json();
      return {
        status: response.status,
        code: response.status === 201 ? null : ApiErrorSchema.parse(body).code,
      };
    }),
  );
}

describe(`POST /api/orders under concurrency (${api.databaseKind})`, () => {
  it('sells the last 5 units to exactly 5 of 20 concurrent orders and never goes below zero', async () => {
    await api.sql(`update products set stock_quantity = 5 where sku = '${sku}'`);
    const sold = await unitsSold();
    const results = await race(20, 1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409 && r.code === 'out_of_stock')).toHaveLength(15);
    expect(await stockOf(api, sku)).toBe(0);
    expect((await unitsSold()) - sold).toBe(5);
  });

  it('sells whole orders only: 7 units to 3 of 20 orders of 2, one unit left', async () => {
    await api.sql(`update products set stock_quantity = 7 where sku = '${sku}'`);
    const sold = await unitsSold();
    const results = await race(20, 2);
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.every((r) => r.status === 201 || r.code === 'out_of_stock')).toBe(true);
    expect(await stockOf(api, sku)).toBe(1);
    expect((await unitsSold()) - sold).toBe(6);
  });

  it('places one order for 10 concurrent requests with the same key', async () => {
    await api.sql(`update products set stock_quantity = 100 where sku = '${sku}'`);
    const key = newKey();
    const body = orderRequest('sv', { items: [{ uuid: 'a', sku, quantity: 1 }] });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(api, 'sv', body, key)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(
      await Promise.all(
        responses.map(async (r) => PlaceOrderResponseSchema.parse(await r.json()).order.id),
      ),
    );
    expect(ids.size).toBe(1);
    expect(await stockOf(api, sku)).toBe(99);
  });
});
