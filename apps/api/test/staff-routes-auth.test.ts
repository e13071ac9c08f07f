import { API_OPERATIONS, STAFF_SCOPES, type StaffScope } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { accountToken, createCustomer } from '../testing/customers';
import { sharedApi } from '../testing/shared-api';
import { staffKey } from '../testing/staff-keys';

// Every staff operation (decision 038), whatever it does: who may call it.
const api = sharedApi();
const staffOperations = API_OPERATIONS.filter((op) => op.auth === 'staff');

const pathOf = (path: string) =>
  path
    .replace('{code}', 'NOSUCHCODE')
    .replace('{locale}', 'sv')
    .replace(/\{\w+\}/g, '999999');

const call = (op: (typeof staffOperations)[number], authorization?: string) =>
  fetch(`${api.baseUrl}${pathOf(op.path)}`, {
    method: op.method.toUpperCase(),
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(op.method === 'get' ? {} : { 'content-type': 'application/json' }),
    },
    ...(op.method === 'get' ? {} : { body: '{}' }),
  });

describe('every staff operation', () => {
  it('is declared for every area of the staff API', () => {
    expect(staffOperations.length).toBeGreaterThanOrEqual(15);
    expect(staffOperations.every((op) => op.path.startsWith('/api/staff/'))).toBe(true);
  });

  it.each(staffOperations.map((op) => ({ name: `${op.method} ${op.path}`, op })))(
    '$name: 401 without a key, with a shopper’s token and with a revoked key; 403 without its scope',
    async ({ op }) => {
      const token = await accountToken(api, await createCustomer(api));
      expect((await call(op)).status).toBe(401);
      expect((await call(op, `Bearer ${token}`)).status).toBe(401);
      const revoked = await staffKey(api, [...STAFF_SCOPES]);
      await api.sql(`update staff_api_keys set revoked_at = now() where id = ${revoked.id}`);
      expect((await call(op, revoked.authorization)).status).toBe(401);
      if (op.scope !== undefined) {
        const others = STAFF_SCOPES.filter((scope): scope is StaffScope => scope !== op.scope);
        const without = await staffKey(api, others);
        expect((await call(op, without.authorization)).status).toBe(403);
      }
    },
  );
});
