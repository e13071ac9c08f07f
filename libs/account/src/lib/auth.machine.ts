import type { TokensResponse } from '@nordshop/api-contract';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { FetchUserInput, LinkLoginInput, RefreshInput } from './auth-actors';
import type { AuthContext, AuthMachineInput } from './auth-context';
import { authContextFrom } from './auth-context';
import { DEFAULT_AUTH_STRATEGY } from './auth-strategy';
import type { AuthEmitted, AuthEvent } from './auth-event';
import type { AuthUser } from './auth-user';
import { userAfterPasswordChange } from './auth-user';
import { errorStatus, loginFailure } from './login-failure';
import type { LoginInput } from './login-request';
import { checkLogin, loginInputOf } from './login-request';
import { expiryDelay, refreshDelay } from './refresh-delay';
import { restorePlan } from './restore-plan';
import { canRefreshSession, sessionTokensFrom } from './session-tokens';
import { noSession, provideActor, refreshInputOf } from './auth-machine-parts';

export type { AuthEmitted, AuthEvent } from './auth-event';

/**
 * Login, refresh, profile and logout for the strategies myAccount and myOrder (spec sections 4,
 * 6, 7). A login stores the tokens, then fetches the user (profile or order info) and is logged in.
 * The access token is refreshed 60 s before it expires; a failed refresh logs out (automatic
 * logout). A stored session is restored on start (an expired one is refreshed once). Logout makes
 * no call. A newer login supersedes one in flight, whose answer is then ignored. An e-mailed link
 * (`auth.loginWithToken`, `auth.loginWithOrderLink`) is exchanged for a session like a login.
 * The app provides the actors `login`, `linkLogin`, `refresh` and `fetchUser` (see `authActors`).
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthMachineInput,
    emitted: {} as AuthEmitted,
  },
  actors: {
    login: fromPromise<TokensResponse, LoginInput>(provideActor('login')),
    linkLogin: fromPromise<TokensResponse, LinkLoginInput>(provideActor('linkLogin')),
    refresh: fromPromise<TokensResponse, RefreshInput>(provideActor('refresh')),
    fetchUser: fromPromise<AuthUser, FetchUserInput>(provideActor('fetchUser')),
  },
  delays: {
    refreshDue: ({ context }) => refreshDelay(context.tokens?.expiresAt ?? 0, context.now()),
    accessExpired: ({ context }) => expiryDelay(context.tokens?.expiresAt ?? 0, context.now()),
  },
  guards: {
    isValidLogin: ({ event }) => {
      assertEvent(event, 'auth.login');
      return checkLogin(event).type === 'valid';
    },
    hasToken: ({ event }) => {
      assertEvent(event, ['auth.loginWithToken', 'auth.loginWithOrderLink']);
      return event.token.trim() !== '';
    },
    restoreFetchesUser: ({ context }) => restorePlan(context.tokens, context.now()) === 'fetchUser',
    restoreRefreshes: ({ context }) => restorePlan(context.tokens, context.now()) === 'refresh',
    canRefresh: ({ context }) => canRefreshSession(context.tokens),
    isRestoring: ({ context }) => context.via === 'restore',
    isTokenLogin: ({ context }) => context.via === 'token',
    isAccountTokenLogin: ({ context }) =>
      context.via === 'token' && context.strategy === 'myAccount',
    /** Restoring, the stored access token was refused (e.g. a clock ahead of the server's): refresh once. */
    mayRefreshRestored: ({ context, event }) =>
      context.via === 'restore' &&
      !context.refreshTried &&
      canRefreshSession(context.tokens) &&
      'error' in event &&
      errorStatus(event.error) === 401,
  },
  actions: {
    startLogin: assign(({ event }) => {
      assertEvent(event, 'auth.login');
      return {
        ...noSession,
        strategy: event.strategy ?? DEFAULT_AUTH_STRATEGY,
        via: 'credentials',
        error: null,
      };
    }),
    refuseLogin: assign(({ event }) => {
      assertEvent(event, 'auth.login');
      const checked = checkLogin(event);
      return {
        ...noSession,
        strategy: event.strategy ?? DEFAULT_AUTH_STRATEGY,
        error: checked.type === 'invalid' ? checked.failure : null,
      };
    }),
    startTokenLogin: assign(({ event }) => {
      assertEvent(event, ['auth.loginWithToken', 'auth.loginWithOrderLink']);
      return {
        ...noSession,
        strategy: event.type === 'auth.loginWithOrderLink' ? 'myOrder' : 'myAccount',
        via: 'token',
        error: null,
      };
    }),
    setTokens: assign(({ context }, answer: TokensResponse) => ({
      tokens: sessionTokensFrom(answer, context.now()),
    })),
    setUser: assign((_, user: AuthUser) => ({ user })),
    renewSession: assign(({ context, event }) => {
      assertEvent(event, 'auth.sessionRenewed');
      return {
        tokens: sessionTokensFrom(event.tokens, context.now()),
        user: context.user ? userAfterPasswordChange(context.user) : null,
      };
    }),
    markRefreshTried: assign({ refreshTried: true }),
    failLogin: assign(({ context }, params: { error: unknown }) => ({
      ...noSession,
      error: loginFailure(params.error, context.via === 'token' ? 'token' : 'credentials'),
    })),
    endSession: assign({ ...noSession, error: null }),
    dismissError: assign({ error: null }),
    announceTokenLogin: emit({
      type: 'auth.tokenLoginSucceeded',
      clearCheckout: true,
      redirectTo: 'my-account-orders',
    } as const),
    announceTokenLoginFailed: emit(({ context }) => ({
      type: 'auth.tokenLoginFailed' as const,
      strategy: context.strategy,
      failure: context.error ?? loginFailure(null, 'token'),
    })),
    announceSessionExpired: emit(({ context }) => ({
      type: 'auth.sessionExpired' as const,
      strategy: context.strategy,
    })),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => authContextFrom(input),
  initial: 'restoring',
  on: {
    'auth.login': [
      { guard: 'isValidLogin', target: '.authenticating.loggingIn', actions: 'startLogin' },
      { target: '.loggedOut.failed', actions: 'refuseLogin' },
    ],
    'auth.loginWithToken': {
      guard: 'hasToken',
      target: '.authenticating.linkingIn',
      actions: 'startTokenLogin',
    },
    'auth.loginWithOrderLink': {
      guard: 'hasToken',
      target: '.authenticating.linkingIn',
      actions: 'startTokenLogin',
    },
  },
  states: {
    /** On start: the stored session (if any) is checked, then fetched, refreshed or dropped. */
    restoring: {
      always: [
        { guard: 'restoreFetchesUser', target: 'authenticating.fetchingUser' },
        { guard: 'restoreRefreshes', target: 'authenticating.refreshing' },
        { target: 'loggedOut', actions: 'endSession' },
      ],
    },
    /** Nobody is logged in; `failed` holds the last login's failure in `context.error`. */
    loggedOut: {
      initial: 'idle',
      on: { 'auth.logout': { target: '.idle', actions: 'dismissError' } },
      states: {
        idle: {},
        failed: { on: { 'auth.dismissError': { target: 'idle', actions: 'dismissError' } } },
      },
    },
    /** A session is being set up: tokens first (login or refresh), then the user. */
    authenticating: {
      initial: 'loggingIn',
      on: { 'auth.logout': { target: 'loggedOut', actions: 'endSession' } },
      states: {
        loggingIn: {
          invoke: {
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'auth.login');
              return loginInputOf(event);
            },
            onDone: {
              target: 'fetchingUser',
              actions: { type: 'setTokens', params: ({ event }) => event.output },
            },
            onError: {
              target: '#auth.loggedOut.failed',
              actions: { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** An e-mailed link's token is exchanged for the tokens of a new session. */
        linkingIn: {
          invoke: {
            src: 'linkLogin',
            input: ({ context, event }) => {
              assertEvent(event, ['auth.loginWithToken', 'auth.loginWithOrderLink']);
              return { strategy: context.strategy, token: event.token.trim() };
            },
            onDone: {
              target: 'fetchingUser',
              actions: { type: 'setTokens', params: ({ event }) => event.output },
            },
            onError: {
              target: '#auth.loggedOut.failed',
              actions: [
                { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
                'announceTokenLoginFailed',
              ],
            },
          },
        },
        /** Restoring a stored session whose access token has (nearly) expired: one refresh. */
        refreshing: {
          entry: 'markRefreshTried',
          invoke: {
            src: 'refresh',
            input: refreshInputOf,
            onDone: {
              target: 'fetchingUser',
              actions: { type: 'setTokens', params: ({ event }) => event.output },
            },
            onError: { target: '#auth.loggedOut', actions: 'endSession' },
          },
        },
        fetchingUser: {
          invoke: {
            src: 'fetchUser',
            input: ({ context }) => ({
              strategy: context.strategy,
              accessToken: context.tokens?.access_token ?? '',
            }),
            onDone: [
              {
                guard: 'isAccountTokenLogin',
                target: '#auth.loggedIn',
                actions: [
                  { type: 'setUser', params: ({ event }) => event.output },
                  'announceTokenLogin',
                ],
              },
              {
                target: '#auth.loggedIn',
                actions: { type: 'setUser', params: ({ event }) => event.output },
              },
            ],
            onError: [
              { guard: 'mayRefreshRestored', target: 'refreshing' },
              { guard: 'isRestoring', target: '#auth.loggedOut', actions: 'endSession' },
              {
                guard: 'isTokenLogin',
                target: '#auth.loggedOut.failed',
                actions: [
                  { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
                  'announceTokenLoginFailed',
                ],
              },
              {
                target: '#auth.loggedOut.failed',
                actions: { type: 'failLogin', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    /** The user is known; the access token is refreshed before it expires. */
    loggedIn: {
      initial: 'active',
      on: {
        'auth.logout': { target: 'loggedOut', actions: 'endSession' },
        'auth.sessionRenewed': { target: '.active', reenter: true, actions: 'renewSession' },
      },
      states: {
        active: {
          on: { 'auth.refresh': { guard: 'canRefresh', target: 'refreshing' } },
          after: {
            refreshDue: { guard: 'canRefresh', target: 'refreshing' },
            accessExpired: {
              target: '#auth.loggedOut',
              actions: ['announceSessionExpired', 'endSession'],
            },
          },
        },
        refreshing: {
          invoke: {
            src: 'refresh',
            input: refreshInputOf,
            onDone: {
              target: 'active',
              actions: { type: 'setTokens', params: ({ event }) => event.output },
            },
            onError: {
              target: '#auth.loggedOut',
              actions: ['announceSessionExpired', 'endSession'],
            },
          },
        },
      },
    },
  },
});
