import { operations } from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../api-env';
import { syncCart, syncCoupons } from '../cart/sync-cart';
import { cartContext } from './cart-context';
import { route } from './route';

/** POST /api/sync-cart (header x-be-internal) and POST /api/sync-coupons (5-minute coupon cache). */
export const cartRoutes = new Hono<ApiEnv>();

route(cartRoutes, operations.syncCart, async (c, { body }) => {
  const ctx = await cartContext(c);
  const lines = await syncCart(ctx, body);
  c.header('x-be-internal', ctx.customer?.internal ? '1' : '0');
  return c.json(lines);
});

route(cartRoutes, operations.syncCoupons, async (c, { body }) => {
  const ctx = await cartContext(c);
  const fresh = /no-cache|no-store|max-age=0/i.test(c.req.header('cache-control') ?? '');
  const { results, cacheHit } = await syncCoupons(ctx, body, { fresh });
  c.header('cache-control', fresh ? 'no-store' : 'private, max-age=300');
  c.header('x-be-coupon-cache', cacheHit ? 'hit' : 'miss');
  return c.json(results);
});
