/** The query parameters of spec section 2 that the account library reads. */
export const AUTH_QUERY_PARAMS = {
  /**
   * An e-mailed login link's token: logs in as the account, clears the checkout and goes to
   * my-account-orders.
   */
  token: 'token',
  /** Opens the login panel. */
  login: 'login',
  /** Opens the change-password dialog (the login modal in change-password mode). */
  changePassword: 'change_password',
  /** Opens the login panel on its forgotten-password view (the "password changed" mail links here). */
  forgotPassword: 'forgot_password',
  /** An order's e-mailed tracking link on the my-order page: logs in to that order. */
  orderLink: 'order_link',
} as const;

/** Where the app sends a visitor who must log in: the root path with the `login` query (spec section 2). */
export const LOGIN_REDIRECT = { path: '/', search: { [AUTH_QUERY_PARAMS.login]: '' } } as const;

/**
 * A page's query: a search string (with or without `?`), `URLSearchParams`, or a parsed search
 * object such as a router's validated search.
 */
export type QueryInput = string | URLSearchParams | Readonly<Record<string, unknown>>;

function valuesOf(search: QueryInput, name: string): string[] {
  if (typeof search === 'string') return new URLSearchParams(search).getAll(name);
  if (search instanceof URLSearchParams) return search.getAll(name);
  const value = search[name];
  if (value === undefined || value === false) return [];
  if (value === null || value === true) return [''];
  return (Array.isArray(value) ? (value as unknown[]) : [value]).map((item) => String(item));
}

/** Whether the query carries `login` (any value, empty included): the login panel opens. */
export function shouldOpenLoginFromQuery(search: QueryInput): boolean {
  return valuesOf(search, AUTH_QUERY_PARAMS.login).length > 0;
}

/** Whether the query carries `forgot_password` (any value): the login panel opens on that view. */
export function shouldOpenForgotPasswordFromQuery(search: QueryInput): boolean {
  return valuesOf(search, AUTH_QUERY_PARAMS.forgotPassword).length > 0;
}

/** Whether the query carries `change_password` (any value): the change-password dialog opens. */
export function shouldOpenChangePasswordFromQuery(search: QueryInput): boolean {
  return valuesOf(search, AUTH_QUERY_PARAMS.changePassword).length > 0;
}

/**
 * The login token of the query's `token` parameter (the first non-blank one, trimmed), or null.
 * Send it as `auth.loginWithToken`, then drop `token` from the address so it stays out of history.
 */
export function loginTokenFromQuery(search: QueryInput): string | null {
  return firstToken(search, AUTH_QUERY_PARAMS.token);
}

/**
 * The order tracking link's token of the query's `order_link` parameter (the first non-blank one,
 * trimmed), or null. Send it as `auth.loginWithOrderLink`, then drop it from the address.
 */
export function orderLinkFromQuery(search: QueryInput): string | null {
  return firstToken(search, AUTH_QUERY_PARAMS.orderLink);
}

function firstToken(search: QueryInput, name: string): string | null {
  const token = valuesOf(search, name)
    .map((value) => value.trim())
    .find((value) => value !== '');
  return token ?? null;
}
