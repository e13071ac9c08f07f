import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistedAuth } from '../index';
import { aCustomer, aTokensResponse, anApiError, anOrderUser, startAuth } from '../testing';

const NOW = Date.UTC(2025, 10, 22, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** Lets answered promises reach the machine. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const account = { email: 'alva@example.com', password: 'secret' };

describe('auth machine: login', () => {
  it('starts logged out without a stored session', () => {
    const { actor, context } = startAuth();

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(context()).toMatchObject({
      user: null,
      tokens: null,
      error: null,
      strategy: 'myAccount',
    });
  });

  it('logs in with myAccount by default: tokens, then the profile, then logged in', async () => {
    const { actor, server, context } = startAuth();

    actor.send({ type: 'auth.login', credentials: account });

    expect(actor.getSnapshot().matches({ authenticating: 'loggingIn' })).toBe(true);
    expect(server.login[0]?.input).toEqual({ strategy: 'myAccount', credentials: account });

    const tokens = aTokensResponse(NOW);
    server.login[0]?.resolve(tokens);
    await settle();

    expect(actor.getSnapshot().matches({ authenticating: 'fetchingUser' })).toBe(true);
    expect(server.fetchUser[0]?.input).toEqual({
      strategy: 'myAccount',
      accessToken: tokens.access_token,
    });
    expect(context().tokens).toEqual({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      refreshByCookie: true,
      expiresAt: NOW + 3_600_000,
    });

    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(context()).toMatchObject({ user: aCustomer(), via: 'credentials', error: null });
  });

  it('logs in with myOrder: order number and e-mail, then the order info', async () => {
    const { actor, server, context } = startAuth();
    const credentials = { order_id: '1042', email: 'alva@example.com' };

    actor.send({ type: 'auth.login', strategy: 'myOrder', credentials });
    server.login[0]?.resolve(aTokensResponse(NOW, '1', 'my-order'));
    await settle();
    server.fetchUser[0]?.resolve(anOrderUser());
    await settle();

    expect(server.login[0]?.input).toEqual({ strategy: 'myOrder', credentials });
    expect(server.fetchUser[0]?.input.strategy).toBe('myOrder');
    expect(context()).toMatchObject({
      strategy: 'myOrder',
      user: { scope: 'my-order', order_id: 1042 },
    });
  });

  it.each([
    {
      name: 'wrong credentials (401)',
      status: 401,
      reason: 'wrongCredentials',
      code: 'unauthorized',
    },
    { name: 'rate limiting (429)', status: 429, reason: 'rateLimited', code: 'too_many_requests' },
    { name: 'an unavailable API (503)', status: 503, reason: 'unavailable', code: 'unavailable' },
  ])('shows the failure of $name and stays logged out', async ({ status, reason, code }) => {
    const { actor, server, context } = startAuth();

    actor.send({ type: 'auth.login', credentials: account });
    server.login[0]?.reject(anApiError(status, 'E-mail or password is wrong'));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'failed' })).toBe(true);
    expect(context()).toMatchObject({
      user: null,
      tokens: null,
      error: {
        type: 'auth.loginFailed',
        reason,
        status,
        code,
        message: 'E-mail or password is wrong',
      },
    });
    expect(server.fetchUser).toHaveLength(0);
  });

  it('refuses invalid credentials without a call, naming every wrong field', () => {
    const { actor, server, context } = startAuth();

    actor.send({ type: 'auth.login', credentials: { email: 'alva', password: '' } });

    expect(server.login).toHaveLength(0);
    expect(actor.getSnapshot().matches({ loggedOut: 'failed' })).toBe(true);
    expect(context().error).toMatchObject({ reason: 'invalidInput', status: null });
    expect(Object.keys(context().error?.fields ?? {}).sort()).toEqual(['email', 'password']);
  });

  it('fails the login and forgets the tokens when the profile cannot be fetched', async () => {
    const { actor, server, context } = startAuth();
    actor.send({ type: 'auth.login', credentials: account });
    server.login[0]?.resolve(aTokensResponse(NOW));
    await settle();

    server.fetchUser[0]?.reject(anApiError(503));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'failed' })).toBe(true);
    expect(context()).toMatchObject({ tokens: null, user: null, error: { reason: 'unavailable' } });
    expect(persistedAuth(context())).toBeNull();
  });

  it('clears the failure on the next login and on auth.dismissError', async () => {
    const { actor, server, context } = startAuth();
    actor.send({ type: 'auth.login', credentials: account });
    server.login[0]?.reject(anApiError(401));
    await settle();

    actor.send({ type: 'auth.dismissError' });

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(context().error).toBeNull();

    actor.send({ type: 'auth.login', credentials: account });
    server.login[1]?.reject(anApiError(401));
    await settle();
    actor.send({ type: 'auth.login', credentials: account });

    expect(context().error).toBeNull();
  });

  it('ignores auth.dismissError and auth.refresh while logged out', () => {
    const { actor, server } = startAuth();

    actor.send({ type: 'auth.dismissError' });
    actor.send({ type: 'auth.refresh' });

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(server.refresh).toHaveLength(0);
  });

  it('ends the current session when a new login starts', async () => {
    const { actor, server, context } = startAuth();
    actor.send({ type: 'auth.login', credentials: account });
    server.login[0]?.resolve(aTokensResponse(NOW));
    await settle();
    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    actor.send({
      type: 'auth.login',
      strategy: 'myOrder',
      credentials: { order_id: 1042, email: 'alva@example.com' },
    });

    expect(context()).toMatchObject({ user: null, tokens: null, strategy: 'myOrder' });
    expect(actor.getSnapshot().matches({ authenticating: 'loggingIn' })).toBe(true);
  });
});

