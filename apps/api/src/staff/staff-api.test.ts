import { STAFF_SCOPES } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { accountToken, createCustomer } from '../../testing/customers';
import { ORDER_FIXTURES } from '../../testing/order-fixtures';
import { sharedApi } from '../../testing/shared-api';
import { staffKey } from '../../testing/staff-keys';

// The staff API's keys, scopes and deltas over real HTTP on the shared API (decision 038).
const api = sharedApi();

const call = (method: string, path: string, authorization?: string, body?: unknown) =>
  fetch(`${api.baseUrl}${path}`, {
    method,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A product of the catalog no other test file changes the stock or prices of. */
async function productOfItsOwn(): Promise<string> {
  const sku = `NS-TST-STAFF-${crypto.randomUUID().slice(0, 8)}`;
  await api.sql(
    `insert into products (sku, main_sku, group_id, discount_category, brand_id, stock_quantity, stock_status)
     select '${sku}', '${sku}', group_id, discount_category, brand_id, 5, 'in-stock'
     from products where sku = '${ORDER_FIXTURES.plain.sku}'`,
  );
  await api.sql(
    `insert into product_prices (product_id, locale, vat, prices, price)
     select (select id from products where sku = '${sku}'), locale, vat, prices, price
     from product_prices where product_id = (select id from products where sku = '${ORDER_FIXTURES.plain.sku}')`,
  );
  return sku;
}

describe('staff API keys', () => {
  it('names the calling key and its scopes', async () => {
    const key = await staffKey(api, ['orders:read'], 'erp');
    const answer = await call('GET', '/api/staff/key', key.authorization);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id: key.id, name: 'erp', scopes: ['orders:read'] });
  });

  it('answers 401 without a key, for an unknown one and for a shopper’s token, and 401 once revoked', async () => {
    const customer = await createCustomer(api);
    const token = await accountToken(api, customer);
    const key = await staffKey(api, [...STAFF_SCOPES]);
    for (const authorization of [
      undefined,
      `Bearer nsk_${'x'.repeat(43)}`,
      `Bearer ${token}`,
      `Basic ${Buffer.from('a:b').toString('base64')}`,
    ])
      expect((await call('GET', '/api/staff/key', authorization)).status, authorization).toBe(401);
    expect((await call('GET', '/api/staff/key', key.authorization)).status).toBe(200);
    await api.sql(`update staff_api_keys set revoked_at = now() where id = ${key.id}`);
    expect((await call('GET', '/api/staff/key', key.authorization)).status).toBe(401);
  });

  it('answers 403 to a key without the scope, 401 to a shopper’s token, on a write', async () => {
    const reader = await staffKey(api, ['orders:read']);
    const body = { updates: [{ sku: 'NS-NONE', sequence: 1, quantity: 1 }] };
    expect((await call('PATCH', '/api/staff/stock', reader.authorization, body)).status).toBe(403);
    const token = await accountToken(api, await createCustomer(api));
    expect((await call('PATCH', '/api/staff/stock', `Bearer ${token}`, body)).status).toBe(401);
  });
});

describe('stock and price deltas', () => {
  it('applies the newer update and ignores an older one arriving late, and audits each change', async () => {
    const sku = await productOfItsOwn();
    const key = await staffKey(api, ['stock:write']);
    const patch = (sequence: number, quantity: number) =>
      call('PATCH', '/api/staff/stock', key.authorization, {
        updates: [{ sku, sequence, quantity }],
      }).then((r) => r.json());
    expect(await patch(20, 7)).toEqual({ applied: 1, ignored: [] });
    expect(await patch(10, 99)).toEqual({ applied: 0, ignored: [{ sku, reason: 'stale' }] });
    expect(await patch(20, 99)).toEqual({ applied: 0, ignored: [{ sku, reason: 'stale' }] });
    const [row] = await api.sql<{ stock_quantity: number; stock_sequence: number }>(
      `select stock_quantity, stock_sequence::int as stock_sequence from products where sku = '${sku}'`,
    );
    expect(row).toEqual({ stock_quantity: 7, stock_sequence: 20 });
    const audit = await api.sql<{
      action: string;
      key_id: number;
      before: unknown;
      after: unknown;
    }>(
      `select action, key_id, before, after from staff_audit where subject = 'product:${sku}' order by id`,
    );
    expect(audit).toEqual([
      {
        action: 'stock.update',
        key_id: key.id,
        before: { quantity: 5, status: 'in-stock', sequence: 0 },
        after: { quantity: 7, status: 'in-stock', sequence: 20 },
      },
    ]);
  });

  it('ends 20 concurrent batches on the same SKUs in the state of the highest sequences', async () => {
    const skus = await Promise.all(Array.from({ length: 5 }, () => productOfItsOwn()));
    const key = await staffKey(api, ['stock:write']);
    // Batch b sends every SKU at sequence 100 + b; the SKUs' updates come in a shuffled order.
    const batches = Array.from({ length: 20 }, (_, b) => ({
      updates: [...skus]
        .sort(() => Math.random() - 0.5)
        .map((sku) => ({ sku, sequence: 100 + b, quantity: 1_000 + b })),
    }));
    const answers = await Promise.all(
      batches.map((body) => call('PATCH', '/api/staff/stock', key.authorization, body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await api.sql<{ stock_quantity: number; stock_sequence: number }>(
      `select stock_quantity, stock_sequence::int as stock_sequence from products where sku in (${skus.map((s) => `'${s}'`).join(',')})`,
    );
    expect(rows).toEqual(Array(5).fill({ stock_quantity: 1_019, stock_sequence: 119 }));
  });

  it('sets a storefront’s tier prices with their listing price, and names an unknown SKU', async () => {
    const sku = await productOfItsOwn();
    const key = await staffKey(api, ['stock:write']);
    const answer = await call('PATCH', '/api/staff/prices', key.authorization, {
      updates: [
        {
          sku,
          locale: 'fi',
          sequence: 5,
          prices: {
            n: [
              { p: 2_490, q: 1, o: 2_490 },
              { p: 1_990, q: 3, o: 2_490 },
            ],
            c: [{ p: 1_790, q: 1, o: 2_490 }],
          },
        },
        {
          sku: 'NS-NO-SUCH-SKU',
          locale: 'fi',
          sequence: 5,
          prices: { n: [{ p: 100, q: 1, o: 100 }] },
        },
      ],
    });
    expect(await answer.json()).toEqual({
      applied: 1,
      ignored: [{ sku: 'NS-NO-SUCH-SKU', locale: 'fi', reason: 'unknown_sku' }],
    });
    const [row] = await api.sql<{ prices: unknown; price: number }>(
      `select prices, price from product_prices pp join products p on p.id = pp.product_id
       where p.sku = '${sku}' and pp.locale = 'fi'`,
    );
    expect(row).toEqual({
      prices: {
        n: [
          { p: 2_490, q: 1, o: 2_490, d: 0 },
          { p: 1_990, q: 3, o: 2_490, d: 20 },
        ],
        c: [{ p: 1_790, q: 1, o: 2_490, d: 28 }],
      },
      price: 1_790,
    });
  });

  it('refuses tiers that do not start at one unit, and a price above its original, naming the field', async () => {
    const key = await staffKey(api, ['stock:write']);
    const answer = await call('PATCH', '/api/staff/prices', key.authorization, {
      updates: [{ sku: 'X', locale: 'sv', sequence: 1, prices: { n: [{ p: 200, q: 2, o: 100 }] } }],
    });
    expect(answer.status).toBe(400);
    const { fields } = (await answer.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['updates.0.prices.n', 'updates.0.prices.n.0.p']);
  });
});
