export { TOKEN_MAX_AGE_SECONDS } from '@nordshop/api-contract';

/**
 * Prefix of the auth cookies (spec section 9). The API authenticates with Bearer headers only and
 * sets no cookie; the prefix is kept for an app that mirrors the session into cookies for SSR.
 */
export const AUTH_COOKIE_PREFIX = 'auth.';

/** Refresh the access token this long before it expires, in milliseconds. */
export const REFRESH_LEAD_MS = 60_000;
