import { ApiErrorSchema, PASSWORD_MIN_LENGTH, TokensResponseSchema } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from './login-guard';
import { DEMO_CUSTOMER } from '../../seed/demo-accounts';
import { accountToken, createCustomer } from '../../testing/customers';
import { postFromAddress } from '../../testing/from-address';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();
const url = (path: string) => `${api.baseUrl}${path}?${SV}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// Wrong passwords are failed logins of the client address too: these tests send them from addresses
// of their own, so the budget of 127.0.0.1 that every other file shares stays untouched.
describe('POST /api/auth/change-password', () => {
  it('answers 401 for a wrong current password and keeps the old one; then changes it (204) so only the new one logs in', async () => {
    const customer = await createCustomer(api);
    const token = await accountToken(api, customer);
    const wrong = await postFromAddress(
      url('/api/auth/change-password'),
      { current_password: 'fel-lösen', new_password: 'nytt-lösen-1' },
      '127.0.0.31',
      bearer(token),
    );
    expect(wrong.status).toBe(401);
    expect(ApiErrorSchema.parse(JSON.parse(wrong.body)).fields).toEqual({
      current_password: 'is wrong',
    });

    const changed = await api.post(
      `/api/auth/change-password?${SV}`,
      { current_password: customer.password, new_password: 'nytt-lösen-1' },
      bearer(token),
    );
    expect(changed.status).toBe(200);
    const renewed = TokensResponseSchema.parse(await changed.json());
    // The session that changed the password goes on with new tokens; the tokens before it end.
    expect(
      (await api.get(`/api/auth/profile?${SV}`, { headers: bearer(renewed.access_token) })).status,
    ).toBe(200);
    expect((await api.get(`/api/auth/profile?${SV}`, { headers: bearer(token) })).status).toBe(401);

    const login = await api.post(`/api/auth/login?${SV}`, {
      email: customer.email,
      password: 'nytt-lösen-1',
    });
    expect(login.status).toBe(200);
    TokensResponseSchema.parse(await login.json());
    expect(
      (
        await postFromAddress(
          url('/api/auth/login'),
          { email: customer.email, password: customer.password },
          '127.0.0.31',
        )
      ).status,
    ).toBe(401);
  });

  it('works through the typed client', async () => {
    const customer = await createCustomer(api);
    await api
      .client('sv')
      .changePassword(
        { current_password: customer.password, new_password: 'ett-annat-lösen' },
        await accountToken(api, customer),
      );
    expect(
      (await api.client('sv').login({ email: customer.email, password: 'ett-annat-lösen' }))
        .token_type,
    ).toBe('Bearer');
  });

  it(`counts wrong current passwords as login attempts: after ${LOGIN_LIMITS.accountAndAddress.limit} the account answers 429 from that address only`, async () => {
    const customer = await createCustomer(api);
    const token = await accountToken(api, customer);
    for (let i = 0; i < LOGIN_LIMITS.accountAndAddress.limit; i++) {
      const attempt = await postFromAddress(
        url('/api/auth/change-password'),
        { current_password: `fel-${i}`, new_password: 'nytt-lösen-2' },
        '127.0.0.32',
        bearer(token),
      );
      expect(attempt.status).toBe(401);
    }
    const blocked = await postFromAddress(
      url('/api/auth/change-password'),
      { current_password: customer.password, new_password: 'nytt-lösen-2' },
      '127.0.0.32',
      bearer(token),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const login = await postFromAddress(
      url('/api/auth/login'),
      { email: customer.email, password: customer.password },
      '127.0.0.32',
    );
    expect(login.status).toBe(429);
    // The owner elsewhere is not locked out.
    const elsewhere = await postFromAddress(
      url('/api/auth/login'),
      { email: customer.email, password: customer.password },
      '127.0.0.33',
    );
    expect(elsewhere.status).toBe(200);
  });

  it(`answers 400 naming new_password for one shorter than ${PASSWORD_MIN_LENGTH} characters, and both fields when missing`, async () => {
    const customer = await createCustomer(api);
    const token = await accountToken(api, customer);
    const short = await api.post(
      `/api/auth/change-password?${SV}`,
      { current_password: customer.password, new_password: 'kort' },
      bearer(token),
    );
    expect(short.status).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(await short.json()).fields ?? {})).toEqual([
      'new_password',
    ]);
    // The current password may be left out by the body's schema; a session started with the
    // password is then told it is required (test/mail.test.ts: a login link's session may).
    const empty = await api.post(`/api/auth/change-password?${SV}`, {}, bearer(token));
    expect(Object.keys(ApiErrorSchema.parse(await empty.json()).fields ?? {})).toEqual([
      'new_password',
    ]);
    const without = await api.post(
      `/api/auth/change-password?${SV}`,
      { new_password: 'nytt-lösen-utan' },
      bearer(token),
    );
    expect(without.status).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(await without.json()).fields ?? {})).toEqual([
      'current_password',
    ]);
  });

  it('answers 401 without a token and 403 for a my-order token', async () => {
    const body = { current_password: 'x', new_password: 'nytt-lösen-3' };
    expect((await api.post(`/api/auth/change-password?${SV}`, body)).status).toBe(401);
    const order = TokensResponseSchema.parse(
      await (
        await api.post(`/api/order-auth/login?${SV}`, { order_id: 1, email: DEMO_CUSTOMER.email })
      ).json(),
    );
    expect(
      (await api.post(`/api/auth/change-password?${SV}`, body, bearer(order.access_token))).status,
    ).toBe(403);
  });
});
