import type { TokensResponse } from '@nordshop/api-contract';

function base64Url(json: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * An unsigned JWT-shaped token with this payload (header HS256, signature 'sig'): enough for the
 * client, which reads `exp` without verifying. `exp` is in seconds since the epoch.
 */
export function aJwt(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.sig`;
}

/**
 * A login or refresh answer issued at `nowMs` (epoch milliseconds): access and refresh JWTs with
 * scope, kind and `exp` 3600 s later, `expires_in` 3600. `label` tells tokens of one test apart.
 */
export function aTokensResponse(
  nowMs: number,
  label = '1',
  scope: 'my-account' | 'my-order' = 'my-account',
): TokensResponse {
  const exp = Math.floor(nowMs / 1000) + 3600;
  return {
    access_token: aJwt({ scope, kind: 'access', exp, jti: `access-${label}` }),
    refresh_token: aJwt({ scope, kind: 'refresh', exp, jti: `refresh-${label}` }),
    token_type: 'Bearer',
    expires_in: 3600,
  };
}
