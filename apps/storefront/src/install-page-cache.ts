import type { StorefrontRouter } from './router';
import { UNCACHED_SCREENS, rememberPage, type CachedPage } from './routing/page-cache';

/**
 * Keeps the data of the last two pages cached so that going back shows a page at once; the
 * rest is dropped. Checkout and confirmation are never kept (their routes have gcTime 0).
 */
export function installPageCache(router: StorefrontRouter): void {
  let recent: CachedPage[] = [];
  router.subscribe('onResolved', () => {
    const matches = router.state.matches;
    const page: CachedPage = {
      href: router.state.location.href,
      matchIds: matches.map((m) => m.id),
    };
    const cacheable = !matches.some(
      (m) => m.staticData.screen !== undefined && UNCACHED_SCREENS.has(m.staticData.screen),
    );
    recent = rememberPage(recent, page, cacheable);
    const keep = new Set(recent.flatMap((p) => p.matchIds));
    router.clearCache({ filter: (match) => !keep.has(match.id) });
  });
}
