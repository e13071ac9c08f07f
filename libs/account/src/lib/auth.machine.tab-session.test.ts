import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STORAGE_FIELD,
  accountButtonTarget,
  persistedAuth,
  persistedTabAuth,
  persistedAuthPatch,
  readPersistedAuth,
} from '../index';
import { parseTd02, patchTd02, readTd02 } from '@nordshop/browser-state';
import { memoryStorage } from '@nordshop/browser-state/testing';
import { aCustomer, aJwt, aTokensResponse, anOrderUser, startAuth } from '../testing';

const NOW = Date.UTC(2025, 10, 22, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

/**
 * The app's wiring in miniature, for one browser tab: the local storage value (with a cart beside
 * the auth) and the tab's session storage value, both written on every snapshot, as
 * account/auth-runtime.tsx does.
 */
function simulatedStorage() {
  const local = memoryStorage({ cart: { items: [] } });
  const session = memoryStorage({ experiments: { search_provider: 'internal' } });
  const storage = {
    local,
    session,
    get localValue() {
      return readTd02(local);
    },
    get sessionValue() {
      return readTd02(session);
    },
  };
  const wire = (started: ReturnType<typeof startAuth>) =>
    started.actor.subscribe((snapshot) => {
      patchTd02(local, persistedAuthPatch(persistedAuth(snapshot.context)));
      patchTd02(session, persistedAuthPatch(persistedTabAuth(snapshot.context)));
    });
  /** Starts the machine the way a (re)loaded page does: from what both storages hold. */
  const start = () => {
    const started = startAuth({
      stored: readPersistedAuth(storage.localValue),
      storedInTab: readPersistedAuth(storage.sessionValue, 'myOrder'),
    });
    wire(started);
    return started;
  };
  return { storage, wire, start };
}

async function orderLogin(started: ReturnType<typeof startAuth>) {
  const tokens = aTokensResponse(NOW, 'order', 'my-order');
  started.actor.send({
    type: 'auth.login',
    strategy: 'myOrder',
    credentials: { order_id: 1042, email: 'alva@example.com' },
  });
  started.server.login.at(-1)?.resolve(tokens);
  await settle();
  started.server.fetchUser.at(-1)?.resolve(anOrderUser());
  await settle();
  return tokens;
}

describe('auth machine: an order login in the tab', () => {
  it('keeps the order login in session storage only, without its refresh token', async () => {
    const tab = simulatedStorage();
    const tokens = await orderLogin(tab.start());

    expect(readPersistedAuth(tab.storage.sessionValue, 'myOrder')).toEqual({
      strategy: 'myOrder',
      access_token: tokens.access_token,
      refresh_token: null,
      refresh_cookie: true,
    });
    expect(tab.storage.session.stored()).not.toContain(tokens.refresh_token);
    expect(JSON.parse(tab.storage.session.stored() ?? '')).toHaveProperty('experiments');
    expect(JSON.parse(tab.storage.local.stored() ?? '')).toEqual({ cart: { items: [] } });
  });

  it('is logged in as the order again after a reload, and the account button leads to the order', async () => {
    const tab = simulatedStorage();
    const tokens = await orderLogin(tab.start());

    const reloaded = tab.start();

    expect(reloaded.actor.getSnapshot().matches({ authenticating: 'fetchingUser' })).toBe(true);
    expect(reloaded.server.fetchUser[0]?.input).toEqual({
      strategy: 'myOrder',
      accessToken: tokens.access_token,
    });
    reloaded.server.fetchUser[0]?.resolve(anOrderUser());
    await settle();

    expect(reloaded.actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(reloaded.context()).toMatchObject({ strategy: 'myOrder', via: 'restore' });
    expect(accountButtonTarget(reloaded.context().user)).toEqual({
      type: 'my-order',
      orderId: '1042',
    });
  });

  it('refreshes an expired order login by the refresh cookie after a reload', async () => {
    const tab = simulatedStorage();
    patchTd02(
      tab.storage.session,
      persistedAuthPatch({
        strategy: 'myOrder',
        access_token: aJwt({ scope: 'my-order', kind: 'access', exp: (NOW - 1_000) / 1000 }),
        refresh_token: null,
        refresh_cookie: true,
      }),
    );

    const expired = readPersistedAuth(tab.storage.sessionValue, 'myOrder')?.access_token;
    const reloaded = tab.start();

    expect(reloaded.actor.getSnapshot().matches({ authenticating: 'refreshing' })).toBe(true);
    expect(reloaded.server.refresh[0]?.input).toEqual({
      strategy: 'myOrder',
      refreshToken: '',
      refreshByCookie: true,
      accessToken: expired,
    });
    const renewed = aTokensResponse(NOW, 'renewed', 'my-order');
    reloaded.server.refresh[0]?.resolve(renewed);
    await settle();
    reloaded.server.fetchUser[0]?.resolve(anOrderUser());
    await settle();

    expect(reloaded.context().user).toEqual(anOrderUser());
    expect(readPersistedAuth(tab.storage.sessionValue, 'myOrder')?.access_token).toBe(
      renewed.access_token,
    );
  });

  it('forgets the order login on logout, and when a customer logs in', async () => {
    const tab = simulatedStorage();
    const started = tab.start();
    await orderLogin(started);
    started.actor.send({ type: 'auth.logout' });
    expect(JSON.parse(tab.storage.session.stored() ?? '')).not.toHaveProperty(AUTH_STORAGE_FIELD);

    await orderLogin(started);
    started.actor.send({
      type: 'auth.login',
      credentials: { email: 'a@example.com', password: 'x' },
    });
    started.server.login.at(-1)?.resolve(aTokensResponse(NOW, 'customer'));
    await settle();
    started.server.fetchUser.at(-1)?.resolve(aCustomer());
    await settle();

    expect(readPersistedAuth(tab.storage.sessionValue, 'myOrder')).toBeNull();
    expect(readPersistedAuth(tab.storage.localValue)?.strategy).toBe('myAccount');
  });

  it('takes the tab’s order login over an account session stored by another tab', () => {
    const account = {
      strategy: 'myAccount',
      access_token: aJwt({ kind: 'access', exp: (NOW + 1_800_000) / 1000 }),
      refresh_token: null,
      refresh_cookie: true,
    } as const;
    const order = { ...account, strategy: 'myOrder' } as const;

    const { context, server } = startAuth({ stored: account, storedInTab: order });

    expect(context().strategy).toBe('myOrder');
    expect(server.fetchUser[0]?.input.strategy).toBe('myOrder');
  });

  it('never restores a myAccount session from session storage, nor an order login from local storage', () => {
    const session = {
      strategy: 'myAccount',
      access_token: 'a.b.c',
      refresh_token: null,
      refresh_cookie: true,
    } as const;
    const stored = (auth: typeof session | { strategy: 'myOrder' }) =>
      parseTd02(JSON.stringify(persistedAuthPatch({ ...session, ...auth })));
    expect(readPersistedAuth(stored(session), 'myOrder')).toBeNull();
    expect(readPersistedAuth(stored({ strategy: 'myOrder' }))).toBeNull();
    expect(startAuth({ storedInTab: session }).context().tokens).toBeNull();
  });
});
