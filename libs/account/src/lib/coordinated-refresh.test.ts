import type { TokensResponse } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { REFRESH_LEAD_MS } from './auth-constants';
import { bearerRefreshToken } from './auth-actors';
import { adoptableToken, refreshOnce, type RefreshCoordination } from './coordinated-refresh';

const NOW = 1_800_000_000_000;

/** An unsigned JWT-shaped token that expires at `expiresAt` (epoch ms): enough for reading `exp`. */
function tokenExpiringAt(expiresAt: number, id = 'a'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(expiresAt / 1000), jti: id })}.sig`;
}

const fresh: TokensResponse = {
  access_token: tokenExpiringAt(NOW + 3_600_000, 'fresh'),
  refresh_token: 'r2',
  token_type: 'Bearer',
  expires_in: 3600,
};

function coordination(stored: string | null) {
  const order: string[] = [];
  let running = Promise.resolve();
  const coord: RefreshCoordination = {
    exclusive: (task) => {
      const result = running.then(task);
      running = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    storedAccessToken: () => stored,
    now: () => NOW,
  };
  return { coord, order };
}

describe('adoptableToken', () => {
  const own = tokenExpiringAt(NOW + 30_000, 'own');
  it.each([
    { name: 'nothing stored', stored: null, adopt: false },
    { name: 'the same token', stored: own, adopt: false },
    {
      name: 'a newer token of another tab',
      stored: tokenExpiringAt(NOW + 3_000_000, 'b'),
      adopt: true,
    },
    {
      name: 'a token that expires within the refresh lead',
      stored: tokenExpiringAt(NOW + REFRESH_LEAD_MS, 'c'),
      adopt: false,
    },
    { name: 'a token that cannot be read', stored: 'not-a-jwt', adopt: false },
  ])('$name: $adopt', ({ stored, adopt }) => {
    expect(adoptableToken(stored, own, NOW)).toBe(adopt);
  });
});

describe('refreshOnce', () => {
  const own = tokenExpiringAt(NOW + 30_000, 'own');

  it('takes over the token another tab refreshed, without a call', async () => {
    const other = tokenExpiringAt(NOW + 3_500_000, 'other');
    const calls: unknown[] = [];
    const answer = await refreshOnce(
      { strategy: 'myAccount', refreshToken: '', refreshByCookie: true, accessToken: own },
      (input) => {
        calls.push(input);
        return Promise.resolve(fresh);
      },
      coordination(other).coord,
    );
    expect(calls).toEqual([]);
    expect(answer).toMatchObject({ access_token: other, refresh_token: '', expires_in: 3500 });
  });

  it('refreshes when no other tab did', async () => {
    const answer = await refreshOnce(
      { strategy: 'myAccount', refreshToken: '', refreshByCookie: true, accessToken: own },
      () => Promise.resolve(fresh),
      coordination(own).coord,
    );
    expect(answer).toBe(fresh);
  });

  it('never takes over a stored token for an order session (it is not stored)', async () => {
    const other = tokenExpiringAt(NOW + 3_500_000, 'other');
    const answer = await refreshOnce(
      { strategy: 'myOrder', refreshToken: 'r1', accessToken: own },
      () => Promise.resolve(fresh),
      coordination(other).coord,
    );
    expect(answer).toBe(fresh);
  });

  it('runs two refreshes one after the other, the second seeing what the first stored', async () => {
    let stored: string | null = own;
    const { coord } = coordination(null);
    const shared: RefreshCoordination = { ...coord, storedAccessToken: () => stored };
    let calls = 0;
    const refresh = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      stored = fresh.access_token;
      return fresh;
    };
    const input = {
      strategy: 'myAccount' as const,
      refreshToken: '',
      refreshByCookie: true,
      accessToken: own,
    };
    const [a, b] = await Promise.all([
      refreshOnce(input, refresh, shared),
      refreshOnce(input, refresh, shared),
    ]);
    expect(calls).toBe(1);
    expect(a.access_token).toBe(fresh.access_token);
    expect(b.access_token).toBe(fresh.access_token);
  });
});

describe('bearerRefreshToken', () => {
  it.each([
    {
      name: 'a cookie session sends none',
      input: { strategy: 'myAccount' as const, refreshToken: 'r1', refreshByCookie: true },
      bearer: undefined,
    },
    {
      name: 'a session without the cookie sends its token',
      input: { strategy: 'myAccount' as const, refreshToken: 'r1' },
      bearer: 'r1',
    },
    {
      name: 'an empty token sends none',
      input: { strategy: 'myOrder' as const, refreshToken: '' },
      bearer: undefined,
    },
  ])('$name', ({ input, bearer }) => {
    expect(bearerRefreshToken(input)).toBe(bearer);
  });
});
