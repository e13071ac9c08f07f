import { createApiClient } from '@nordshop/api-contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiApp } from '../../app';
import { openDatabase, type Database } from '../db/database';
import { FIXTURE_PRICES, ORDER_FIXTURES } from '../../../testing/order-fixtures';
import { CACHE_HIT_POLL, SV, sharedApi } from '../../../testing/shared-api';
import { serveOnFreePort } from '../../../testing/test-server';

const api = sharedApi();

/** How soon every process must see a change committed to the database (decision 023). */
const WITHIN_MS = 2_000;

/** Asks `probe` again until it holds or WITHIN_MS has passed; the time it took, or a failure. */
async function seenWithin(probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > WITHIN_MS) throw new Error(`not seen within ${WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The API processes of this test: the shared one and, on PostgreSQL, a second app with its own
 * database pool and its own listening connection, as another process of the shop would have.
 */
const servers: { name: string; baseUrl: string }[] = [{ name: 'shared', baseUrl: api.baseUrl }];
let second: { database: Database; close: () => Promise<void> } | null = null;

beforeAll(async () => {
  if (api.databaseKind !== 'postgresql') return;
  const database = await openDatabase({ databaseUrl: inject('databaseUrl'), dataDir: '' });
  const server = await serveOnFreePort(createApiApp({ database }).fetch);
  servers.push({ name: 'second process', baseUrl: server.baseUrl });
  second = { database, close: server.close };
});

afterAll(async () => {
  await second?.close();
  await second?.database.close();
});

describe('caches and changes committed to the database', () => {
  it('answers a catalog read from the cache until a shop-wide table changes, then afresh', async () => {
    const path = `/api/hero-slides?${SV}&change-test=${Date.now()}`;
    for (const { baseUrl } of servers) {
      await expect
        .poll(async () => {
          await fetch(`${baseUrl}${path}`);
          return (await fetch(`${baseUrl}${path}`)).headers.get('x-be-cache');
        }, CACHE_HIT_POLL)
        .toBe('hit');
    }
    // A statement-level trigger announces even a statement that changes no row.
    await api.sql('update hero_slides set id = id where false');
    for (const { baseUrl } of servers) {
      await seenWithin(
        async () => (await fetch(`${baseUrl}${path}`)).headers.get('x-be-cache') === 'miss',
      );
    }
  });

  it('applies a coupon created in the database, and stops applying it once withdrawn there', async () => {
    // A coupon of this test's own, a copy of VALKOMMEN10 under a new code and a far-off id.
    const id = 800_000 + Math.floor(Math.random() * 90_000);
    const code = `NYKOD${id}`;
    const items = [{ uuid: 'a', sku: ORDER_FIXTURES.plain.sku, quantity: 1 }];
    const priceOn = async (baseUrl: string) =>
      (await createApiClient({ baseUrl, locale: 'sv' }).syncCart({ items, coupons: [code] }))
        .items[0]!.price;
    // Unknown at first: every process keeps "no such coupon" in its coupon cache.
    for (const { baseUrl } of servers) expect(await priceOn(baseUrl)).toBe(FIXTURE_PRICES.sv);

    await api.sql(
      `insert into coupons select * from jsonb_populate_record(null::coupons,
         (select to_jsonb(c) || '{"code": "${code}", "id": ${id}}'::jsonb
            from coupons c where code = 'VALKOMMEN10'))`,
    );
    for (const { baseUrl } of servers)
      await seenWithin(async () => (await priceOn(baseUrl)) < FIXTURE_PRICES.sv);

    await api.sql(`update coupons set active = false where code = '${code}'`);
    for (const { baseUrl } of servers)
      await seenWithin(async () => (await priceOn(baseUrl)) === FIXTURE_PRICES.sv);
  });

  it('shows a product out of stock once a feed sets its units to 0, and in stock once it fills them again', async () => {
    // A product of this test's own choosing: in stock, no variations, seldom used by others.
    const [product] = await api.sql<{ id: number; slug: string; stock_quantity: number }>(
      `select p.id, t.slug, p.stock_quantity from products p
         join product_texts t on t.product_id = p.id and t.locale = 'sv'
        where p.parent_id is null and p.type = 1 and p.stock_status = 'in-stock'
          and p.stock_quantity > 0 and p.estimated_at is null
          and not exists (select 1 from products v where v.parent_id = p.id)
        order by p.id desc limit 1`,
    );
    const statusOn = async (baseUrl: string) =>
      (
        (await (await fetch(`${baseUrl}/api/product-by-slug/${product!.slug}?${SV}`)).json()) as {
          stock_status: string;
        }
      ).stock_status;
    for (const { baseUrl } of servers) {
      await statusOn(baseUrl);
      expect(await statusOn(baseUrl)).toBe('in-stock');
    }
    try {
      // Only the quantity changes: the status column still says in stock.
      await api.sql(`update products set stock_quantity = 0 where id = ${product!.id}`);
      for (const { baseUrl } of servers)
        await seenWithin(async () => (await statusOn(baseUrl)) === 'back-order');
    } finally {
      await api.sql(
        `update products set stock_quantity = ${product!.stock_quantity} where id = ${product!.id}`,
      );
    }
    for (const { baseUrl } of servers)
      await seenWithin(async () => (await statusOn(baseUrl)) === 'in-stock');
  });
});
