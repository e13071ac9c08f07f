import {
  ApiErrorSchema,
  OrderFeedResponseSchema,
  PlaceOrderResponseSchema,
  RefundReturnResponseSchema,
  StaffOrderResponseSchema,
} from '@nordshop/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, postOrder } from '../../testing/order-requests';
import { sharedApi, SV } from '../../testing/shared-api';
import { staffKey } from '../../testing/staff-keys';

const api = sharedApi();
/** How long a read of the feed may wait for the changes just made (see the paging test). */
const FEED_WAIT = { timeout: 15_000, interval: 100 };
let reader: string;
let writer: string;
let writerId: number;

const call = (method: string, path: string, authorization?: string, body?: unknown) =>
  fetch(`${api.baseUrl}${path}`, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** An order placed by invoice over the shop's API (pending), and its my-order token. */
async function placed(): Promise<{ id: number; token: string; lineId: number }> {
  const response = await postOrder(api, 'sv', orderRequest('sv'));
  expect(response.status).toBe(201);
  const { order, order_token } = PlaceOrderResponseSchema.parse(await response.json());
  return { id: order.id, token: order_token.access_token, lineId: order.lines[0]!.id };
}

const audits = (subject: string) =>
  api.sql<{ key_id: number; action: string; before: unknown; after: unknown }>(
    `select key_id, action, before, after from staff_audit where subject = '${subject}' order by id`,
  );

const events = async (orderId: number) =>
  (
    await api.sql<{ type: string }>(
      `select type from webhook_events where order_id = ${orderId} order by seq`,
    )
  ).map((row) => row.type);

beforeAll(async () => {
  reader = (await staffKey(api, ['orders:read'])).authorization;
  const key = await staffKey(api, ['orders:read', 'orders:write']);
  writer = key.authorization;
  writerId = key.id;
});

describe('the staff order calls', () => {
  it.each([
    ['GET', '/api/staff/orders', undefined],
    ['POST', '/api/staff/orders/1/ship', { carrier: 'postnord-se', tracking_number: 'X1' }],
    ['POST', '/api/staff/orders/1/cancel', {}],
    ['POST', '/api/staff/returns/1/refund', {}],
  ])('%s %s answers 401 without a key', async (method, path, body) => {
    expect((await call(method, path, undefined, body)).status).toBe(401);
  });

  it('lets orders:read read the feed but not ship, cancel or refund (403)', async () => {
    const { id } = await placed();
    expect((await call('GET', '/api/staff/orders?limit=1', reader)).status).toBe(200);
    const ship = await call('POST', `/api/staff/orders/${id}/ship`, reader, {
      carrier: 'postnord-se',
      tracking_number: 'PN1',
    });
    expect(ship.status).toBe(403);
    expect((await call('POST', `/api/staff/orders/${id}/cancel`, reader, {})).status).toBe(403);
    expect((await call('POST', '/api/staff/returns/1/refund', reader, {})).status).toBe(403);
    expect(await events(id)).toEqual(['order.placed']);
  });

  it.each([
    ['a cursor it never handed out', 'since=bm90LWEtY3Vyc29y'],
    ['a cursor of other characters', 'since=%2B%2F%3D'],
    ['a limit past 100', 'limit=101'],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await call('GET', `/api/staff/orders?${query}`, reader);
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).error).toBe('invalid_request');
  });

  it('pages through the changed orders with its cursor; a changed order shows up again', async () => {
    let cursor: string | null = null;
    for (;;) {
      const query = cursor ? `?since=${cursor}&limit=100` : '?limit=100';
      const page = OrderFeedResponseSchema.parse(
        await (await call('GET', `/api/staff/orders${query}`, reader)).json(),
      );
      cursor = page.cursor;
      if (!page.has_more) break;
    }
    const mine = [await placed(), await placed(), await placed()].map((o) => o.id);
    const seen: number[] = [];
    // The feed hands out a change once every transaction that began before it has ended
    // (order-feed.ts); other test files' transactions may hold ours back a moment, so the client
    // reads on from its cursor as a shop's system would.
    const readOn = async () => {
      for (let more = true; more;) {
        const page = OrderFeedResponseSchema.parse(
          await (await call('GET', `/api/staff/orders?since=${cursor}&limit=2`, reader)).json(),
        );
        expect(page.orders.length).toBeLessThanOrEqual(2);
        seen.push(...page.orders.map((o) => o.id));
        cursor = page.cursor;
        more = page.has_more;
      }
      return seen;
    };
    // Other tests place orders meanwhile: ours come in the order they changed.
    await expect
      .poll(async () => (await readOn()).filter((id) => mine.includes(id)), FEED_WAIT)
      .toEqual(mine);
    const shipped = await call('POST', `/api/staff/orders/${mine[0]}/ship`, writer, {
      carrier: 'posti',
      tracking_number: 'FI42',
    });
    expect(shipped.status).toBe(200);
    const since = cursor;
    await expect
      .poll(async () => {
        const again = OrderFeedResponseSchema.parse(
          await (await call('GET', `/api/staff/orders?since=${since}&limit=100`, reader)).json(),
        );
        return again.orders.find((o) => o.id === mine[0]);
      }, FEED_WAIT)
      .toMatchObject({ status: 'shipped', tracking: { number: 'FI42' } });
    // The whole feed of the shared database read first, then two waits of up to FEED_WAIT each
    // while the other test files write: 9 to 18 s on a two-core machine, beyond the default 30 s
    // on a slower one.
  }, 60_000);

  it('ships an order once, audits it, and answers 409 the second time', async () => {
    const { id } = await placed();
    const body = { carrier: 'postnord-se', tracking_number: 'PN777' };
    const first = await call('POST', `/api/staff/orders/${id}/ship`, writer, body);
    expect(first.status).toBe(200);
    const { order } = StaffOrderResponseSchema.parse(await first.json());
    expect(order).toMatchObject({ id, status: 'shipped', tracking: { number: 'PN777' } });
    expect((await call('POST', `/api/staff/orders/${id}/ship`, writer, body)).status).toBe(409);
    expect(await audits(`order:${id}`)).toEqual([
      {
        key_id: writerId,
        action: 'order.ship',
        before: { status: 'pending' },
        after: { status: 'shipped' },
      },
    ]);
    expect(await events(id)).toEqual(['order.placed', 'order.shipped']);
  });

  it('cancels an order that has not shipped once, audited, with its event', async () => {
    const { id } = await placed();
    const first = await call('POST', `/api/staff/orders/${id}/cancel`, writer, {});
    expect(first.status).toBe(200);
    expect(StaffOrderResponseSchema.parse(await first.json()).order.status).toBe('cancelled');
    expect((await call('POST', `/api/staff/orders/${id}/cancel`, writer, {})).status).toBe(409);
    expect(await audits(`order:${id}`)).toEqual([
      {
        key_id: writerId,
        action: 'order.cancel',
        before: { status: 'pending' },
        after: { status: 'cancelled' },
      },
    ]);
    expect(await events(id)).toEqual(['order.placed', 'order.cancelled']);
  });

  it('refunds a return once, audited, with the order’s events in order', async () => {
    const { id, token, lineId } = await placed();
    await call('POST', `/api/staff/orders/${id}/ship`, writer, {
      carrier: 'postnord-se',
      tracking_number: 'PN9',
    });
    const created = await api.post(
      `/api/orders/${id}/returns?${SV}`,
      { lines: [{ order_line_id: lineId, quantity: 1 }], reason: 'defective' },
      { authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);
    const [ret] = await api.sql<{ id: number }>(`select id from returns where order_id = ${id}`);
    const refunded = await call('POST', `/api/staff/returns/${ret!.id}/refund`, writer, {});
    expect(refunded.status).toBe(200);
    const answer = RefundReturnResponseSchema.parse(await refunded.json());
    expect(answer).toMatchObject({ return_id: ret!.id, order_id: id });
    expect(answer.amount).toBeGreaterThan(0);
    expect((await call('POST', `/api/staff/returns/${ret!.id}/refund`, writer, {})).status).toBe(
      409,
    );
    expect(await audits(`return:${ret!.id}`)).toEqual([
      {
        key_id: writerId,
        action: 'return.refund',
        before: { status: 'requested' },
        after: { status: 'refunded' },
      },
    ]);
    expect(await events(id)).toEqual([
      'order.placed',
      'order.shipped',
      'order.returned',
      'order.refunded',
    ]);
  });

  it('answers 404 for an order or return that does not exist', async () => {
    const ship = await call('POST', '/api/staff/orders/2147483647/ship', writer, {
      carrier: 'postnord-se',
      tracking_number: 'PN1',
    });
    expect(ship.status).toBe(404);
    expect((await call('POST', '/api/staff/returns/2147483647/refund', writer, {})).status).toBe(
      404,
    );
  });
});
