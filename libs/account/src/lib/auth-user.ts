import type { OrderInfoResponse, ProfileResponse } from '@nordshop/api-contract';

/**
 * A logged-in customer (strategy myAccount): GET /api/auth/profile's user with scope `my-account`.
 * `current_password_required` is always known: false only while the session may set a new
 * password without the current one (a login link's session, or an account without a password).
 */
export type CustomerUser = Omit<ProfileResponse['user'], 'current_password_required'> & {
  readonly current_password_required: boolean;
  readonly scope: 'my-account';
};

/** An order-scoped user (strategy myOrder): GET /api/order-auth/info's user with scope `my-order`. */
export type OrderUser = OrderInfoResponse['user'] & { readonly scope: 'my-order' };

/**
 * The logged-in user (spec section 3, User: name, order_id) with its scope. Every `AuthUser` is an
 * `AccountUser`, so `accountButtonTarget(user)` takes it as it is.
 */
export type AuthUser = CustomerUser | OrderUser;

/**
 * The customer of a profile answer; the current password is required unless the profile says it
 * is not (an answer without the field asks for it, as before login links existed).
 */
export function userFromProfile(profile: ProfileResponse): CustomerUser {
  return {
    ...profile.user,
    category_discounts: { ...profile.user.category_discounts },
    current_password_required: profile.user.current_password_required ?? true,
    scope: 'my-account',
  };
}

/** The order-scoped user of an order-info answer. */
export function userFromOrderInfo(info: OrderInfoResponse): OrderUser {
  return { ...info.user, scope: 'my-order' };
}

/**
 * The user once the session's password was changed: the new session is not a login link's and the
 * account has a password, so a customer's next change asks for the current one again.
 */
export function userAfterPasswordChange(user: AuthUser): AuthUser {
  return user.scope === 'my-account' ? { ...user, current_password_required: true } : user;
}
