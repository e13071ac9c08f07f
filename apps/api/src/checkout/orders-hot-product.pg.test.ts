import { ApiErrorSchema } from '@nordshop/api-contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiApp } from '../app';
import { openDatabase, type Database } from '../platform/db/database';
import { fetchFrom } from '../../testing/from-address';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';
import { newKey, orderRequest, stockOf } from '../../testing/order-requests';
import { sharedApi } from '../../testing/shared-api';
import { serveOnFreePort } from '../../testing/test-server';

// A deal product on a peak day: every order of the shop wants the same stock row. Two app servers
// with pools of their own over one PostgreSQL, as in production, the second with production's
// statement limit (DB_TIMEOUT_MS, 1.5 s): an order holds the product's row from its stock UPDATE to
// its commit only (decision 028), so orders of one product do not queue on it until they pass the
// limit. PostgreSQL only.
const api = sharedApi();
const sku = ORDER_FIXTURES.hotPg.sku;
let second: { baseUrl: string; close: () => Promise<void> };
let database: Database;

beforeAll(async () => {
  database = await openDatabase({
    databaseUrl: inject('databaseUrl'),
    dataDir: 'memory://',
    poolSize: 20,
    timeoutMs: 1_500,
  });
  second = await serveOnFreePort(createApiApp({ database }).fetch);
});

afterAll(async () => {
  await second.close();
  await database.close();
});

/**
 * The e-mail domain of this file's orders: "nothing half written" looks at these alone, since
 * other test files write orders of their own to the same database, some of them line by line.
 */
const SOAK_MAIL_DOMAIN = 'hot-product.example.com';

/** Places `count` one-unit orders of the product, `connections` at a time, over both servers. */
async function soak(count: number, connections: number) {
  const results: { status: number; code: string | undefined }[] = [];
  let next = 0;
  const bases = [api.baseUrl, second.baseUrl];
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      while (next < count) {
        next += 1;
        const response = await fetchFrom()(`${bases[worker % 2]}/api/orders?locale=sv&sid=1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
          body: JSON.stringify(
            orderRequest('sv', {
              email: `soak-${crypto.randomUUID().slice(0, 8)}@${SOAK_MAIL_DOMAIN}`,
              items: [{ uuid: 'a', sku, quantity: 1 }],
            }),
          ),
        });
        const body: unknown = await response.json();
        results.push({
          status: response.status,
          code: response.status === 201 ? undefined : ApiErrorSchema.parse(body).code,
        });
      }
    }),
  );
  return results;
}

const written = async () =>
  (
    await api.sql<{ orders: number; units: number; soak: number; bare: number }>(
      `select count(distinct o.id)::int as orders, coalesce(sum(l.quantity), 0)::int as units,
              (select count(*)::int from orders b where b.email like '%@${SOAK_MAIL_DOMAIN}') as soak,
              (select count(*)::int from orders b where b.email like '%@${SOAK_MAIL_DOMAIN}'
                and not exists (select 1 from order_lines x where x.order_id = b.id)) as bare
       from orders o join order_lines l on l.order_id = o.id where l.sku = '${sku}'`,
    )
  )[0]!;

/** About 4 s on two idle cores; a test runner's time limit with room for a busy machine. */
const SOAK_TIMEOUT_MS = 120_000;

describe('orders of one popular product on two servers over one PostgreSQL', () => {
  it(
    'places every one of 400 orders at 20 connections while stock lasts, none 503',
    async () => {
      await api.sql(`update products set stock_quantity = 1000 where sku = '${sku}'`);
      const before = await written();
      const results = await soak(400, 20);
      expect(results.filter((r) => r.status !== 201)).toEqual([]);
      expect(await stockOf(api, sku)).toBe(600);
      const after = await written();
      expect(after.orders - before.orders).toBe(400);
      expect(after.soak - before.soak).toBe(400);
      expect(after.units - before.units).toBe(400);
      expect(after.bare).toBe(0);
    },
    SOAK_TIMEOUT_MS,
  );

  it(
    'sells the last 150 units to exactly 150 of 250 orders; the rest are out_of_stock, none 503, nothing half written',
    async () => {
      await api.sql(`update products set stock_quantity = 150 where sku = '${sku}'`);
      const before = await written();
      const results = await soak(250, 20);
      expect(results.filter((r) => r.status === 201)).toHaveLength(150);
      expect(results.filter((r) => r.status !== 201)).toEqual(
        Array.from({ length: 100 }, () => ({ status: 409, code: 'out_of_stock' })),
      );
      expect(await stockOf(api, sku)).toBe(0);
      const after = await written();
      expect(after.orders - before.orders).toBe(150);
      expect(after.soak - before.soak).toBe(150);
      expect(after.units - before.units).toBe(150);
      expect(after.bare).toBe(0);
    },
    SOAK_TIMEOUT_MS,
  );

  it("holds no lock on the product's stock row while its order waits for its other writes", async () => {
    await api.sql(`update products set stock_quantity = 100 where sku = '${sku}'`);
    const url = inject('databaseUrl');
    const blocker = new pg.Client({ connectionString: url });
    const probe = new pg.Client({ connectionString: url });
    await Promise.all([blocker.connect(), probe.connect()]);
    try {
      // Orders cannot be written for a moment: the order's transaction waits at its first write.
      await blocker.query('begin');
      await blocker.query('lock table orders in share mode');
      const placing = fetchFrom()(`${second.baseUrl}/api/orders?locale=sv&sid=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
        body: JSON.stringify(orderRequest('sv', { items: [{ uuid: 'a', sku, quantity: 1 }] })),
      });
      const started = Date.now();
      for (;;) {
        const { rows } = await probe.query<{ n: number }>(
          `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
           where c.relname = 'orders' and not l.granted`,
        );
        if (rows[0]!.n > 0) break;
        if (Date.now() - started > 10_000) throw new Error('the order never waited for its write');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // Meanwhile the product's row is free: anyone else may lock it at once.
      await probe.query('begin');
      const free = await probe
        .query(`select id from products where sku = $1 for update nowait`, [sku])
        .then(
          () => true,
          (err: unknown) => {
            // lock_not_available: the order's transaction holds the row.
            if ((err as { code?: string }).code === '55P03') return false;
            throw err;
          },
        );
      await probe.query('rollback');
      await blocker.query('rollback');
      expect(free).toBe(true);
      expect((await placing).status).toBe(201);
      expect(await stockOf(api, sku)).toBe(99);
    } finally {
      await Promise.all([blocker.end(), probe.end()]);
    }
  });
});
