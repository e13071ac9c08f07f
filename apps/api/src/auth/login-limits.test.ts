import { ApiErrorSchema } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from './login-guard';
import { createCustomer } from '../../testing/customers';
import { postFromAddress } from '../../testing/from-address';
import { sharedApi, SV } from '../../testing/shared-api';

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

  it(`slows down failing addresses past ${LOGIN_LIMITS.account.free} failures of an account, never a clean one`, async () => {
    const customer = await createCustomer(api);
    for (let i = 0; i < LOGIN_LIMITS.account.free; i += 1) {
      const attempt = await postFromAddress(
        loginUrl,
        { email: customer.email, password: 'fel' },
        `127.0.4.${i + 1}`,
      );
      expect(attempt.status).toBe(401);
    }
    // The first failure past the free ones, from an address that failed before, starts the wait ...
    expect(
      (await postFromAddress(loginUrl, { email: customer.email, password: 'fel' }, '127.0.4.1'))
        .status,
    ).toBe(401);
    // ... so an attempt right after it from an address that failed waits, even with the right password ...
    const held = await postFromAddress(loginUrl, customer, '127.0.4.2');
    expect(held.status).toBe(429);
    const wait = Number(held.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.account.maxDelayMs / 1000);
    // ... and the owner from an address without failures gets in at once.
    expect((await postFromAddress(loginUrl, customer, '127.0.4.102')).status).toBe(200);
  });

  it('lets the owner in at the first try from a clean address while 18 wrong logins a second arrive from changing addresses', async () => {
    const customer = await createCustomer(api);
    const attacks: Promise<number>[] = [];
    const owner: number[] = [];
    // About 6 seconds of attack from 12 addresses in turn; the owner logs in halfway and at the end.
    for (let tick = 0; tick < 108; tick += 1) {
      attacks.push(
        postFromAddress(
          loginUrl,
          { email: customer.email, password: `fel-${tick}` },
          `127.0.7.${(tick % 12) + 1}`,
        ).then((answer) => answer.status),
      );
      if (tick === 54 || tick === 107)
        owner.push((await postFromAddress(loginUrl, customer, '127.0.7.200')).status);
      await new Promise((resolve) => setTimeout(resolve, 55));
    }
    const statuses = await Promise.all(attacks);
    expect(owner).toEqual([200, 200]);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Checked: each attacking address once while it was clean, the account's free failures,
    // and the few that its growing delay let through in six seconds; the rest waited.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(
      12 + LOGIN_LIMITS.account.free + 3,
    );
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
