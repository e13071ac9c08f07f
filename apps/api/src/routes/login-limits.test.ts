import { ApiErrorSchema } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../auth/login-guard';
import { createCustomer } from '../testing/customers';
import { postFromAddress } from '../testing/from-address';
import { sharedApi, SV } from '../testing/shared-api';

const api = sharedApi();
const loginUrl = `${api.baseUrl}/api/auth/login?${SV}`;

// Each test sends from loopback addresses of its own (127.0.3.x), so the address budgets of
// 127.0.0.1, which every other file shares, stay untouched.
describe('login limits hold under concurrency', () => {
  it(`checks at most ${LOGIN_LIMITS.accountAndAddress.limit} of 100 parallel wrong passwords for one account; the rest answer 429`, async () => {
    const customer = await createCustomer(api);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        postFromAddress(loginUrl, { email: customer.email, password: 'fel-lösen' }, '127.0.3.1'),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.accountAndAddress.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      100 - LOGIN_LIMITS.accountAndAddress.limit,
    );
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(JSON.parse(refused.body)).error).toBe('too_many_requests');
  });

  it('does not let an attacker lock the owner out: the owner logs in from another address', async () => {
    const customer = await createCustomer(api);
    for (let i = 0; i < LOGIN_LIMITS.accountAndAddress.limit + 2; i += 1) {
      await postFromAddress(loginUrl, { email: customer.email, password: `fel-${i}` }, '127.0.3.2');
    }
    const owner = await postFromAddress(loginUrl, customer, '127.0.3.3');
    expect(owner.status).toBe(200);
  });

  it(`slows down an account tried from many addresses: past ${LOGIN_LIMITS.account.free} attempts each next one waits`, async () => {
    const customer = await createCustomer(api);
    for (let i = 0; i < LOGIN_LIMITS.account.free; i += 1) {
      const attempt = await postFromAddress(
        loginUrl,
        { email: customer.email, password: 'fel' },
        `127.0.4.${i + 1}`,
      );
      expect(attempt.status).toBe(401);
    }
    // The first attempt past the free ones is checked and starts the delay ...
    expect(
      (await postFromAddress(loginUrl, { email: customer.email, password: 'fel' }, '127.0.4.101'))
        .status,
    ).toBe(401);
    // ... so an attempt right after it, from anywhere, waits.
    const held = await postFromAddress(loginUrl, customer, '127.0.4.102');
    expect(held.status).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.account.maxDelayMs / 1000);
  });

  it('clears the account after a right password, so earlier mistakes do not count against it', async () => {
    const customer = await createCustomer(api);
    for (let i = 0; i < LOGIN_LIMITS.accountAndAddress.limit - 1; i += 1) {
      await postFromAddress(loginUrl, { email: customer.email, password: 'fel' }, '127.0.3.4');
    }
    expect((await postFromAddress(loginUrl, customer, '127.0.3.4')).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.accountAndAddress.limit; i += 1) {
      const attempt = await postFromAddress(
        loginUrl,
        { email: customer.email, password: 'fel' },
        '127.0.3.4',
      );
      expect(attempt.status).toBe(401);
    }
  });

  it(`limits one address trying many accounts to ${LOGIN_LIMITS.address.limit} attempts`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.address.limit + 1; i += 1) {
      const attempt = await postFromAddress(
        loginUrl,
        { email: `okand-${i}-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'fel' },
        '127.0.3.5',
      );
      statuses.push(attempt.status);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.address.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
