import type { OrderInfoResponse, ProfileResponse } from '@nordshop/api-contract';

/** A logged-in customer (strategy myAccount): GET /api/auth/profile's user with scope `my-account`. */
export type CustomerUser = ProfileResponse['user'] & { readonly scope: 'my-account' };

/** An order-scoped user (strategy myOrder): GET /api/order-auth/info's user with scope `my-order`. */
export type OrderUser = OrderInfoResponse['user'] & { readonly scope: 'my-order' };

/**
 * The logged-in user (spec section 3, User: name, order_id) with its scope. Every `AuthUser` is an
 * `AccountUser`, so `accountButtonTarget(user)` takes it as it is.
 */
export type AuthUser = CustomerUser | OrderUser;

/** The customer of a profile answer. */
export function userFromProfile(profile: ProfileResponse): CustomerUser {
  return {
    ...profile.user,
    category_discounts: { ...profile.user.category_discounts },
    scope: 'my-account',
  };
}

/** The order-scoped user of an order-info answer. */
export function userFromOrderInfo(info: OrderInfoResponse): OrderUser {
  return { ...info.user, scope: 'my-order' };
}
