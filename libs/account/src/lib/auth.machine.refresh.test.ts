import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_LEAD_MS, TOKEN_MAX_AGE_SECONDS, persistedAuth } from '../index';
import { aCustomer, aTokensResponse, anApiError, anOrderUser, startAuth } from '../testing';

const NOW = Date.UTC(2025, 10, 22, 12, 0, 0);
const REFRESH_AT_MS = TOKEN_MAX_AGE_SECONDS * 1000 - REFRESH_LEAD_MS;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

/** A started machine logged in with `strategy`, its login answered at NOW. */
async function loggedIn(strategy: 'myAccount' | 'myOrder' = 'myAccount') {
  const started = startAuth();
  const { actor, server } = started;
  if (strategy === 'myOrder') {
    actor.send({
      type: 'auth.login',
      strategy,
      credentials: { order_id: 1042, email: 'a@example.com' },
    });
  } else {
    actor.send({ type: 'auth.login', credentials: { email: 'a@example.com', password: 'secret' } });
  }
  const tokens = aTokensResponse(NOW, 'login', strategy === 'myOrder' ? 'my-order' : 'my-account');
  server.login[0]?.resolve(tokens);
  await settle();
  server.fetchUser[0]?.resolve(strategy === 'myOrder' ? anOrderUser() : aCustomer());
  await settle();
  return { ...started, tokens };
}

describe('auth machine: refresh', () => {
  it(`refreshes ${REFRESH_LEAD_MS / 1000} s before the access token expires, with the refresh token`, async () => {
    const { actor, server, tokens } = await loggedIn();

    await vi.advanceTimersByTimeAsync(REFRESH_AT_MS - 1);
    expect(server.refresh).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ loggedIn: 'refreshing' })).toBe(true);
    expect(server.refresh[0]?.input).toEqual({
      strategy: 'myAccount',
      refreshToken: tokens.refresh_token,
      refreshByCookie: true,
      accessToken: tokens.access_token,
    });
  });

  it('keeps the user, takes the new tokens and schedules the next refresh', async () => {
    const { actor, server, context } = await loggedIn();
    await vi.advanceTimersByTimeAsync(REFRESH_AT_MS);
    const renewed = aTokensResponse(Date.now(), 'renewed');

    server.refresh[0]?.resolve(renewed);
    await settle();

    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(context()).toMatchObject({
      user: aCustomer(),
      tokens: { access_token: renewed.access_token, refresh_token: renewed.refresh_token },
    });
    expect(server.fetchUser).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(REFRESH_AT_MS);
    expect(server.refresh.map((call) => call.input.refreshToken)).toEqual([
      aTokensResponse(NOW, 'login').refresh_token,
      renewed.refresh_token,
    ]);
  });

  it('refreshes an order login through its own strategy', async () => {
    const { server } = await loggedIn('myOrder');

    await vi.advanceTimersByTimeAsync(REFRESH_AT_MS);

    expect(server.refresh[0]?.input.strategy).toBe('myOrder');
  });

  it('logs out automatically when the refresh fails, and says so', async () => {
    const { actor, server, context, emitted } = await loggedIn();
    await vi.advanceTimersByTimeAsync(REFRESH_AT_MS);

    server.refresh[0]?.reject(anApiError(401));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(context()).toMatchObject({ user: null, tokens: null, error: null });
    expect(persistedAuth(context())).toBeNull();
    expect(emitted).toEqual([{ type: 'auth.sessionExpired', strategy: 'myAccount' }]);
  });

  it('refreshes at once on auth.refresh and not again while one is in flight', async () => {
    const { actor, server } = await loggedIn();

    actor.send({ type: 'auth.refresh' });
    actor.send({ type: 'auth.refresh' });

    expect(server.refresh).toHaveLength(1);
    expect(actor.getSnapshot().matches({ loggedIn: 'refreshing' })).toBe(true);
  });

  it('cancels the refresh timer on logout', async () => {
    const { actor, server } = await loggedIn();

    actor.send({ type: 'auth.logout' });
    await vi.advanceTimersByTimeAsync(TOKEN_MAX_AGE_SECONDS * 1000 * 2);

    expect(server.refresh).toHaveLength(0);
  });

  it('ignores the answer of a refresh that a logout overtook', async () => {
    const { actor, server, context, emitted } = await loggedIn();
    actor.send({ type: 'auth.refresh' });

    actor.send({ type: 'auth.logout' });
    server.refresh[0]?.resolve(aTokensResponse(NOW, 'late'));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(context().tokens).toBeNull();
    expect(emitted).toEqual([]);
  });
});

describe('auth machine: logout', () => {
  it('ends the session without any call', async () => {
    const { actor, server, context, emitted } = await loggedIn();
    const calls = [server.login.length, server.refresh.length, server.fetchUser.length];

    actor.send({ type: 'auth.logout' });

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(context()).toMatchObject({ user: null, tokens: null, via: null });
    expect(persistedAuth(context())).toBeNull();
    expect([server.login.length, server.refresh.length, server.fetchUser.length]).toEqual(calls);
    expect(emitted).toEqual([]);
  });

  it('clears a login failure when logged out', async () => {
    const { actor, server, context } = startAuth();
    actor.send({ type: 'auth.login', credentials: { email: 'a@example.com', password: 'x' } });
    server.login[0]?.reject(anApiError(401));
    await settle();

    actor.send({ type: 'auth.logout' });

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(context().error).toBeNull();
  });
});

describe('auth machine: a renewed session', () => {
  it('takes the tokens of a password change, keeps the user and times the next refresh from them', async () => {
    const { actor, server, context } = await loggedIn();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    const renewed = aTokensResponse(Date.now(), 'password-changed');

    actor.send({ type: 'auth.sessionRenewed', tokens: renewed });

    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(context().tokens?.access_token).toBe(renewed.access_token);
    expect(context().user).not.toBeNull();
    // The old token's refresh time passes without a refresh: the new tokens are good for an hour.
    await vi.advanceTimersByTimeAsync(REFRESH_AT_MS - 30 * 60_000);
    expect(server.refresh).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(server.refresh).toHaveLength(1);
  });

  it('asks for the current password at the next change, after a link’s session changed it', async () => {
    const { actor, server, context } = startAuth();
    actor.send({ type: 'auth.loginWithToken', token: 'login-link' });
    server.linkLogin[0]?.resolve(aTokensResponse(NOW, 'link'));
    await settle();
    server.fetchUser[0]?.resolve(aCustomer({ current_password_required: false }));
    await settle();

    actor.send({ type: 'auth.sessionRenewed', tokens: aTokensResponse(NOW, 'password-set') });

    expect(context().user).toMatchObject({ current_password_required: true });
  });

  it('is ignored while logged out', () => {
    const { actor, context } = startAuth();
    actor.send({ type: 'auth.sessionRenewed', tokens: aTokensResponse(NOW, 'stray') });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(context().tokens).toBeNull();
  });
});
