import type { RouteName } from '@nordshop/locale-config';

/**
 * Screens that are a shopper's own or have no content of their own: never indexed (noindex) and
 * kept from crawlers in robots.txt. Search results are among them (spec: search stays noindex).
 */
export const PRIVATE_SCREENS: ReadonlySet<RouteName> = new Set<RouteName>([
  'my-account',
  'my-account-orders',
  'my-account-overview',
  'my-account-profile',
  'my-account-profile-edit',
  'my-account-returns',
  'my-account-subscriptions',
  'my-account-orders-return',
  'my-order',
  'my-order-return',
  'page-preview',
  'search',
  'unsubscribe',
  'checkout-id',
  'checkout-confirmation',
  'checkout-failed',
  'track-order',
]);

/** The robots meta of a page that must not be indexed; its links may still be followed. */
export const NOINDEX = 'noindex, follow';

/**
 * Screens whose page belongs to one shopper or shows what is not public (a CMS draft): answered
 * `Cache-Control: private, no-store`, so no shared cache keeps them and no browser stores them.
 */
export const PERSONAL_SCREENS: ReadonlySet<RouteName> = new Set<RouteName>(
  // Every private screen but search: its results are the same for everyone.
  [...PRIVATE_SCREENS].filter((screen) => screen !== 'search'),
);

/** The Cache-Control of a page: none stored for a personal screen, revalidated for any other. */
export function pageCacheControl(screen: string | undefined): string {
  return screen !== undefined && PERSONAL_SCREENS.has(screen as RouteName)
    ? 'private, no-store'
    : 'no-cache';
}
