import { screenOf } from '../routing/screen-table';

/** Cookie name prefix of the auth tokens: a signed-in shopper's requests. */
export const AUTH_COOKIE_PREFIX = 'auth.';

/**
 * Query parameters that open the login (`?login`, `?forgot_password`), sign in by a link
 * (`?token=`, an order's `?order_link=`) or change a password (`?change_password`): the page is a
 * shopper's own login, and a token is a credential.
 */
export const AUTH_QUERY_PARAMS: readonly string[] = [
  'login',
  'token',
  'change_password',
  'forgot_password',
  'order_link',
];

/** The answer's Cache-Control of a page that belongs to one shopper: stored by no cache at all. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/**
 * Whether a page request belongs to one shopper whatever screen it shows: it carries the auth
 * cookies (signed in), or it opens the login, a sign-in link or the password change. Such a page
 * is answered {@link PERSONAL_CACHE_CONTROL} and never kept in the server's page cache.
 */
export function isPersonalRequest(request: Request): boolean {
  const cookies = request.headers.get('cookie') ?? '';
  if (cookies.split(';').some((part) => part.trim().startsWith(AUTH_COOKIE_PREFIX))) return true;
  const query = new URL(request.url).searchParams;
  return AUTH_QUERY_PARAMS.some((name) => query.has(name));
}

/**
 * The Cache-Control of a screen's page: none stored for a personal screen (its audience in
 * routing/screen-table.ts), revalidated for any other.
 */
export function pageCacheControl(screen: string | undefined): string {
  return screenOf(screen)?.audience === 'personal' ? PERSONAL_CACHE_CONTROL : 'no-cache';
}

/**
 * The Cache-Control of a rendered page: {@link PERSONAL_CACHE_CONTROL} for a personal request or
 * screen (account, checkout, order tracking, previews), revalidated (`no-cache`) for any other.
 */
export function pageResponseCacheControl(request: Request, screen: string | undefined): string {
  return isPersonalRequest(request) ? PERSONAL_CACHE_CONTROL : pageCacheControl(screen);
}
