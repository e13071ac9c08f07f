import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApiApp } from '../app';
import { LOGIN_LIMITS } from '../auth/login-guard';
import { openDatabase, type Database } from '../db/database';
import { createCustomer } from '../testing/customers';
import { postFromAddress } from '../testing/from-address';
import { sharedApi, SV } from '../testing/shared-api';
import { serveOnFreePort } from '../testing/test-server';

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
});
