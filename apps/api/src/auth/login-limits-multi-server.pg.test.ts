import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiApp } from '../app';
import { LOGIN_LIMITS } from './login-guard';
import { openDatabase, type Database } from '../platform/db/database';
import { createCustomer } from '../../testing/customers';
import { postFromAddress } from '../../testing/from-address';
import { sharedApi, SV } from '../../testing/shared-api';
import { serveOnFreePort } from '../../testing/test-server';

// Two app servers with their own connection pools over one PostgreSQL database, as in production:
// the login limits live in the database, so both count the same attempts. PostgreSQL only
// (scripts/with-postgres.sh sets DATABASE_URL; vite.config.ts includes *.pg.test.ts then).
const api = sharedApi();
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

describe('login limits on two app servers over one PostgreSQL database', () => {
  it(`checks at most ${LOGIN_LIMITS.accountAndAddress.limit} of 60 parallel wrong passwords spread over both servers`, async () => {
    const customer = await createCustomer(api);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        postFromAddress(
          `${i % 2 === 0 ? api.baseUrl : second.baseUrl}/api/auth/login?${SV}`,
          { email: customer.email, password: 'fel-lösen' },
          '127.0.5.1',
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(
      LOGIN_LIMITS.accountAndAddress.limit,
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(
      60 - LOGIN_LIMITS.accountAndAddress.limit,
    );
  });

  it('lets the owner in at the first try on either server while wrong logins from changing addresses arrive at both', async () => {
    const customer = await createCustomer(api);
    const urls = [api.baseUrl, second.baseUrl].map((base) => `${base}/api/auth/login?${SV}`);
    const attacks: Promise<number>[] = [];
    const owner: number[] = [];
    for (let tick = 0; tick < 108; tick += 1) {
      attacks.push(
        postFromAddress(
          urls[tick % 2]!,
          { email: customer.email, password: `fel-${tick}` },
          `127.0.8.${(tick % 12) + 1}`,
        ).then((answer) => answer.status),
      );
      if (tick === 40 || tick === 80)
        owner.push(
          (await postFromAddress(urls[tick === 40 ? 0 : 1]!, customer, '127.0.8.200')).status,
        );
      await new Promise((resolve) => setTimeout(resolve, 55));
    }
    const statuses = await Promise.all(attacks);
    expect(owner).toEqual([200, 200]);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(
      12 + LOGIN_LIMITS.account.free + 3,
    );
  });
});
