import type { AuthStrategy } from './auth-strategy';
import { DEFAULT_AUTH_STRATEGY, isTokenGlobal } from './auth-strategy';
import type { AuthUser } from './auth-user';
import type { LoginFailure } from './login-failure';
import type { PersistedAuth } from './persisted-auth';
import type { SessionTokens } from './session-tokens';
import { sessionTokensOf } from './session-tokens';

/** What the app gives the auth machine when it starts it. */
export interface AuthMachineInput {
  /** The session stored in local storage (myAccount), from `readPersistedAuth`; null or absent when none. */
  readonly stored?: PersistedAuth | null;
  /**
   * The session stored in the tab's session storage (an order login, myOrder), from
   * `readPersistedAuth(value, 'myOrder')`; it is the tab's latest login, so it wins over `stored`.
   */
  readonly storedInTab?: PersistedAuth | null;
  /** The clock, epoch milliseconds, e.g. `Date.now`. Drives token expiry and the refresh timer. */
  readonly now: () => number;
}

/** How the current session began. */
export type AuthVia = 'credentials' | 'token' | 'restore';

/** The auth machine's context. */
export interface AuthContext {
  /** The strategy of the current session, of the login in flight, or of the last one. */
  readonly strategy: AuthStrategy;
  /** The session's tokens; null when logged out or while a credentials login waits for its answer. */
  readonly tokens: SessionTokens | null;
  /** The logged-in user; set exactly in the `loggedIn` state. */
  readonly user: AuthUser | null;
  /** Why the last login failed, until the next login or `auth.dismissError`; null otherwise. */
  readonly error: LoginFailure | null;
  /** How the current session began; null when logged out. */
  readonly via: AuthVia | null;
  /** Whether restoring the stored session has used its one refresh. */
  readonly refreshTried: boolean;
  readonly now: () => number;
}

/**
 * The machine's first context: the tab's stored order login when there is one, else the stored
 * myAccount session, else nobody.
 */
export function authContextFrom(input: AuthMachineInput): AuthContext {
  const tab = input.storedInTab?.strategy === 'myOrder' ? input.storedInTab : null;
  const account = input.stored?.strategy === 'myAccount' ? input.stored : null;
  const stored = tab ?? account;
  return {
    strategy: stored ? stored.strategy : DEFAULT_AUTH_STRATEGY,
    tokens: stored
      ? sessionTokensOf(stored.access_token, stored.refresh_token, stored.refresh_cookie)
      : null,
    user: null,
    error: null,
    via: stored ? 'restore' : null,
    refreshTried: false,
    now: input.now,
  };
}

/**
 * The session to store from the machine's context (pass it to `persistedAuthPatch`): the tokens
 * of a myAccount session, and null for an order login (its token is not global) or no session.
 */
export function persistedAuth(context: AuthContext): PersistedAuth | null {
  if (!context.tokens || !isTokenGlobal(context.strategy)) return null;
  return {
    strategy: 'myAccount',
    access_token: context.tokens.access_token,
    // The refresh token stays out of storage when the API's HttpOnly cookie holds it.
    refresh_token: context.tokens.refreshByCookie ? null : context.tokens.refresh_token,
    refresh_cookie: context.tokens.refreshByCookie,
  };
}

/**
 * The session to store in the tab's session storage (pass it to `persistedAuthPatch`): the tokens
 * of an order login (myOrder), so a reload of the tab keeps it; null for a myAccount session
 * (local storage keeps that one) or no session.
 */
export function persistedTabAuth(context: AuthContext): PersistedAuth | null {
  if (!context.tokens || context.strategy !== 'myOrder') return null;
  return {
    strategy: 'myOrder',
    access_token: context.tokens.access_token,
    refresh_token: context.tokens.refreshByCookie ? null : context.tokens.refresh_token,
    refresh_cookie: context.tokens.refreshByCookie,
  };
}

/**
 * The access token to send with the shop's other API calls (cart sync, coupons): the logged-in
 * customer's, and null for an order login or a visitor. Order calls use `context.tokens` directly.
 */
export function globalAccessToken(context: AuthContext): string | null {
  return context.user && context.tokens && isTokenGlobal(context.strategy)
    ? context.tokens.access_token
    : null;
}
