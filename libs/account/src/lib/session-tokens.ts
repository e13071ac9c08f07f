import type { TokensResponse } from '@nordshop/api-contract';
import { issuedTokenExpiresAt, jwtExpiresAt } from './token-expiry';

/** The tokens of the current session as the auth machine holds them. */
export interface SessionTokens {
  /** Sent as `Authorization: Bearer` on the profile or order-info call (and, for myAccount, on every call). */
  readonly access_token: string;
  /** Sent as `Authorization: Bearer` on the refresh call; null when the session cannot be refreshed (a `token` link). */
  readonly refresh_token: string | null;
  /**
   * Whether the API holds this session's refresh token in its HttpOnly `auth.` cookie (every login
   * and refresh answer sets it), so a refresh can be asked without `refresh_token`.
   */
  readonly refreshByCookie: boolean;
  /** When the access token expires, epoch milliseconds. */
  readonly expiresAt: number;
}

/** Whether the session can be refreshed: by its refresh token, or by the API's refresh cookie. */
export function canRefreshSession(tokens: SessionTokens | null): boolean {
  return tokens !== null && (tokens.refresh_token !== null || tokens.refreshByCookie);
}

/** The session tokens of a login or refresh answer received at `now` (epoch milliseconds). */
export function sessionTokensFrom(answer: TokensResponse, now: number): SessionTokens {
  return {
    access_token: answer.access_token,
    refresh_token: answer.refresh_token,
    refreshByCookie: true,
    expiresAt: issuedTokenExpiresAt(answer, now),
  };
}

/**
 * Session tokens from stored or linked tokens: the expiry is the access token's JWT `exp`, and 0
 * (already expired) when it cannot be read, so the session is refreshed or ends rather than trusted.
 */
export function sessionTokensOf(
  accessToken: string,
  refreshToken: string | null,
  refreshByCookie = false,
): SessionTokens {
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    refreshByCookie,
    expiresAt: jwtExpiresAt(accessToken) ?? 0,
  };
}
