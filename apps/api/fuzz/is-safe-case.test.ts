import { API_OPERATIONS } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { isSafeCase } from './is-safe-case';
import type { AuthChoice } from './authorization-of';
import { operationKey, type FuzzCase } from './build-case';

const request = (operation: string, body: unknown, auth: AuthChoice['kind'] = 'none') => {
  const op = API_OPERATIONS.find((candidate) => operationKey(candidate) === operation)!;
  const fuzzCase: FuzzCase = {
    operation,
    method: op.method.toUpperCase(),
    url: op.path,
    headers: {},
    auth: { kind: auth } as AuthChoice,
    body:
      body === undefined
        ? undefined
        : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    input: '',
    kind: '',
  };
  return { op, fuzzCase };
};

const profile = { name: 'Anna', customer_type: 'private' };

describe('isSafeCase', () => {
  it.each([
    {
      name: 'a view of a seeded product',
      req: request('POST /api/product-views', { product_id: 5 }),
    },
    {
      name: 'a view of a seeded product, key given twice',
      req: request('POST /api/product-views', '{"product_id":"x","product_id":7}'),
    },
    {
      name: 'a valid login to a seeded order',
      req: request('POST /api/order-auth/login', { order_id: '1', email: 'a@b.se' }),
    },
    {
      name: 'a valid login of a seeded account',
      req: request('POST /api/auth/login', { email: 'Demo@Nordshop.Example', password: 'x' }),
    },
    {
      name: 'an order of seeded stock',
      req: request('POST /api/orders', {
        items: [{ uuid: 'a', sku: 'NS-WAL-10001', quantity: 1 }],
      }),
    },
    {
      name: "a valid change of the demo customer's profile",
      req: request('PUT /api/account/profile', profile, 'demo'),
    },
    {
      name: "a valid change of the demo order's returns",
      req: request(
        'POST /api/orders/{id}/returns',
        { lines: [{ order_line_id: 1, quantity: 1 }], reason: 'defective' },
        'order',
      ),
    },
    {
      name: 'the end of the deal with the run’s staff key (no body at all)',
      req: request('DELETE /api/staff/deal', undefined, 'staff'),
    },
    {
      name: 'a valid stock delta with the run’s staff key',
      req: request(
        'PATCH /api/staff/stock',
        { updates: [{ sku: 'NS-USC-1', sequence: 1, quantity: 3 }] },
        'staff',
      ),
    },
    {
      name: 'a staff call whose method was changed, with the run’s staff key',
      req: {
        ...request('PUT /api/staff/deal', {}, 'staff'),
        fuzzCase: { ...request('PUT /api/staff/deal', {}, 'staff').fuzzCase, method: 'DELETE' },
      },
    },
  ])('leaves out $name', ({ req }) => {
    expect(isSafeCase(req.op, req.fuzzCase)).toBe(false);
  });

  it.each([
    {
      name: 'a view of an unused id',
      req: request('POST /api/product-views', { product_id: 10_000_007 }),
    },
    {
      name: 'an invalid login to a seeded order',
      req: request('POST /api/order-auth/login', { order_id: 1 }),
    },
    {
      name: 'a login of an unknown account',
      req: request('POST /api/auth/login', { email: 'x@fuzz.example', password: 'x' }),
    },
    {
      name: 'an order of an unknown SKU',
      req: request('POST /api/orders', { items: [{ sku: 'NS-FUZZ-NONE' }] }),
    },
    {
      name: 'an invalid profile body with the demo token',
      req: request('PUT /api/account/profile', { name: '' }, 'demo'),
    },
    {
      name: "a valid change of the run's own customer",
      req: request('PUT /api/account/profile', profile, 'customer'),
    },
    { name: 'a body that is not JSON', req: request('POST /api/product-views', '{"product_id":5') },
    {
      name: 'a staff write whose body fails validation, with the run’s staff key',
      req: request('PATCH /api/staff/stock', { updates: [] }, 'staff'),
    },
    {
      name: 'a staff read with the run’s key',
      req: request('GET /api/staff/key', undefined, 'staff'),
    },
    {
      name: 'the end of the deal without a key (401)',
      req: request('DELETE /api/staff/deal', undefined, 'none'),
    },
  ])('keeps $name', ({ req }) => {
    expect(isSafeCase(req.op, req.fuzzCase)).toBe(true);
  });
});
