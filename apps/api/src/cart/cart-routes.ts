import { operations } from '@nordshop/api-contract';
import { Hono, type Context } from 'hono';
import type { CartEnv } from './cart-services';
import { syncCart, syncCoupons } from './sync-cart';
import { DomainError } from '../platform/http/errors';
import { admitCouponLookups } from './coupon-guesses';
import { cartContext } from './cart-context';
import { route } from '../platform/http/route';

/**
 * POST /api/sync-cart (header x-be-internal) and POST /api/sync-coupons (5-minute coupon cache).
 * Codes that name no coupon are limited per client address (cart/coupon-guesses.ts): 429 with
 * Retry-After past the limit.
 */
export const cartRoutes = new Hono<CartEnv>();

async function limitCouponLookups(c: Context<CartEnv>, codes: readonly string[]): Promise<void> {
  const decision = await admitCouponLookups(
    c.get('database').db,
    c.get('services'),
    c.get('clientAddress'),
    codes,
  );
  if (decision && !decision.allowed) {
    c.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
    throw new DomainError('rate_limited', 'Too many unknown coupon codes; try again later');
  }
}

route(cartRoutes, operations.syncCart, async (c, { body }) => {
  const ctx = await cartContext(c);
  await limitCouponLookups(c, body.coupons ?? []);
  const lines = await syncCart(ctx, body);
  c.header('x-be-internal', ctx.customer?.internal ? '1' : '0');
  return c.json(lines);
});

route(cartRoutes, operations.syncCoupons, async (c, { body }) => {
  const ctx = await cartContext(c);
  await limitCouponLookups(
    c,
    body.coupons.map((coupon) => coupon.code),
  );
  const fresh = /no-cache|no-store|max-age=0/i.test(c.req.header('cache-control') ?? '');
  const { results, cacheHit } = await syncCoupons(ctx, body, { fresh });
  // An answer for a logged-in customer (their credit, their discounts) is never kept anywhere.
  c.header('cache-control', fresh || ctx.customer !== null ? 'no-store' : 'private, max-age=300');
  c.header('x-be-coupon-cache', cacheHit ? 'hit' : 'miss');
  return c.json(results);
});
