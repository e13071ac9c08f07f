import type { TokensResponse } from '@nordshop/api-contract';
import type { AuthStrategy } from './auth-strategy';
import type { LoginFailure } from './login-failure';
import type { LoginAsked } from './login-request';

/** Every event the auth machine accepts, namespaced `auth.` in dot-case. */
export type AuthEvent =
  /**
   * Logs in with a strategy's credentials (myAccount by default: e-mail and password; myOrder:
   * order number and e-mail). Ends the current session at once; a newer login supersedes one in flight.
   */
  | ({ type: 'auth.login' } & LoginAsked)
  /**
   * The `token` query parameter of an e-mailed login link (spec section 2): exchanged for a new
   * session of the account (POST /api/auth/link-login; single use, 30 minutes).
   */
  | { type: 'auth.loginWithToken'; token: string }
  /**
   * The `order_link` query parameter of an order's tracking link: exchanged for a session of that
   * order (POST /api/order-auth/link-login, strategy myOrder; usable until the link expires).
   */
  | { type: 'auth.loginWithOrderLink'; token: string }
  /** Ends the session without any call to the API (spec section 4). */
  | { type: 'auth.logout' }
  /** Refreshes the access token now (e.g. after a 401 elsewhere); the machine also does it on its own. */
  | { type: 'auth.refresh' }
  /** Forgets the last login failure (e.g. when the login modal closes). */
  | { type: 'auth.dismissError' }
  /**
   * The logged-in session goes on with new tokens the API gave outside the machine (a password
   * change ends every session of the account and answers with those of a new one); the new
   * session asks for the current password at the next change.
   */
  | { type: 'auth.sessionRenewed'; tokens: TokensResponse };

/**
 * What the auth machine tells the app, with `actor.on(type, handler)`. Its state (user, tokens,
 * error) is read from snapshots; these are one-off instructions.
 */
export type AuthEmitted =
  /**
   * A `token` link logged the shopper in (spec section 2): the app clears the checkout
   * (`cart.clearCheckout`) and navigates to the named route `my-account-orders`.
   */
  | {
      type: 'auth.tokenLoginSucceeded';
      clearCheckout: true;
      redirectTo: 'my-account-orders';
    }
  /**
   * An e-mailed link (`token` or `order_link`) did not log in: `failure.reason` is `invalidToken`
   * for a used, expired or unknown link. The app shows why (the login panel, or the order login).
   */
  | { type: 'auth.tokenLoginFailed'; strategy: AuthStrategy; failure: LoginFailure }
  /**
   * Automatic logout: the session of a logged-in shopper ended because its refresh failed or its
   * token expired without a way to refresh it. The app may tell the shopper and leave account pages.
   */
  | { type: 'auth.sessionExpired'; strategy: AuthStrategy };
