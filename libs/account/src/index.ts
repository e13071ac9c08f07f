export { AUTH_COOKIE_PREFIX, REFRESH_LEAD_MS, TOKEN_MAX_AGE_SECONDS } from './lib/auth-constants';
export { accountButtonTarget } from './lib/account-button-target';
export type { AccountButtonTarget, AccountUser } from './lib/account-button-target';

export {
  AUTH_STRATEGIES,
  DEFAULT_AUTH_STRATEGY,
  isTokenGlobal,
  scopeOfStrategy,
} from './lib/auth-strategy';
export type { AuthScope, AuthStrategy } from './lib/auth-strategy';
export { userAfterPasswordChange, userFromOrderInfo, userFromProfile } from './lib/auth-user';
export type { AuthUser, CustomerUser, OrderUser } from './lib/auth-user';

export { issuedTokenExpiresAt, jwtExpiresAt } from './lib/token-expiry';
export type { IssuedToken } from './lib/token-expiry';
export { MAX_TIMER_DELAY_MS, expiryDelay, refreshDelay } from './lib/refresh-delay';
export { sessionTokensFrom, sessionTokensOf } from './lib/session-tokens';
export type { SessionTokens } from './lib/session-tokens';
export { restorePlan } from './lib/restore-plan';
export type { RestorePlan } from './lib/restore-plan';

export { invalidInputFailure, loginFailure } from './lib/login-failure';
export type { LoginAttempt, LoginFailure, LoginFailureReason } from './lib/login-failure';
export { checkLogin, loginInputOf } from './lib/login-request';
export { checkMailRequest, mailRequestFailure } from './lib/mail-request';
export type { MailRequest, MailRequestFailure, MailRequestFailureReason } from './lib/mail-request';
export type { CheckedLogin, LoginAsked, LoginInput } from './lib/login-request';

export {
  AUTH_STORAGE_FIELD,
  PersistedAuthSchema,
  persistedAuthPatch,
  readPersistedAuth,
} from './lib/persisted-auth';
export type { PersistedAuth } from './lib/persisted-auth';

export {
  authContextFrom,
  globalAccessToken,
  persistedAuth,
  persistedTabAuth,
} from './lib/auth-context';
export type { AuthContext, AuthMachineInput, AuthVia } from './lib/auth-context';
export { authActors, bearerRefreshToken, refreshCall } from './lib/auth-actors';
export { adoptableToken, refreshOnce, withCoordinatedRefresh } from './lib/coordinated-refresh';
export type { RefreshCoordination } from './lib/coordinated-refresh';
export type { AuthApi, FetchUserInput, LinkLoginInput, RefreshInput } from './lib/auth-actors';
export { authMachine } from './lib/auth.machine';
export type { AuthEmitted, AuthEvent } from './lib/auth.machine';

export {
  AUTH_QUERY_PARAMS,
  LOGIN_REDIRECT,
  loginTokenFromQuery,
  orderLinkFromQuery,
  shouldOpenChangePasswordFromQuery,
  shouldOpenForgotPasswordFromQuery,
  shouldOpenLoginFromQuery,
} from './lib/auth-query-params';
export type { QueryInput } from './lib/auth-query-params';
export { authQueryPlan } from './lib/auth-query-plan';
export type { AuthQueryPage, AuthQueryPlan } from './lib/auth-query-plan';
export { loginModalEventFromQuery, loginModalMachine } from './lib/login-modal.machine';
export type { LoginModalContext, LoginModalEvent, LoginModalView } from './lib/login-modal.machine';
