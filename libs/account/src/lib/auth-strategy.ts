/**
 * The two login strategies of spec section 4: `myAccount` (a customer account, the default; its
 * token is global) and `myOrder` (order tracking; its token is not global).
 */
export const AUTH_STRATEGIES = ['myAccount', 'myOrder'] as const;

/** One of {@link AUTH_STRATEGIES}. */
export type AuthStrategy = (typeof AUTH_STRATEGIES)[number];

/** The strategy of a login that names none. */
export const DEFAULT_AUTH_STRATEGY: AuthStrategy = 'myAccount';

/** The scope the API gives a strategy's tokens and user (spec section 6). */
export type AuthScope = 'my-account' | 'my-order';

/** The scope of a strategy's tokens: `my-account` or `my-order`. */
export function scopeOfStrategy(strategy: AuthStrategy): AuthScope {
  return strategy === 'myOrder' ? 'my-order' : 'my-account';
}

/**
 * Whether a strategy's token is global: sent with the shop's other API calls (cart sync, coupons)
 * and kept in local storage across visits. Only `myAccount` is; an order login lives in memory.
 */
export function isTokenGlobal(strategy: AuthStrategy): boolean {
  return strategy === 'myAccount';
}
