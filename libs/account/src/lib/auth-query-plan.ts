import type { AuthEvent } from './auth-event';
import type { QueryInput } from './auth-query-params';
import { AUTH_QUERY_PARAMS, loginTokenFromQuery, orderLinkFromQuery } from './auth-query-params';
import type { LoginModalEvent } from './login-modal.machine';
import { loginModalEventFromQuery } from './login-modal.machine';

/** Where the page's query is read: what its `token` means there, and whether it is my-order. */
export interface AuthQueryPage {
  /**
   * Whether `token` is a login link's here: false on screens whose links carry a token of their
   * own under the same name (page previews, newsletter unsubscribe).
   */
  readonly tokenIsLoginLink: boolean;
  /** Whether the page is my-order, where `order_link` logs in to the order. */
  readonly orderPage: boolean;
}

/** What the auth and login-modal machines do with a page's query (spec section 2). */
export interface AuthQueryPlan {
  /** The link login to send at once (`token` or `order_link`), or null. */
  readonly login: Extract<
    AuthEvent,
    { type: 'auth.loginWithToken' } | { type: 'auth.loginWithOrderLink' }
  > | null;
  /** The login modal's event to send at once, or null. */
  readonly modal: LoginModalEvent | null;
  /**
   * The login modal's event once the login link has logged in (`auth.tokenLoginSucceeded`, after
   * going to my-account-orders): the change-password dialog of a forgotten-password or new-account
   * link, which then opens over the orders page with the shopper logged in. Null otherwise.
   */
  readonly afterLogin: LoginModalEvent | null;
  /**
   * The login modal's event when the login link is refused (`auth.tokenLoginFailed`): the login
   * panel, which says why. Null without a login link (a refused order link shows the order login).
   */
  readonly afterFailure: LoginModalEvent | null;
  /** The query parameters to drop from the address at once: link tokens stay out of history. */
  readonly drop: readonly string[];
}

/**
 * What a page's query asks of the auth machines: a login link (`token`) is exchanged for a
 * session, and with `change_password` the dialog opens only once that session exists; an order
 * link (`order_link`, on my-order only) logs in to the order; `change_password`,
 * `forgot_password` and `login` open the login modal. The tokens used leave the address at once.
 */
export function authQueryPlan(search: QueryInput, page: AuthQueryPage): AuthQueryPlan {
  const token = page.tokenIsLoginLink ? loginTokenFromQuery(search) : null;
  const orderLink = page.orderPage && token === null ? orderLinkFromQuery(search) : null;
  const modal = loginModalEventFromQuery(search);
  const waitsForLogin = token !== null && modal?.type === 'loginModal.showChangePassword';
  return {
    login:
      token !== null
        ? { type: 'auth.loginWithToken', token }
        : orderLink !== null
          ? { type: 'auth.loginWithOrderLink', token: orderLink }
          : null,
    modal: waitsForLogin ? null : modal,
    afterLogin: waitsForLogin ? modal : null,
    afterFailure: token !== null ? { type: 'loginModal.open' } : null,
    drop: [
      ...(token !== null ? [AUTH_QUERY_PARAMS.token] : []),
      ...(orderLink !== null ? [AUTH_QUERY_PARAMS.orderLink] : []),
    ],
  };
}
