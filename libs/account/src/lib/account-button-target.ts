/** Token lifetime of access and refresh tokens, in seconds (spec section 9). */
export const TOKEN_MAX_AGE_SECONDS = 3600;

/** Prefix of the auth cookies (spec section 9). */
export const AUTH_COOKIE_PREFIX = 'auth.';

/** The logged-in user as the account button sees it. */
export interface AccountUser {
  readonly scope?: string | undefined;
  /** Set for order-scoped users (scope my-order). */
  readonly order_id?: string | number | undefined;
}

/** Where the account button leads (spec section 2, Account button). */
export type AccountButtonTarget =
  | { readonly type: 'my-order'; readonly orderId: string }
  | { readonly type: 'my-account-orders' }
  | { readonly type: 'login-panel' };

/**
 * An order-scoped user (scope my-order) goes to their order, any other logged-in user to the
 * account's orders, and a visitor who is not logged in gets the login panel.
 */
export function accountButtonTarget(user: AccountUser | null): AccountButtonTarget {
  if (!user) return { type: 'login-panel' };
  if (user.scope === 'my-order' && user.order_id !== undefined) {
    return { type: 'my-order', orderId: String(user.order_id) };
  }
  return { type: 'my-account-orders' };
}
