import {
  REFRESH_COOKIE_NAMES,
  TOKEN_MAX_AGE_SECONDS,
  TokensResponseSchema,
} from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../seed/demo-accounts';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();

/** The strategies: where one logs in and refreshes, and how. */
const STRATEGIES = [
  {
    scope: 'my-account',
    login: '/api/auth/login',
    refresh: '/api/auth/refresh',
    body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  },
  {
    scope: 'my-order',
    login: '/api/order-auth/login',
    refresh: '/api/order-auth/refresh',
    body: { order_id: 1, email: DEMO_CUSTOMER.email },
  },
] as const;

/** The refresh cookie a response sets: its value and attributes. */
function refreshCookie(response: Response, scope: keyof typeof REFRESH_COOKIE_NAMES) {
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${REFRESH_COOKIE_NAMES[scope]}=`));
  expect(cookie, 'the refresh cookie is set').toBeDefined();
  const [pair = '', ...attributes] = cookie!.split(';').map((part) => part.trim());
  return {
    value: decodeURIComponent(pair.slice(pair.indexOf('=') + 1)),
    attributes: attributes.map((a) => a.toLowerCase()),
  };
}

const refreshWith = (path: string, headers: Record<string, string>) =>
  api.post(`${path}?${SV}`, {}, headers);

describe.each(STRATEGIES)('the refresh cookie of $scope', ({ scope, login, refresh, body }) => {
  it('is set HttpOnly, Secure, SameSite=Lax on the whole site for an hour on login, with the refresh token of the answer', async () => {
    const response = await api.post(`${login}?${SV}`, body);
    expect(response.status).toBe(200);
    const tokens = TokensResponseSchema.parse(await response.json());
    const cookie = refreshCookie(response, scope);
    expect(cookie.value).toBe(tokens.refresh_token);
    expect(cookie.attributes.sort()).toEqual([
      'httponly',
      `max-age=${TOKEN_MAX_AGE_SECONDS}`,
      'path=/',
      'samesite=lax',
      'secure',
    ]);
  });

  it('refreshes with the cookie alone and sets a new one', async () => {
    const first = refreshCookie(await api.post(`${login}?${SV}`, body), scope);
    const response = await refreshWith(refresh, {
      cookie: `${REFRESH_COOKIE_NAMES[scope]}=${first.value}`,
    });
    expect(response.status).toBe(200);
    const tokens = TokensResponseSchema.parse(await response.json());
    const next = refreshCookie(response, scope);
    expect(next.value).toBe(tokens.refresh_token);
    expect(next.value).not.toBe(first.value);
  });

  it('refreshes with the Bearer token alone, and sets the cookie too', async () => {
    const { refresh_token } = TokensResponseSchema.parse(
      await (await api.post(`${login}?${SV}`, body)).json(),
    );
    const response = await refreshWith(refresh, { authorization: `Bearer ${refresh_token}` });
    expect(response.status).toBe(200);
    expect(refreshCookie(response, scope).value).toBe(
      TokensResponseSchema.parse(await response.json()).refresh_token,
    );
  });

  it('answers 401 with neither a header nor the cookie', async () => {
    expect((await refreshWith(refresh, {})).status).toBe(401);
  });

  it('takes the header over the cookie: a bad header is a 401 even with a good cookie', async () => {
    const good = refreshCookie(await api.post(`${login}?${SV}`, body), scope);
    const response = await refreshWith(refresh, {
      authorization: 'Bearer forged',
      cookie: `${REFRESH_COOKIE_NAMES[scope]}=${good.value}`,
    });
    expect(response.status).toBe(401);
  });

  it('does not take an access token or a forged token from the cookie', async () => {
    const { access_token } = TokensResponseSchema.parse(
      await (await api.post(`${login}?${SV}`, body)).json(),
    );
    expect(
      (await refreshWith(refresh, { cookie: `${REFRESH_COOKIE_NAMES[scope]}=${access_token}` }))
        .status,
    ).toBe(401);
    expect(
      (await refreshWith(refresh, { cookie: `${REFRESH_COOKIE_NAMES[scope]}=forged` })).status,
    ).toBe(401);
  });
});

describe('the two refresh cookies', () => {
  it("keeps the strategies apart: one strategy's cookie does not refresh the other", async () => {
    const account = refreshCookie(
      await api.post(`/api/auth/login?${SV}`, STRATEGIES[0].body),
      'my-account',
    );
    expect(
      (
        await refreshWith('/api/order-auth/refresh', {
          cookie: `${REFRESH_COOKIE_NAMES['my-account']}=${account.value}`,
        })
      ).status,
    ).toBe(401);
    // The other strategy's token in this strategy's cookie is a valid token of the wrong scope.
    expect(
      (
        await refreshWith('/api/order-auth/refresh', {
          cookie: `${REFRESH_COOKIE_NAMES['my-order']}=${account.value}`,
        })
      ).status,
    ).toBe(403);
  });
});
