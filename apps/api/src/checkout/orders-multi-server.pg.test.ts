import { ApiErrorSchema, PlaceOrderResponseSchema } from '@nordshop/api-contract';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { fetchFrom } from '../../testing/from-address';
import { invoiceProvider } from '../payments/invoice-provider';
import { createApiApp } from '../app';
import { openDatabase, type Database } from '../platform/db/database';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';
import { newKey, orderRequest, stockOf } from '../../testing/order-requests';
import { sharedApi } from '../../testing/shared-api';
import { serveOnFreePort } from '../../testing/test-server';

// Two app servers with their own connection pools over one PostgreSQL database, as in production:
// only the database can keep them from overselling or placing a key twice. PostgreSQL only
// (scripts/with-postgres.sh sets DATABASE_URL; vite.config.ts includes *.pg.test.ts then).
const api = sharedApi();
const sku = ORDER_FIXTURES.lastUnitsPg.sku;
let second: { baseUrl: string; close: () => Promise<void> };
let database: Database;

beforeAll(async () => {
  database = await openDatabase({
    databaseUrl: inject('databaseUrl'),
    dataDir: 'memory://',
    poolSize: 10,
  });
  second = await serveOnFreePort(createApiApp({ database }).fetch);
});

afterAll(async () => {
  await second.close();
  await database.close();
});

const post = (baseUrl: string, body: unknown, key: string) =>
  fetchFrom()(`${baseUrl}/api/orders?locale=sv&sid=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

describe('POST /api/orders on two app servers over one PostgreSQL database', () => {
  it('sells the last 4 units to exactly 4 of 20 orders spread over both servers', async () => {
    await api.sql(`update products set stock_quantity = 4 where sku = '${sku}'`);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          i % 2 === 0 ? api.baseUrl : second.baseUrl,
          orderRequest('sv', { items: [{ uuid: 'a', sku, quantity: 1 }] }),
          newKey(),
        ),
      ),
    );
    const results = await Promise.all(
      responses.map(async (r) => ({ status: r.status, body: (await r.json()) as unknown })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    for (const r of results.filter((x) => x.status !== 201))
      expect(ApiErrorSchema.parse(r.body).code).toBe('out_of_stock');
    expect(await stockOf(api, sku)).toBe(0);
  });

  it('places one order for the same key raced on both servers', async () => {
    await api.sql(`update products set stock_quantity = 50 where sku = '${sku}'`);
    const key = newKey();
    const body = orderRequest('sv', { items: [{ uuid: 'a', sku, quantity: 1 }] });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i % 2 === 0 ? api.baseUrl : second.baseUrl, body, key),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    const ids = new Set(
      await Promise.all(
        responses.map(async (r) => PlaceOrderResponseSchema.parse(await r.json()).order.id),
      ),
    );
    expect(ids.size).toBe(1);
    expect(await stockOf(api, sku)).toBe(49);
  });

  it('asks the payment provider once for a key raced on one server, and never cancels the winner', async () => {
    await api.sql(`update products set stock_quantity = 50 where sku = '${sku}'`);
    const authorize = vi.spyOn(invoiceProvider, 'authorize');
    const cancel = vi.spyOn(invoiceProvider, 'cancel');
    try {
      const key = newKey();
      const body = orderRequest('sv', { items: [{ uuid: 'a', sku, quantity: 1 }] });
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => post(second.baseUrl, body, key)),
      );
      expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
      expect(responses.every((r) => r.status === 201 || r.status === 200)).toBe(true);
      expect(authorize).toHaveBeenCalledTimes(1);
      expect(cancel).not.toHaveBeenCalled();
    } finally {
      authorize.mockRestore();
      cancel.mockRestore();
    }
  });
});
