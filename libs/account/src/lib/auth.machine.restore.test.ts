import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_LEAD_MS, TOKEN_MAX_AGE_SECONDS, persistedAuth } from '../index';
import type { PersistedAuth } from '../index';
import { aCustomer, aJwt, aTokensResponse, anApiError, startAuth } from '../testing';

const NOW = Date.UTC(2025, 10, 22, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

/** A stored session whose access token expires `expiresInMs` from NOW. */
function stored(expiresInMs: number, refresh: string | null = 'stored-refresh'): PersistedAuth {
  return {
    strategy: 'myAccount',
    access_token: aJwt({ kind: 'access', exp: (NOW + expiresInMs) / 1000 }),
    refresh_token: refresh,
    refresh_cookie: false,
  };
}

describe('auth machine: restoring a stored session', () => {
  it('fetches the profile with a valid stored token and is logged in, without a refresh', async () => {
    const session = stored(30 * 60_000);
    const { actor, server, context } = startAuth({ stored: session });

    expect(actor.getSnapshot().matches({ authenticating: 'fetchingUser' })).toBe(true);
    expect(server.fetchUser[0]?.input).toEqual({
      strategy: 'myAccount',
      accessToken: session.access_token,
    });

    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(context()).toMatchObject({ user: aCustomer(), via: 'restore' });
    expect(server.refresh).toHaveLength(0);
    expect(persistedAuth(context())).toEqual(session);
  });

  it('schedules the refresh from the stored token’s exp', async () => {
    const { server } = startAuth({ stored: stored(30 * 60_000) });
    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    await vi.advanceTimersByTimeAsync(30 * 60_000 - REFRESH_LEAD_MS - 1);
    expect(server.refresh).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.refresh).toHaveLength(1);
  });

  it('refreshes an expired stored token once, then fetches the profile with the new one', async () => {
    const { actor, server, context } = startAuth({ stored: stored(-1_000) });

    expect(actor.getSnapshot().matches({ authenticating: 'refreshing' })).toBe(true);
    expect(server.refresh[0]?.input).toMatchObject({
      strategy: 'myAccount',
      refreshToken: 'stored-refresh',
      refreshByCookie: false,
    });
    expect(server.fetchUser).toHaveLength(0);

    const renewed = aTokensResponse(NOW, 'renewed');
    server.refresh[0]?.resolve(renewed);
    await settle();
    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    expect(server.fetchUser[0]?.input.accessToken).toBe(renewed.access_token);
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(context().tokens?.refresh_token).toBe(renewed.refresh_token);
  });

  it('refreshes an expired session by the refresh cookie (no refresh token sent) and keeps using the cookie', async () => {
    const { actor, server, context } = startAuth({
      stored: { ...stored(-1_000, null), refresh_cookie: true },
    });

    expect(actor.getSnapshot().matches({ authenticating: 'refreshing' })).toBe(true);
    expect(server.refresh[0]?.input).toMatchObject({
      strategy: 'myAccount',
      refreshToken: '',
      refreshByCookie: true,
    });

    server.refresh[0]?.resolve(aTokensResponse(NOW, 'renewed'));
    await settle();
    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(context().tokens?.refreshByCookie).toBe(true);
  });

  it('refreshes a stored token that expires within the refresh lead', () => {
    const { actor } = startAuth({ stored: stored(REFRESH_LEAD_MS - 1) });

    expect(actor.getSnapshot().matches({ authenticating: 'refreshing' })).toBe(true);
  });

  it('is logged out, silently, and forgets the session when the refresh fails', async () => {
    const { actor, server, context, emitted } = startAuth({ stored: stored(-1_000) });

    server.refresh[0]?.reject(anApiError(401));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(context()).toMatchObject({ tokens: null, user: null, error: null });
    expect(persistedAuth(context())).toBeNull();
    expect(emitted).toEqual([]);
    expect(server.refresh).toHaveLength(1);
  });

  it('refreshes once when the server refuses a token the client thought valid', async () => {
    const { actor, server } = startAuth({ stored: stored(30 * 60_000) });

    server.fetchUser[0]?.reject(anApiError(401));
    await settle();

    expect(actor.getSnapshot().matches({ authenticating: 'refreshing' })).toBe(true);
    server.refresh[0]?.resolve(aTokensResponse(NOW));
    await settle();
    server.fetchUser[1]?.reject(anApiError(401));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(server.refresh).toHaveLength(1);
  });

  it('is logged out when the profile fails for another reason, without a refresh', async () => {
    const { actor, server, context } = startAuth({ stored: stored(30 * 60_000) });

    server.fetchUser[0]?.reject(anApiError(503));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(context().error).toBeNull();
    expect(server.refresh).toHaveLength(0);
  });

  it.each([
    { name: 'an expired token without refresh token', session: stored(-1_000, null) },
    {
      name: 'a token whose expiry cannot be read, without refresh token',
      session: { ...stored(0, null), access_token: 'opaque' },
    },
  ])('is logged out at once, without any call, for $name', ({ session }) => {
    const { actor, server, context } = startAuth({ stored: session });

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(context().tokens).toBeNull();
    expect([server.refresh.length, server.fetchUser.length]).toEqual([0, 0]);
  });

  it('refreshes a token whose expiry cannot be read', () => {
    const { server } = startAuth({ stored: { ...stored(0), access_token: 'opaque' } });

    expect(server.refresh).toHaveLength(1);
  });

  it(`keeps a restored session with a full ${TOKEN_MAX_AGE_SECONDS} s token until it is refreshed`, async () => {
    const { actor, server } = startAuth({ stored: stored(TOKEN_MAX_AGE_SECONDS * 1000) });
    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    await vi.advanceTimersByTimeAsync(TOKEN_MAX_AGE_SECONDS * 1000 - REFRESH_LEAD_MS - 1);

    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
  });

  it('lets a login replace a restore in flight', async () => {
    const { actor, server, context } = startAuth({ stored: stored(-1_000) });

    actor.send({ type: 'auth.login', credentials: { email: 'a@example.com', password: 'secret' } });
    server.refresh[0]?.resolve(aTokensResponse(NOW, 'late'));
    await settle();

    expect(actor.getSnapshot().matches({ authenticating: 'loggingIn' })).toBe(true);
    expect(context()).toMatchObject({ tokens: null, via: 'credentials' });
  });
});
