import type { TokensResponse } from '@nordshop/api-contract';
import { issuedTokenExpiresAt, jwtExpiresAt } from './token-expiry';

/** The tokens of the current session as the auth machine holds them. */
export interface SessionTokens {
  /** Sent as `Authorization: Bearer` on the profile or order-info call (and, for myAccount, on every call). */
  readonly access_token: string;
  /** Sent as `Authorization: Bearer` on the refresh call; null when the session cannot be refreshed (a `token` link). */
  readonly refresh_token: string | null;
  /** When the access token expires, epoch milliseconds. */
  readonly expiresAt: number;
}

/** The session tokens of a login or refresh answer received at `now` (epoch milliseconds). */
export function sessionTokensFrom(answer: TokensResponse, now: number): SessionTokens {
  return {
    access_token: answer.access_token,
    refresh_token: answer.refresh_token,
    expiresAt: issuedTokenExpiresAt(answer, now),
  };
}

/**
 * Session tokens from stored or linked tokens: the expiry is the access token's JWT `exp`, and 0
 * (already expired) when it cannot be read, so the session is refreshed or ends rather than trusted.
 */
export function sessionTokensOf(accessToken: string, refreshToken: string | null): SessionTokens {
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expiresAt: jwtExpiresAt(accessToken) ?? 0,
  };
}