describe('auth machine: answers out of order', () => {
  it('applies only the newer login when two answers arrive in reverse order', async () => {
    const { actor, server, context } = startAuth();
    actor.send({ type: 'auth.login', credentials: { email: 'old@example.com', password: 'a' } });
    actor.send({ type: 'auth.login', credentials: { email: 'new@example.com', password: 'b' } });
    const newer = aTokensResponse(NOW, 'new');

    server.login[1]?.resolve(newer);
    await settle();
    server.login[0]?.resolve(aTokensResponse(NOW, 'old'));
    await settle();

    expect(context().tokens?.access_token).toBe(newer.access_token);
    expect(server.fetchUser.map((call) => call.input.accessToken)).toEqual([newer.access_token]);
  });

  it('ignores the older login answer while the newer request is still open', async () => {
    const { actor, server, context } = startAuth();
    actor.send({ type: 'auth.login', credentials: account });
    actor.send({ type: 'auth.login', credentials: account });

    server.login[0]?.resolve(aTokensResponse(NOW, 'old'));
    await settle();

    expect(actor.getSnapshot().matches({ authenticating: 'loggingIn' })).toBe(true);
    expect(context().tokens).toBeNull();
    expect(server.login.map((call) => call.signal.aborted)).toEqual([true, false]);
  });

  it('ignores a failure of a superseded login', async () => {
    const { actor, server, context } = startAuth();
    actor.send({ type: 'auth.login', credentials: account });
    actor.send({ type: 'auth.login', credentials: account });

    server.login[0]?.reject(anApiError(401));
    await settle();

    expect(context().error).toBeNull();
    expect(actor.getSnapshot().matches({ authenticating: 'loggingIn' })).toBe(true);
  });

  it('ignores the profile of a session that a newer login replaced', async () => {
    const { actor, server, context } = startAuth();
    actor.send({ type: 'auth.login', credentials: account });
    server.login[0]?.resolve(aTokensResponse(NOW));
    await settle();
    actor.send({
      type: 'auth.login',
      strategy: 'myOrder',
      credentials: { order_id: 1, email: 'a@example.com' },
    });

    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    expect(context().user).toBeNull();
    expect(actor.getSnapshot().matches({ authenticating: 'loggingIn' })).toBe(true);
  });

  it('drops a login in flight on logout, without any call', async () => {
    const { actor, server, context } = startAuth();
    actor.send({ type: 'auth.login', credentials: account });

    actor.send({ type: 'auth.logout' });
    server.login[0]?.resolve(aTokensResponse(NOW));
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true);
    expect(context().tokens).toBeNull();
    expect(server.login[0]?.signal.aborted).toBe(true);
    expect([server.login.length, server.refresh.length, server.fetchUser.length]).toEqual([
      1, 0, 0,
    ]);
  });
});
