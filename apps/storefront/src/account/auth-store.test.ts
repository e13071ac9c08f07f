import { parseTd02 } from '@nordshop/browser-state';
import type { AuthEvent, LoginModalEvent } from '@nordshop/account';
import { describe, expect, it } from 'vitest';
import {
  AuthStore,
  LOGGED_OUT,
  snapshotFromStorage,
  type AuthRuntime,
  type AuthSnapshot,
} from './auth-store';

describe('snapshotFromStorage', () => {
  it.each([
    { name: 'nothing stored', stored: null, status: 'loggedOut' },
    { name: 'not JSON', stored: '{"auth": [', status: 'loggedOut' },
    { name: 'a cart only', stored: JSON.stringify({ cart: { items: [] } }), status: 'loggedOut' },
    {
      name: 'an empty access token',
      stored: JSON.stringify({ auth: { strategy: 'myAccount', access_token: '' } }),
      status: 'loggedOut',
    },
    {
      name: 'a stored account session',
      stored: JSON.stringify({
        auth: { strategy: 'myAccount', access_token: 'a.b.c', refresh_token: null },
      }),
      status: 'restoring',
    },
  ])('$name → $status', ({ stored, status }) => {
    expect(snapshotFromStorage(parseTd02(stored)).status).toBe(status);
  });

  const account = JSON.stringify({
    auth: { strategy: 'myAccount', access_token: 'a.b.c', refresh_token: null },
  });
  const order = JSON.stringify({
    experiments: {},
    auth: { strategy: 'myOrder', access_token: 'o.r.d', refresh_token: null },
  });

  it.each([
    { name: "the tab's order login", stored: null, tab: order, strategy: 'myOrder' },
    {
      name: "the tab's order login over an account session",
      stored: account,
      tab: order,
      strategy: 'myOrder',
    },
    {
      name: 'an account session, the tab holding experiments only',
      stored: account,
      tab: '{"experiments":{}}',
      strategy: 'myAccount',
    },
    {
      name: 'an account login stored in the tab (never restored from there)',
      stored: null,
      tab: account,
      strategy: null,
    },
  ])('restores $name as $strategy', ({ stored, tab, strategy }) => {
    const snapshot = snapshotFromStorage(parseTd02(stored), parseTd02(tab));
    expect(snapshot.status).toBe(strategy === null ? 'loggedOut' : 'restoring');
    if (strategy !== null) expect(snapshot.strategy).toBe(strategy);
  });
});

function fakeRuntime(initial: AuthSnapshot) {
  let current = initial;
  const listeners = new Set<() => void>();
  const received: (AuthEvent | LoginModalEvent)[] = [];
  const runtime: AuthRuntime = {
    send: (event) => received.push(event),
    snapshot: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (next: AuthSnapshot) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return { runtime, received, change };
}

describe('AuthStore', () => {
  it('queues events until the machines run, then sends them in order', () => {
    const store = new AuthStore();
    store.send({ type: 'loginModal.open' });
    store.send({ type: 'auth.login', credentials: { email: 'a@example.com', password: 'x' } });
    const { runtime, received } = fakeRuntime(LOGGED_OUT);

    store.attach(runtime);
    store.send({ type: 'auth.logout' });

    expect(received.map((event) => event.type)).toEqual([
      'loginModal.open',
      'auth.login',
      'auth.logout',
    ]);
  });

  it('follows the machines and tells its listeners only about real changes', () => {
    const store = new AuthStore({ ...LOGGED_OUT, status: 'restoring' });
    const { runtime, change } = fakeRuntime(LOGGED_OUT);
    let calls = 0;
    store.subscribe(() => (calls += 1));

    store.attach(runtime);
    expect(store.snapshot().status).toBe('loggedOut');
    change({ ...LOGGED_OUT });
    change({ ...LOGGED_OUT, modal: { open: false, changePassword: false, view: 'login' } });

    expect(calls).toBe(1);
    change({ ...LOGGED_OUT, modal: { open: true, changePassword: false, view: 'forgotPassword' } });
    change({ ...LOGGED_OUT, modal: { open: true, changePassword: false, view: 'createAccount' } });

    expect(calls).toBe(3);
  });

  it('gives the access token to the shop calls only for a logged-in customer', () => {
    const store = new AuthStore();
    const { runtime, change } = fakeRuntime(LOGGED_OUT);
    store.attach(runtime);
    const user = {
      id: 1,
      name: 'A',
      email: 'a@example.com',
      locale: 'sv',
      internal: false,
      category_discounts: {},
      order_id: null,
      current_password_required: true,
      scope: 'my-account' as const,
    };

    change({ ...LOGGED_OUT, status: 'loggedIn', user, accessToken: 'customer' });
    expect(store.customerToken()).toBe('customer');

    change({
      ...LOGGED_OUT,
      status: 'loggedIn',
      strategy: 'myOrder',
      user: { name: 'A', email: 'a@example.com', order_id: 7, scope: 'my-order' },
      accessToken: 'order',
    });
    expect(store.customerToken()).toBeNull();
  });
});
