import type { ApiClient, TokensResponse } from '@nordshop/api-contract';
import { fromPromise } from 'xstate';
import type { AuthStrategy } from './auth-strategy';
import type { AuthUser } from './auth-user';
import { userFromOrderInfo, userFromProfile } from './auth-user';
import type { LoginInput } from './login-request';

/** What the `refresh` actor sends: the refresh token of a strategy's session. */
export interface RefreshInput {
  readonly strategy: AuthStrategy;
  /**
   * Sent as `Authorization: Bearer <refreshToken>`, unless the session is refreshed by its
   * HttpOnly cookie (`refreshByCookie`), which always holds the session's newest refresh token.
   */
  readonly refreshToken: string;
  /** Whether the API keeps the session's refresh token in its cookie. */
  readonly refreshByCookie?: boolean;
  /** The access token being refreshed. */
  readonly accessToken?: string;
}

/** The refresh token to send as Bearer, or undefined to let the cookie speak. */
export function bearerRefreshToken(input: RefreshInput): string | undefined {
  return input.refreshByCookie || input.refreshToken === '' ? undefined : input.refreshToken;
}

/** The refresh call of a strategy (POST /api/auth/refresh or /api/order-auth/refresh). */
export function refreshCall(api: Pick<ApiClient, 'refresh' | 'orderRefresh'>) {
  return (input: RefreshInput): Promise<TokensResponse> =>
    input.strategy === 'myOrder'
      ? api.orderRefresh(bearerRefreshToken(input))
      : api.refresh(bearerRefreshToken(input));
}

/** What the `fetchUser` actor sends: the access token of a strategy's session. */
export interface FetchUserInput {
  readonly strategy: AuthStrategy;
  /** Sent as `Authorization: Bearer <accessToken>`. */
  readonly accessToken: string;
}

/**
 * What the `linkLogin` actor sends: the token of an e-mailed link. A `myAccount` login link
 * (forgotten password, new account) is used once; a `myOrder` tracking link until it expires.
 */
export interface LinkLoginInput {
  readonly strategy: AuthStrategy;
  /** The link's `token` (or `order_link`) query parameter, trimmed. */
  readonly token: string;
}

/** The calls of the API client the auth actors use. */
export type AuthApi = Pick<
  ApiClient,
  | 'login'
  | 'linkLogin'
  | 'refresh'
  | 'profile'
  | 'orderLogin'
  | 'orderLinkLogin'
  | 'orderRefresh'
  | 'orderInfo'
>;

/**
 * The four actors of the auth machine over the typed API client, each routed by strategy:
 * `login` (POST /api/auth/login or /api/order-auth/login), `linkLogin` (POST
 * /api/auth/link-login or /api/order-auth/link-login), `refresh` (POST /api/auth/refresh or
 * /api/order-auth/refresh) and `fetchUser` (GET /api/auth/profile or /api/order-auth/info).
 * Pass them to `authMachine.provide({ actors: authActors(api) })`.
 */
export function authActors(api: AuthApi) {
  return {
    login: fromPromise<TokensResponse, LoginInput>(({ input }) =>
      input.strategy === 'myOrder'
        ? api.orderLogin(input.credentials)
        : api.login(input.credentials),
    ),
    linkLogin: fromPromise<TokensResponse, LinkLoginInput>(({ input }) =>
      input.strategy === 'myOrder' ? api.orderLinkLogin(input.token) : api.linkLogin(input.token),
    ),
    refresh: fromPromise<TokensResponse, RefreshInput>(({ input }) => refreshCall(api)(input)),
    fetchUser: fromPromise<AuthUser, FetchUserInput>(async ({ input }) =>
      input.strategy === 'myOrder'
        ? userFromOrderInfo(await api.orderInfo(input.accessToken))
        : userFromProfile(await api.profile(input.accessToken)),
    ),
  };
}
