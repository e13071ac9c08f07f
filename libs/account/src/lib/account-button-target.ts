/** The logged-in user as the account button sees it; every `AuthUser` of the auth machine is one. */
export interface AccountUser {
  readonly scope?: string | undefined;
  /** Set for order-scoped users (scope my-order); null or absent for customers. */
  readonly order_id?: string | number | null | undefined;
}

/** Where the account button leads (spec section 2, Account button). */
export type AccountButtonTarget =
  | { readonly type: 'my-order'; readonly orderId: string }
  | { readonly type: 'my-account-orders' }
  | { readonly type: 'login-panel' };

/**
 * An order-scoped user (scope my-order) goes to their order, any other logged-in user to the
 * account's orders, and a visitor who is not logged in gets the login panel. The mobile menu's
 * my-account link uses the same target.
 */
export function accountButtonTarget(user: AccountUser | null): AccountButtonTarget {
  if (!user) return { type: 'login-panel' };
  if (user.scope === 'my-order' && user.order_id !== undefined && user.order_id !== null) {
    return { type: 'my-order', orderId: String(user.order_id) };
  }
  return { type: 'my-account-orders' };
}
