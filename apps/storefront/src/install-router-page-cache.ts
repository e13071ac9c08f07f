import type { StorefrontRouter } from './router';
import { rememberPage, type ShownPage } from './routing/router-page-cache';
import { screenOf } from './routing/screen-table';

/**
 * Keeps the data of the last two pages in the router's cache so that going back shows a page at
 * once; the rest is dropped. A screen whose pages are never cached (checkout, confirmation:
 * routing/screen-table.ts) is not kept.
 */
export function installRouterPageCache(router: StorefrontRouter): void {
  let recent: ShownPage[] = [];
  router.subscribe('onResolved', () => {
    const matches = router.state.matches;
    const page: ShownPage = {
      href: router.state.location.href,
      matchIds: matches.map((m) => m.id),
    };
    const cacheable = !matches.some((m) => screenOf(m.staticData.screen)?.pageCache === 'never');
    recent = rememberPage(recent, page, cacheable);
    const keep = new Set(recent.flatMap((p) => p.matchIds));
    router.clearCache({ filter: (match) => !keep.has(match.id) });
  });
}
