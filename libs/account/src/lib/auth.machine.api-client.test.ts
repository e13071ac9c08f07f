import {
  LinkLoginRequestSchema,
  LoginRequestSchema,
  OrderLoginRequestSchema,
  createApiClient,
} from '@nordshop/api-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { REFRESH_LEAD_MS, TOKEN_MAX_AGE_SECONDS, authActors, authMachine } from '../index';
import { aTokensResponse } from '../testing';

const NOW = Date.UTC(2025, 10, 22, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

interface SeenCall {
  readonly method: string;
  readonly path: string;
  readonly bearer: string | null;
  readonly body: unknown;
}

/** A server that answers like apps/api's auth routes, checking bodies with the contract. */
function fakeServer() {
  const calls: SeenCall[] = [];
  let issued = 0;
  const issue = (scope: 'my-account' | 'my-order') => {
    issued += 1;
    return Response.json(aTokensResponse(Date.now(), String(issued), scope));
  };
  const fetch = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
    calls.push({ method: request.method, path: pathname, bearer, body });
    switch (pathname) {
      case '/api/auth/login': {
        const { password } = LoginRequestSchema.parse(body);
        return password === 'secret'
          ? issue('my-account')
          : Response.json(
              { error: 'unauthorized', message: 'E-mail or password is wrong' },
              { status: 401 },
            );
      }
      case '/api/auth/link-login':
        return LinkLoginRequestSchema.parse(body).token === 'fresh-link'
          ? issue('my-account')
          : Response.json(
              { error: 'unauthorized', message: 'The link is used or expired' },
              { status: 401 },
            );
      case '/api/order-auth/link-login':
        LinkLoginRequestSchema.parse(body);
        return issue('my-order');
      case '/api/auth/refresh':
        return issue('my-account');
      case '/api/auth/profile':
        return Response.json({
          user: {
            id: 7,
            name: 'Alva Lind',
            email: 'alva@example.com',
            locale: 'sv',
            internal: false,
            category_discounts: {},
            order_id: null,
          },
        });
      case '/api/order-auth/login':
        OrderLoginRequestSchema.parse(body);
        return issue('my-order');
      case '/api/order-auth/info':
        return Response.json({
          user: { name: 'Alva Lind', email: 'alva@example.com', order_id: 1042 },
        });
      default:
        return Response.json({ error: 'not_found', message: pathname }, { status: 404 });
    }
  };
  return { fetch, calls };
}

function start() {
  const server = fakeServer();
  const api = createApiClient({ baseUrl: 'http://shop.test', locale: 'sv', fetch: server.fetch });
  const actor = createActor(authMachine.provide({ actors: authActors(api) }), {
    input: { now: () => Date.now() },
  }).start();
  return { actor, server };
}

describe('auth machine with the API client', () => {
  it('logs in, fetches the profile with the access token, refreshes by the session’s refresh cookie', async () => {
    const { actor, server } = start();

    actor.send({
      type: 'auth.login',
      credentials: { email: 'alva@example.com', password: 'secret' },
    });
    await settle();
    await settle();

    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toMatchObject({
      scope: 'my-account',
      name: 'Alva Lind',
      order_id: null,
      // A profile without the field asks for the current password.
      current_password_required: true,
    });
    const [login, profile] = server.calls;
    const issued = aTokensResponse(NOW, '1');
    expect(login).toEqual({
      method: 'POST',
      path: '/api/auth/login',
      bearer: null,
      body: { email: 'alva@example.com', password: 'secret' },
    });
    expect(profile).toMatchObject({
      method: 'GET',
      path: '/api/auth/profile',
      bearer: issued.access_token,
    });

    await vi.advanceTimersByTimeAsync(TOKEN_MAX_AGE_SECONDS * 1000 - REFRESH_LEAD_MS);
    await settle();

    // The HttpOnly cookie holds the session's newest refresh token: no Bearer token is sent.
    expect(server.calls[2]).toEqual({
      method: 'POST',
      path: '/api/auth/refresh',
      bearer: null,
      body: undefined,
    });
    expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
  });

  it('keeps the API’s 401 as wrong credentials', async () => {
    const { actor } = start();

    actor.send({
      type: 'auth.login',
      credentials: { email: 'alva@example.com', password: 'wrong' },
    });
    await settle();

    expect(actor.getSnapshot().matches({ loggedOut: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({
      reason: 'wrongCredentials',
      status: 401,
      code: 'unauthorized',
      message: 'E-mail or password is wrong',
    });
  });

  it('logs in to an order and reads the order info', async () => {
    const { actor, server } = start();

    actor.send({
      type: 'auth.login',
      strategy: 'myOrder',
      credentials: { order_id: '1042', email: 'alva@example.com' },
    });
    await settle();
    await settle();

    expect(server.calls.map((call) => call.path)).toEqual([
      '/api/order-auth/login',
      '/api/order-auth/info',
    ]);
    expect(actor.getSnapshot().context.user).toEqual({
      scope: 'my-order',
      name: 'Alva Lind',
      email: 'alva@example.com',
      order_id: 1042,
    });
  });

  it('exchanges a login link’s token and reads the profile with the new session', async () => {
    const { actor, server } = start();

    actor.send({ type: 'auth.loginWithToken', token: 'fresh-link' });
    await settle();
    await settle();

    expect(server.calls.slice(0, 2)).toEqual([
      { method: 'POST', path: '/api/auth/link-login', bearer: null, body: { token: 'fresh-link' } },
      {
        method: 'GET',
        path: '/api/auth/profile',
        bearer: aTokensResponse(NOW, '1').access_token,
        body: undefined,
      },
    ]);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
  });

  it('keeps the API’s 401 for a used login link as invalidToken', async () => {
    const { actor } = start();

    actor.send({ type: 'auth.loginWithToken', token: 'used-link' });
    await settle();

    expect(actor.getSnapshot().context.error).toMatchObject({
      reason: 'invalidToken',
      status: 401,
    });
  });

  it('logs in to an order by its tracking link', async () => {
    const { actor, server } = start();

    actor.send({ type: 'auth.loginWithOrderLink', token: 'order-link' });
    await settle();
    await settle();

    expect(server.calls.map((call) => call.path)).toEqual([
      '/api/order-auth/link-login',
      '/api/order-auth/info',
    ]);
    expect(actor.getSnapshot().context.user).toMatchObject({ scope: 'my-order', order_id: 1042 });
  });

  it('makes no call on logout', async () => {
    const { actor, server } = start();
    actor.send({
      type: 'auth.login',
      credentials: { email: 'alva@example.com', password: 'secret' },
    });
    await settle();
    await settle();
    const before = server.calls.length;

    actor.send({ type: 'auth.logout' });
    await vi.advanceTimersByTimeAsync(TOKEN_MAX_AGE_SECONDS * 1000);

    expect(server.calls).toHaveLength(before);
  });
});
