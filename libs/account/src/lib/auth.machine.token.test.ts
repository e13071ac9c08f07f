import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistedAuth, persistedTabAuth } from '../index';
import { aCustomer, aTokensResponse, anApiError, anOrderUser, startAuth } from '../testing';

const NOW = Date.UTC(2025, 10, 22, 12, 0, 0);
/** A login link's token as the e-mail carries it: opaque to the client. */
const LINK_TOKEN = 'q7Yb1m-login-link-token';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

/** Sends a login link and answers the exchange and the profile. */
async function linkLoggedIn(user = aCustomer()) {
  const started = startAuth();
  started.actor.send({ type: 'auth.loginWithToken', token: LINK_TOKEN });
  started.server.linkLogin[0]?.resolve(aTokensResponse(NOW, 'link'));
  await settle();
  started.server.fetchUser[0]?.resolve(user);
  await settle();
  return started;
}

describe('auth machine: the token query parameter (an e-mailed login link)', () => {
  it('exchanges the link’s token for a session of the account, then fetches the profile with it', async () => {
    const { actor, server, context } = startAuth();

    actor.send({ type: 'auth.loginWithToken', token: ` ${LINK_TOKEN} ` });

    expect(server.login).toHaveLength(0);
    expect(server.fetchUser).toHaveLength(0);
    expect(server.linkLogin[0]?.input).toEqual({ strategy: 'myAccount', token: LINK_TOKEN });
    expect(context()).toMatchObject({ strategy: 'myAccount', via: 'token', tokens: null });

    const tokens = aTokensResponse(NOW, 'link');
    server.linkLogin[0]?.resolve(tokens);
    await settle();

    expect(server.fetchUser[0]?.input).toEqual({
      strategy: 'myAccount',
      accessToken: tokens.access_token,
    });
  });

  it('logs in and tells the app to clear the checkout and go to my-account-orders', async () => {
    const { actor, context, emitted } = await linkLoggedIn();

    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(context().user).toEqual(aCustomer());
    expect(emitted).toEqual([
      { type: 'auth.tokenLoginSucceeded', clearCheckout: true, redirectTo: 'my-account-orders' },
    ]);
    // The session is an ordinary one: its refresh token stays in the API's HttpOnly cookie.
    expect(persistedAuth(context())).toEqual({
      strategy: 'myAccount',
      access_token: aTokensResponse(NOW, 'link').access_token,
      refresh_token: null,
      refresh_cookie: true,
    });
  });

  it('keeps the profile’s word that the current password is not needed', async () => {
    const { context } = await linkLoggedIn(aCustomer({ current_password_required: false }));

    expect(context().user).toMatchObject({ current_password_required: false });
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

  it.each([
    { name: 'a used, expired or unknown link (401)', status: 401, reason: 'invalidToken' },
    { name: 'too many link logins (429)', status: 429, reason: 'rateLimited' },
    { name: 'an API that is down (503)', status: 503, reason: 'unavailable' },
  ])('fails and tells the app when the API refuses $name', async ({ status, reason }) => {
    const { actor, server, context, emitted } = startAuth();
    actor.send({ type: 'auth.loginWithToken', token: LINK_TOKEN });

    server.linkLogin[0]?.reject(anApiError(status));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'failed' })).toBe(true);
    expect(context()).toMatchObject({ tokens: null, user: null, error: { reason } });
    expect(server.fetchUser).toHaveLength(0);
    expect(emitted).toEqual([
      {
        type: 'auth.tokenLoginFailed',
        strategy: 'myAccount',
        failure: expect.objectContaining({ reason, status }) as unknown,
      },
    ]);
  });

  it('fails with invalidToken when the new session’s profile is refused', async () => {
    const { actor, server, context, emitted } = startAuth();
    actor.send({ type: 'auth.loginWithToken', token: LINK_TOKEN });
    server.linkLogin[0]?.resolve(aTokensResponse(NOW, 'link'));
    await settle();

    server.fetchUser[0]?.reject(anApiError(401));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'failed' })).toBe(true);
    expect(context().error).toMatchObject({ reason: 'invalidToken' });
    expect(emitted.map((event) => event.type)).toEqual(['auth.tokenLoginFailed']);
  });

  it('ignores a blank token', () => {
    const { actor, server } = startAuth();

    actor.send({ type: 'auth.loginWithToken', token: '  ' });

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(server.linkLogin).toHaveLength(0);
  });

  it('refreshes the session before it expires, like any login', async () => {
    const { actor, server } = await linkLoggedIn();

    await vi.advanceTimersByTimeAsync(3600_000 - 60_000);

    expect(server.refresh[0]?.input).toMatchObject({
      strategy: 'myAccount',
      refreshByCookie: true,
    });
    expect(actor.getSnapshot().matches({ loggedIn: 'refreshing' })).toBe(true);
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
    expect(server.fetchUser.map((call) => call.signal.aborted)).toEqual([true]);
    expect(server.linkLogin).toHaveLength(1);
  });

  it('is superseded by a newer login, whose answer wins', async () => {
    const { actor, server, context, emitted } = startAuth();
    actor.send({ type: 'auth.loginWithToken', token: LINK_TOKEN });
    actor.send({ type: 'auth.login', credentials: { email: 'a@example.com', password: 'secret' } });

    expect(server.linkLogin[0]?.signal.aborted).toBe(true);
    server.login[0]?.resolve(aTokensResponse(NOW, 'credentials'));
    await settle();
    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    expect(context().via).toBe('credentials');
    expect(emitted).toEqual([]);
  });
});

describe('auth machine: the order_link query parameter (an order’s tracking link)', () => {
  it('exchanges the link for a session of that order, kept in the tab', async () => {
    const { actor, server, context, emitted } = startAuth();

    actor.send({ type: 'auth.loginWithOrderLink', token: ' order-link-token ' });

    expect(server.linkLogin[0]?.input).toEqual({ strategy: 'myOrder', token: 'order-link-token' });
    const tokens = aTokensResponse(NOW, 'order-link', 'my-order');
    server.linkLogin[0]?.resolve(tokens);
    await settle();
    expect(server.fetchUser[0]?.input).toEqual({
      strategy: 'myOrder',
      accessToken: tokens.access_token,
    });
    server.fetchUser[0]?.resolve(anOrderUser());
    await settle();

    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(context().user).toEqual(anOrderUser());
    // The order's page shows the order: no instruction to go anywhere.
    expect(emitted).toEqual([]);
    expect(persistedAuth(context())).toBeNull();
    expect(persistedTabAuth(context())).toMatchObject({
      strategy: 'myOrder',
      access_token: tokens.access_token,
    });
  });

  it('fails with invalidToken and tells the app when the link is refused', async () => {
    const { actor, server, context, emitted } = startAuth();
    actor.send({ type: 'auth.loginWithOrderLink', token: 'forged' });

    server.linkLogin[0]?.reject(anApiError(401));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'failed' })).toBe(true);
    expect(context()).toMatchObject({ strategy: 'myOrder', error: { reason: 'invalidToken' } });
    expect(emitted).toEqual([
      {
        type: 'auth.tokenLoginFailed',
        strategy: 'myOrder',
        failure: expect.objectContaining({ reason: 'invalidToken' }) as unknown,
      },
    ]);
  });

  it('ignores a blank link', () => {
    const { actor, server } = startAuth();

    actor.send({ type: 'auth.loginWithOrderLink', token: '' });

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(server.linkLogin).toHaveLength(0);
  });
});
