import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_STORAGE_FIELD,
  globalAccessToken,
  persistedAuth,
  persistedAuthPatch,
  readPersistedAuth,
} from '../index';
import { parseTd02, patchTd02 } from '@nordshop/browser-state';
import { memoryStorage } from '@nordshop/browser-state/testing';
import { aCustomer, aTokensResponse, anOrderUser, startAuth } from '../testing';

const NOW = Date.UTC(2025, 10, 22, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

/**
 * The app's wiring in miniature: a local storage value (with a cart beside the auth) that every
 * snapshot is written to, and the list of every value written.
 */
function withLocalStorage(started: ReturnType<typeof startAuth>) {
  const local = memoryStorage({ cart: { items: [] } });
  const writes: string[] = [];
  started.actor.subscribe((snapshot) => {
    patchTd02(local, persistedAuthPatch(persistedAuth(snapshot.context)));
    writes.push(local.stored() ?? '');
  });
  return { writes, stored: local.stored };
}

describe('auth machine: what is stored', () => {
  it('stores a myAccount session, keeps the cart, and forgets the session on logout', async () => {
    const started = startAuth();
    const storage = withLocalStorage(started);
    const tokens = aTokensResponse(NOW);
    started.actor.send({
      type: 'auth.login',
      credentials: { email: 'a@example.com', password: 'x' },
    });
    started.server.login[0]?.resolve(tokens);
    await settle();
    started.server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    expect(readPersistedAuth(parseTd02(storage.stored()))).toEqual({
      strategy: 'myAccount',
      access_token: tokens.access_token,
      refresh_token: null,
      refresh_cookie: true,
    });
    expect(storage.stored()).not.toContain(tokens.refresh_token);

    started.actor.send({ type: 'auth.logout' });

    expect(JSON.parse(storage.stored() ?? '')).toEqual({ cart: { items: [] } });
  });

  it('never writes a myOrder token to local storage', async () => {
    const started = startAuth();
    const storage = withLocalStorage(started);
    const tokens = aTokensResponse(NOW, 'order', 'my-order');
    started.actor.send({
      type: 'auth.login',
      strategy: 'myOrder',
      credentials: { order_id: 1042, email: 'a@example.com' },
    });
    started.server.login[0]?.resolve(tokens);
    await settle();
    started.server.fetchUser[0]?.resolve(anOrderUser());
    await settle();
    await vi.advanceTimersByTimeAsync(3_600_000);
    const renewed = aTokensResponse(Date.now(), 'renewed', 'my-order');
    started.server.refresh[0]?.resolve(renewed);
    await settle();

    expect(started.actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
    expect(started.context().tokens?.access_token).toBe(renewed.access_token);
    for (const written of storage.writes) {
      expect(written).not.toContain(tokens.access_token);
      expect(written).not.toContain(tokens.refresh_token);
      expect(written).not.toContain(renewed.refresh_token);
      expect(JSON.parse(written)).not.toHaveProperty(AUTH_STORAGE_FIELD);
    }
  });

  it('drops a stored myAccount session when an order login replaces it', async () => {
    const started = startAuth();
    const storage = withLocalStorage(started);
    started.actor.send({
      type: 'auth.login',
      credentials: { email: 'a@example.com', password: 'x' },
    });
    started.server.login[0]?.resolve(aTokensResponse(NOW));
    await settle();

    started.actor.send({
      type: 'auth.login',
      strategy: 'myOrder',
      credentials: { order_id: 1, email: 'a@example.com' },
    });
    started.server.login[1]?.resolve(aTokensResponse(NOW, 'order', 'my-order'));
    await settle();

    expect(readPersistedAuth(parseTd02(storage.stored()))).toBeNull();
  });
});

describe('globalAccessToken', () => {
  it('is the logged-in customer’s access token', async () => {
    const { actor, server, context } = startAuth();
    const tokens = aTokensResponse(NOW);
    actor.send({ type: 'auth.login', credentials: { email: 'a@example.com', password: 'x' } });
    server.login[0]?.resolve(tokens);
    await settle();

    expect(globalAccessToken(context())).toBeNull();

    server.fetchUser[0]?.resolve(aCustomer());
    await settle();

    expect(globalAccessToken(context())).toBe(tokens.access_token);
  });

  it('is null for an order login, whose token is not global', async () => {
    const { actor, server, context } = startAuth();
    actor.send({
      type: 'auth.login',
      strategy: 'myOrder',
      credentials: { order_id: 1, email: 'a@example.com' },
    });
    server.login[0]?.resolve(aTokensResponse(NOW, 'order', 'my-order'));
    await settle();
    server.fetchUser[0]?.resolve(anOrderUser());
    await settle();

    expect(globalAccessToken(context())).toBeNull();
    expect(context().tokens).not.toBeNull();
  });
});
