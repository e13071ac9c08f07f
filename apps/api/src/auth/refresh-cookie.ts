import {
  REFRESH_COOKIE_NAMES,
  TOKEN_MAX_AGE_SECONDS,
  type TokensResponse,
} from '@nordshop/api-contract';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { authVariables, type AuthEnv } from './auth-services';
import { DomainError } from '../platform/http/errors';
import { bearerToken, type TokenScope } from './tokens';

/**
 * Sets the refresh token of `tokens` as the strategy's HttpOnly cookie (REFRESH_COOKIE_NAMES,
 * `Secure; SameSite=Lax; Path=/`, as long as the token lives), so a browser can refresh without
 * keeping the token where scripts read it. The JSON answer carries the tokens as well.
 */
export function setRefreshCookie<E extends AuthEnv>(
  c: Context<E>,
  scope: TokenScope,
  tokens: TokensResponse,
): TokensResponse {
  setCookie(c, REFRESH_COOKIE_NAMES[scope], tokens.refresh_token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: TOKEN_MAX_AGE_SECONDS,
  });
  return tokens;
}

/** A new login session of `subject` (see TokenService.startSession), with its refresh cookie. */
export async function startSession<E extends AuthEnv>(
  c: Context<E>,
  scope: TokenScope,
  subject: number,
  options: { readonly viaLink?: boolean } = {},
): Promise<TokensResponse> {
  const { tokens } = authVariables(c).services;
  return setRefreshCookie(c, scope, await tokens.startSession(scope, subject, options));
}

/**
 * The refresh token of a refresh call: the Bearer token when an Authorization header is sent
 * (a malformed one is a 401, never a fallback), else the strategy's refresh cookie; 401 without either.
 */
export function refreshTokenOf<E extends AuthEnv>(c: Context<E>, scope: TokenScope): string {
  const header = c.req.header('authorization');
  const token =
    header === undefined ? getCookie(c, REFRESH_COOKIE_NAMES[scope]) : bearerToken(header);
  if (!token) {
    throw new DomainError(
      'unauthorized',
      'Send the refresh token as Authorization: Bearer <token> or in its cookie',
    );
  }
  return token;
}
