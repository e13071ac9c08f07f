import { SyncCouponsResponseSchema } from '@nordshop/api-contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiApp } from '../app';
import { openDatabase, type Database } from '../platform/db/database';
import { CACHE_HIT_POLL, sharedApi, SV } from '../../testing/shared-api';
import { staffCall } from '../../testing/staff-calls';
import { staffKey } from '../../testing/staff-keys';
import { serveOnFreePort } from '../../testing/test-server';

// A second app server with its own pool and change feed over the same PostgreSQL database, as in
// production: a change made through the staff API of one process reaches the other's caches.
const api = sharedApi();
let second: { baseUrl: string; close: () => Promise<void> };
let database: Database;
let authorization: string;

beforeAll(async () => {
  database = await openDatabase({
    databaseUrl: inject('databaseUrl'),
    dataDir: 'memory://',
    poolSize: 4,
  });
  second = await serveOnFreePort(createApiApp({ database }).fetch);
  authorization = (await staffKey(api, ['coupons:write', 'content:write'], 'erp')).authorization;
});

afterAll(async () => {
  await second.close();
  await database.close();
});

/** What a process answers for a code in /api/sync-coupons, its coupon cache allowed. */
async function couponAt(baseUrl: string, code: string) {
  const response = await fetch(`${baseUrl}/api/sync-coupons?${SV}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coupons: [{ code }], cart_contents: [] }),
  });
  lastCache = response.headers.get('x-be-coupon-cache');
  return SyncCouponsResponseSchema.parse(await response.json()).find((c) => c.code === code);
}
let lastCache: string | null = null;

describe('staff changes on two app servers over one PostgreSQL database', () => {
  it("a coupon withdrawn on one process stops on the other's cache within 2 s", async () => {
    const code = `MULTI-${randomBytes(4).toString('hex').toUpperCase()}`;
    await staffCall(api.baseUrl, authorization, 'PUT', `/api/staff/coupons/${code}`, {
      percentage_discount: 10,
    });
    await expect.poll(() => couponAt(second.baseUrl, code)).toMatchObject({ applied: true });
    // Cached on the second process now; withdrawn through the first.
    await expect
      .poll(async () => {
        expect(await couponAt(second.baseUrl, code)).toMatchObject({ applied: true });
        return lastCache;
      }, CACHE_HIT_POLL)
      .toBe('hit');
    await staffCall(api.baseUrl, authorization, 'DELETE', `/api/staff/coupons/${code}`);
    await expect.poll(() => couponAt(second.baseUrl, code), { timeout: 2_000 }).toBeUndefined();
  });

  it('a page deleted through one process answers 404 on the other within 2 s', async () => {
    const slug = `multi-${randomBytes(4).toString('hex')}`;
    await staffCall(api.baseUrl, authorization, 'PUT', `/api/staff/pages/sv/${slug}`, {
      title: 'Två processer',
      content: '<p>Samma sida</p>',
    });
    const status = async () =>
      (await fetch(`${second.baseUrl}/api/page-by-slug/${slug}?${SV}`)).status;
    await expect.poll(status).toBe(200);
    await staffCall(api.baseUrl, authorization, 'DELETE', `/api/staff/pages/sv/${slug}`);
    await expect.poll(status, { timeout: 2_000 }).toBe(404);
  });
});
