import {
  ApiErrorSchema,
  OrderInfoResponseSchema,
  PlaceOrderResponseSchema,
  ProfileResponseSchema,
  TOKEN_MAX_AGE_SECONDS,
  TokensResponseSchema,
} from '@nordshop/api-contract';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from './login-guard';
import { postFromAddress } from '../../testing/from-address';
import { orderRequest, postOrder } from '../../testing/order-requests';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();
const demo = { email: 'demo@nordshop.example', password: 'nordshop-demo' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login() {
  const response = await api.post(`/api/auth/login?${SV}`, demo);
  expect(response.status).toBe(200);
  return TokensResponseSchema.parse(await response.json());
}

describe('account login (myAccount)', () => {
  it('logs in with e-mail and password and gives tokens valid for an hour', async () => {
    const tokens = await login();
    const claims = decodeJwt(tokens.access_token);
    expect(claims.exp! - claims.iat!).toBe(TOKEN_MAX_AGE_SECONDS);
    expect(claims['scope']).toBe('my-account');
    expect(tokens.expires_in).toBe(TOKEN_MAX_AGE_SECONDS);
  });

  it.each([
    { name: 'a wrong password', body: { email: demo.email, password: 'fel' } },
    { name: 'an unknown e-mail', body: { email: 'ingen@nordshop.example', password: 'x' } },
  ])('answers 401 for $name', async ({ body }) => {
    const response = await api.post(`/api/auth/login?${SV}`, body);
    expect(response.status).toBe(401);
    expect(ApiErrorSchema.parse(await response.json()).error).toBe('unauthorized');
  });

  it('answers 429 with Retry-After after 5 failed logins of one account, and counts from the e-mail in any case', async () => {
    const email = `Throttle-${Date.now()}@nordshop.example`;
    for (let i = 0; i < 5; i++) {
      const attempt = await api.post(`/api/auth/login?${SV}`, {
        email: i % 2 ? email.toLowerCase() : email,
        password: 'fel',
      });
      expect(attempt.status).toBe(401);
    }
    const blocked = await api.post(`/api/auth/login?${SV}`, { email, password: 'fel' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(await blocked.json()).error).toBe('too_many_requests');
    // Another account is not affected.
    await login();
  });

  it("answers the customer's profile with the category discounts", async () => {
    const { access_token } = await login();
    const response = await api.get(`/api/auth/profile?${SV}`, { headers: bearer(access_token) });
    const { user } = ProfileResponseSchema.parse(await response.json());
    expect(user).toMatchObject({
      name: 'Anna Lindqvist',
      email: demo.email,
      internal: false,
      order_id: null,
    });
    expect(Object.values(user.category_discounts).sort()).toEqual([10, 15]);
  });

  it('refreshes with the refresh token only', async () => {
    const { access_token, refresh_token } = await login();
    const refreshed = await api.post(`/api/auth/refresh?${SV}`, {}, bearer(refresh_token));
    expect(refreshed.status).toBe(200);
    TokensResponseSchema.parse(await refreshed.json());
    expect((await api.post(`/api/auth/refresh?${SV}`, {}, bearer(access_token))).status).toBe(401);
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: 'no token', headers: {} },
    { name: 'a malformed header', headers: { authorization: 'Token abc' } },
    {
      name: 'a forged token',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'),
    },
  ])('answers 401 for the profile with $name', async ({ headers }) => {
    expect((await api.get(`/api/auth/profile?${SV}`, { headers })).status).toBe(401);
  });
});

describe('order login (myOrder)', () => {
  it('logs in to an order with its number and e-mail and tells who it is', async () => {
    const response = await api.post(`/api/order-auth/login?${SV}`, {
      order_id: '1',
      email: 'DEMO@nordshop.example',
    });
    expect(response.status).toBe(200);
    const tokens = TokensResponseSchema.parse(await response.json());
    const info = OrderInfoResponseSchema.parse(
      await (
        await api.get(`/api/order-auth/info?${SV}`, { headers: bearer(tokens.access_token) })
      ).json(),
    );
    expect(info.user).toEqual({
      name: 'Anna Lindqvist',
      email: 'demo@nordshop.example',
      order_id: 1,
    });
    expect(
      (await api.post(`/api/order-auth/refresh?${SV}`, {}, bearer(tokens.refresh_token))).status,
    ).toBe(200);
  });

  it('answers 401 for the wrong e-mail', async () => {
    expect(
      (await api.post(`/api/order-auth/login?${SV}`, { order_id: 1, email: 'annan@example.com' }))
        .status,
    ).toBe(401);
  });

  it('keeps the two scopes apart: a valid token of the other scope is forbidden', async () => {
    const account = await login();
    expect(
      (await api.get(`/api/order-auth/info?${SV}`, { headers: bearer(account.access_token) }))
        .status,
    ).toBe(403);
    const order = TokensResponseSchema.parse(
      await (
        await api.post(`/api/order-auth/login?${SV}`, { order_id: 1, email: demo.email })
      ).json(),
    );
    expect(
      (await api.get(`/api/auth/profile?${SV}`, { headers: bearer(order.access_token) })).status,
    ).toBe(403);
    expect(
      (await api.post(`/api/auth/refresh?${SV}`, {}, bearer(order.refresh_token))).status,
    ).toBe(403);
  });

  it.each([
    { name: 'the postal code with its space', body: { order_id: 1, postal_code: '114 55' } },
    { name: 'the postal code without a space', body: { order_id: '1', postal_code: '11455' } },
    { name: 'the e-mail', body: { order_id: 1, email: demo.email } },
  ])('logs in to the demo order with $name', async ({ body }) => {
    const response = await api.post(`/api/order-auth/login?${SV}`, body);
    expect(response.status).toBe(200);
    const { access_token } = TokensResponseSchema.parse(await response.json());
    expect(decodeJwt(access_token)).toMatchObject({ scope: 'my-order', sub: '1' });
  });

  it('compares a Dutch postal code without its space and case', async () => {
    const placed = await postOrder(
      api,
      'nl',
      orderRequest('nl', {
        address: { street: 'Damrak 1', postal_code: '1012 AB', city: 'Amsterdam' },
      }),
    );
    const { order } = PlaceOrderResponseSchema.parse(await placed.json());
    expect(order.address.postal_code).toBe('1012 AB');
    expect(
      (await api.client('nl').orderLogin({ order_id: order.id, postal_code: '1012ab' })).token_type,
    ).toBe('Bearer');
  });

  // From addresses of their own: failed logins count against the client address too.
  it('answers 401 for the wrong postal code', async () => {
    const response = await postFromAddress(
      `${api.baseUrl}/api/order-auth/login?${SV}`,
      { order_id: 1, postal_code: '114 56' },
      '127.0.0.21',
    );
    expect(response.status).toBe(401);
    expect(ApiErrorSchema.parse(JSON.parse(response.body)).message).toBe(
      'Order number or postal code is wrong',
    );
  });

  it(`answers 429 with Retry-After after ${LOGIN_LIMITS.accountAndAddress.limit} failed logins to one order from one address, and lets the owner in from another`, async () => {
    const { order } = PlaceOrderResponseSchema.parse(
      await (await postOrder(api, 'sv', orderRequest('sv'))).json(),
    );
    const url = `${api.baseUrl}/api/order-auth/login?${SV}`;
    for (let i = 0; i < LOGIN_LIMITS.accountAndAddress.limit; i++) {
      const attempt = await postFromAddress(
        url,
        i % 2
          ? { order_id: order.id, email: 'fel@example.com' }
          : { order_id: order.id, postal_code: '999 99' },
        '127.0.0.22',
      );
      expect(attempt.status).toBe(401);
    }
    const blocked = await postFromAddress(
      url,
      { order_id: order.id, email: order.email },
      '127.0.0.22',
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The order's owner, elsewhere, is not locked out.
    expect(
      (await postFromAddress(url, { order_id: order.id, email: order.email }, '127.0.0.23')).status,
    ).toBe(200);
  });
});
