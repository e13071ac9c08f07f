import {
  SyncCartRequestSchema,
  SyncCouponsRequestSchema,
  createApiClient,
} from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine, initialCartState } from '../index';
import type { SyncCartInput, SyncCartOutput, SyncCouponsInput, SyncCouponsOutput } from '../index';
import { aCartLine, aCouponResult, aNewCartItem, sequentialUuids } from '../testing';

/** A server that validates every body with the contract and answers like POST /api/sync-*. */
function fakeServer() {
  const bodies: { path: string; body: unknown }[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const body: unknown = await request.json();
    bodies.push({ path, body });
    if (path === '/api/sync-cart') {
      const { items } = SyncCartRequestSchema.parse(body);
      const lines = items.map((item) =>
        aCartLine({ uuid: item.uuid, sku: item.sku, quantity: item.quantity, price: 18_900 }),
      );
      return Response.json(lines, { headers: { 'x-be-internal': '1' } });
    }
    const { coupons } = SyncCouponsRequestSchema.parse(body);
    return Response.json(
      coupons.map((entry) => aCouponResult(entry.code, { percentage_discount: 10 })),
    );
  };
  return { fetch, bodies };
}

describe('cart machine with the API client', () => {
  it('syncs through createApiClient: valid bodies, server prices and the internal flag', async () => {
    const server = fakeServer();
    const api = createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch: server.fetch });
    const machine = cartMachine.provide({
      actors: {
        syncCart: fromPromise<SyncCartOutput, SyncCartInput>(({ input }) => api.syncCart(input)),
        loadCart: fromPromise<SyncCartOutput, SyncCartInput>(({ input }) => api.syncCart(input)),
        syncCoupons: fromPromise<SyncCouponsOutput, SyncCouponsInput>(({ input }) =>
          api.syncCoupons(input),
        ),
      },
    });
    const actor = createActor(machine, {
      input: { makeUuid: sequentialUuids(), cart: { ...initialCartState(), checkoutID: 'chk-1' } },
    }).start();

    actor.send({ type: 'cart.applyCoupon', code: 'SUMMER10' });
    actor.send({ type: 'cart.add', items: [aNewCartItem({ quantity: 2 })] });
    const snapshot = await waitFor(actor, (state) => state.matches('idle'));

    expect(server.bodies.map((call) => call.path)).toEqual([
      '/api/sync-coupons',
      '/api/sync-cart',
      '/api/sync-coupons',
    ]);
    expect(snapshot.context).toMatchObject({
      internal: true,
      items: [{ uuid: 'uuid-1', quantity: 2, price: 18_900 }],
    });
    expect(snapshot.context.coupons.globalPercentage).toBe(10);
  });
});
