import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistedAuth } from '../index';
import { aCustomer, aJwt, aTokensResponse, anApiError, startAuth } from '../testing';

const NOW = Date.UTC(2025, 10, 22, 12, 0, 0);
const LINK_TOKEN = aJwt({ scope: 'my-account', kind: 'access', exp: NOW / 1000 + 600 });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('auth machine: the token query parameter', () => {
  it('fetches the profile with the token as the account’s access token', () => {
    const { actor, server, context } = startAuth();

    actor.send({ type: 'auth.loginWithToken', token: ` ${LINK_TOKEN} ` });

    expect(server.login).toHaveLength(0);
    expect(server.fetchUser[0]?.input).toEqual({ strategy: 'myAccount', accessToken: LINK_TOKEN });
    expect(context()).toMatchObject({
      strategy: 'myAccount',
      via: 'token',
      tokens: { access_token: LINK_TOKEN, refresh_token: null, expiresAt: NOW + 600_000 },
    });
  });

  it('logs in and tells the app to clear the checkout and go to my-account-orders', async () => {
    const { actor, server, context, emitted } = startAuth();
    actor.send({ type: 'auth.loginWithToken', token: LINK_TOKEN });

    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(context().user).toEqual(aCustomer());
    expect(emitted).toEqual([
      { type: 'auth.tokenLoginSucceeded', clearCheckout: true, redirectTo: 'my-account-orders' },
    ]);
    expect(persistedAuth(context())).toEqual({
      strategy: 'myAccount',
      access_token: LINK_TOKEN,
      refresh_token: null,
      refresh_cookie: false,
    });
  });

  it('does not tell the app to leave the page after a login with credentials', async () => {
    const { actor, server, emitted } = startAuth();
    actor.send({ type: 'auth.login', credentials: { email: 'a@example.com', password: 'secret' } });
    server.login[0]?.resolve(aTokensResponse(NOW));
    await settle();
    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    expect(emitted).toEqual([]);
  });

  it('fails with invalidToken, and no instruction, when the API refuses the token', async () => {
    const { actor, server, context, emitted } = startAuth();
    actor.send({ type: 'auth.loginWithToken', token: LINK_TOKEN });

    server.fetchUser[0]?.reject(anApiError(401));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'failed' })).toBe(true);
    expect(context()).toMatchObject({
      tokens: null,
      user: null,
      error: { reason: 'invalidToken' },
    });
    expect(emitted).toEqual([]);
  });

  it('ignores a blank token', () => {
    const { actor, server } = startAuth();

    actor.send({ type: 'auth.loginWithToken', token: '  ' });

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(server.fetchUser).toHaveLength(0);
  });

  it('cannot refresh the session: it ends, automatically, when the token expires', async () => {
    const { actor, server, emitted } = startAuth();
    actor.send({ type: 'auth.loginWithToken', token: LINK_TOKEN });
    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    actor.send({ type: 'auth.refresh' });
    await vi.advanceTimersByTimeAsync(600_000 - 1);

    expect(server.refresh).toHaveLength(0);
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);

    await vi.advanceTimersByTimeAsync(1);

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(emitted.at(-1)).toEqual({ type: 'auth.sessionExpired', strategy: 'myAccount' });
  });

  it('replaces an order login', async () => {
    const { actor, server, context } = startAuth();
    actor.send({
      type: 'auth.login',
      strategy: 'myOrder',
      credentials: { order_id: 1, email: 'a@example.com' },
    });
    server.login[0]?.resolve(aTokensResponse(NOW, 'order', 'my-order'));
    await settle();

    actor.send({ type: 'auth.loginWithToken', token: LINK_TOKEN });

    expect(context()).toMatchObject({ strategy: 'myAccount', via: 'token' });
    expect(server.fetchUser.map((call) => call.signal.aborted)).toEqual([true, false]);
  });
});

describe('auth machine: a token that expires far in the future', () => {
  it('stays logged in instead of firing its timers at once', async () => {
    const { actor, server } = startAuth();
    const longLived = aJwt({
      scope: 'my-account',
      kind: 'access',
      exp: NOW / 1000 + 10 * 365 * 86_400,
    });
    actor.send({ type: 'auth.loginWithToken', token: longLived });
    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    await vi.advanceTimersByTimeAsync(60_000);

    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
  });
});
