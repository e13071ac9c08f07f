import type { RouteName } from '@nordshop/locale-config';

/** How many pages the page area keeps cached (spec section 9). */
export const PAGE_CACHE_SIZE = 2;

/** Screens whose pages are never kept in the page cache (spec section 2). */
export const UNCACHED_SCREENS: ReadonlySet<RouteName> = new Set([
  'checkout-id',
  'checkout-confirmation',
]);

/** A page the router has shown: its URL and the ids of its route matches. */
export interface CachedPage {
  readonly href: string;
  readonly matchIds: readonly string[];
}

/**
 * The pages to keep after showing `page`: the newest first, at most `size`, no page twice.
 * A page that may not be cached (checkout, confirmation) is not kept.
 */
export function rememberPage(
  recent: readonly CachedPage[],
  page: CachedPage,
  cacheable: boolean,
  size: number = PAGE_CACHE_SIZE,
): CachedPage[] {
  const others = recent.filter((p) => p.href !== page.href);
  return (cacheable ? [page, ...others] : others).slice(0, size);
}
