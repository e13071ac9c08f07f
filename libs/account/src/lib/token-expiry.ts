import { TOKEN_MAX_AGE_SECONDS } from './auth-constants';

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * When a JWT expires, in epoch milliseconds, read from the `exp` claim (seconds) of its payload,
 * or null when the token is not a JWT or has no numeric `exp`. The signature is not verified: the
 * token is the server's, and the server checks it on every call. Never throws.
 */
export function jwtExpiresAt(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null;
    const { exp } = payload;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** What a login or refresh answer says about the new access token's lifetime. */
export interface IssuedToken {
  readonly access_token: string;
  /** Seconds the access token is valid, as the API returns it. */
  readonly expires_in?: number | undefined;
}

/**
 * When a just-issued access token expires, in epoch milliseconds: `now` plus `expires_in` when the
 * answer carries it (the client's own clock, so a skewed clock cannot shorten the session), else
 * the JWT's `exp`, else `now` plus {@link TOKEN_MAX_AGE_SECONDS}. `now` in epoch milliseconds.
 */
export function issuedTokenExpiresAt(issued: IssuedToken, now: number): number {
  if (issued.expires_in !== undefined && issued.expires_in > 0)
    return now + issued.expires_in * 1000;
  return jwtExpiresAt(issued.access_token) ?? now + TOKEN_MAX_AGE_SECONDS * 1000;
}
