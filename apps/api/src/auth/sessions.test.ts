import {
  ApiErrorSchema,
  SESSION_MAX_AGE_SECONDS,
  TOKEN_MAX_AGE_SECONDS,
  TokensResponseSchema,
  type TokensResponse,
} from '@nordshop/api-contract';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { accountToken, createCustomer } from '../../testing/customers';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function loginAs(customer: { email: string; password: string }): Promise<TokensResponse> {
  const response = await api.post(`/api/auth/login?${SV}`, customer);
  expect(response.status).toBe(200);
  return TokensResponseSchema.parse(await response.json());
}

const refresh = (refreshToken: string) =>
  api.post(`/api/auth/refresh?${SV}`, undefined, bearer(refreshToken));

const profileStatus = async (accessToken: string) =>
  (await api.get(`/api/auth/profile?${SV}`, { headers: bearer(accessToken) })).status;

describe('refresh tokens rotate, and a reused one ends its session', () => {
  it('refreshes once with a refresh token; its second use answers 401 and ends the newer tokens too', async () => {
    const customer = await createCustomer(api);
    const first = await loginAs(customer);
    const second = TokensResponseSchema.parse(await (await refresh(first.refresh_token)).json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await profileStatus(second.access_token)).toBe(200);

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(ApiErrorSchema.parse(await replay.json()).error).toBe('unauthorized');
    // The whole session ended: the thief's and the owner's tokens alike.
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect(await profileStatus(second.access_token)).toBe(401);
    expect(await profileStatus(first.access_token)).toBe(401);
    // Another login of the same account is a session of its own and goes on.
    const other = await loginAs(customer);
    expect(await profileStatus(other.access_token)).toBe(200);
  });

  it('chains refreshes while each token is used once', async () => {
    const customer = await createCustomer(api);
    let tokens = await loginAs(customer);
    for (let i = 0; i < 3; i += 1) {
      const response = await refresh(tokens.refresh_token);
      expect(response.status).toBe(200);
      tokens = TokensResponseSchema.parse(await response.json());
    }
    expect(await profileStatus(tokens.access_token)).toBe(200);
  });

  it('gives exactly one of ten parallel refreshes with one token new tokens', async () => {
    const customer = await createCustomer(api);
    const tokens = await loginAs(customer);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refresh(tokens.refresh_token)),
    );
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
  });
});

describe('a password change ends every session of the account', () => {
  it('refuses a refresh token and an access token issued before the change, on every device', async () => {
    const customer = await createCustomer(api);
    const phone = await loginAs(customer);
    const laptop = await loginAs(customer);
    const changed = await api.post(
      `/api/auth/change-password?${SV}`,
      { current_password: customer.password, new_password: 'ett-nytt-lösen-9' },
      bearer(laptop.access_token),
    );
    expect(changed.status).toBe(200);
    const renewed = TokensResponseSchema.parse(await changed.json());

    for (const old of [phone, laptop]) {
      expect((await refresh(old.refresh_token)).status).toBe(401);
      expect(await profileStatus(old.access_token)).toBe(401);
    }
    expect(await profileStatus(renewed.access_token)).toBe(200);
    expect((await refresh(renewed.refresh_token)).status).toBe(200);
  });
});

describe('tokens carry exp and a bounded age', () => {
  it('issues tokens with exp, iat, jti and sid, an hour apart', async () => {
    const customer = await createCustomer(api);
    const tokens = await loginAs(customer);
    for (const token of [tokens.access_token, tokens.refresh_token]) {
      const claims = decodeJwt(token);
      expect(claims.exp! - claims.iat!).toBe(TOKEN_MAX_AGE_SECONDS);
      expect(typeof claims.jti).toBe('string');
      expect(typeof claims['sid']).toBe('string');
    }
    expect(SESSION_MAX_AGE_SECONDS).toBeGreaterThan(TOKEN_MAX_AGE_SECONDS);
  });

  it('refuses a token without exp, and one whose iat is older than the maximum age, even when signed right', async () => {
    const customer = await createCustomer(api);
    const valid = await accountToken(api, customer);
    const claims = decodeJwt(valid);
    const [secret] = await api.sql<{ value: string }>(
      `select value from app_settings where key = 'jwt_secret'`,
    );
    if (!secret) throw new Error('the test API keeps a generated JWT secret');
    const key = new TextEncoder().encode(secret.value);
    const now = Math.floor(Date.now() / 1000);
    const forge = (times: { iat: number; exp?: number }) => {
      let jwt = new SignJWT({ scope: 'my-account', kind: 'access', sid: claims['sid'] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.sub))
        .setJti(crypto.randomUUID())
        .setIssuedAt(times.iat);
      if (times.exp !== undefined) jwt = jwt.setExpirationTime(times.exp);
      return jwt.sign(key);
    };
    expect(await profileStatus(await forge({ iat: now, exp: now + 600 }))).toBe(200);
    expect(await profileStatus(await forge({ iat: now }))).toBe(401);
    expect(
      await profileStatus(
        await forge({ iat: now - TOKEN_MAX_AGE_SECONDS - 60, exp: now + 86_400 }),
      ),
    ).toBe(401);
  });

  it("refuses a token whose sub is not its session's subject, or whose scope is not the session's", async () => {
    const victim = await createCustomer(api);
    const attacker = await createCustomer(api);
    const own = decodeJwt(await accountToken(api, attacker));
    const [secret] = await api.sql<{ value: string }>(
      `select value from app_settings where key = 'jwt_secret'`,
    );
    if (!secret) throw new Error('the test API keeps a generated JWT secret');
    const key = new TextEncoder().encode(secret.value);
    const now = Math.floor(Date.now() / 1000);
    const forge = (scope: string, sub: number) =>
      new SignJWT({ scope, kind: 'access', sid: own['sid'] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(sub))
        .setJti(crypto.randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key);
    // The attacker's own session, its own subject: valid.
    expect(await profileStatus(await forge('my-account', attacker.id))).toBe(200);
    // The same open session with another customer's id as sub, or as an order's token: refused.
    expect(await profileStatus(await forge('my-account', victim.id))).toBe(401);
    const asOrder = await forge('my-order', 1);
    expect((await api.get(`/api/orders/1?${SV}`, { headers: bearer(asOrder) })).status).toBe(401);
  });
});
