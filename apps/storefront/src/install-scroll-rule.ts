import type { ParsedLocation } from '@tanstack/react-router';
import type { StorefrontRouter } from './router';
import { keepsPlace } from './routing/keep-place';
import { scrollTarget, type ScrollTarget } from './routing/scroll-target';

/** How long a target that needs more of the page (a position, an anchor) waits for it, in ms. */
const WAIT_FOR_PAGE_MS = 3000;
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The history entry of a location: the router's key, or the URL for the document's first entry. */
function entryKey(location: ParsedLocation): string {
  return location.state.__TSR_key ?? location.href;
}

/** Whether a router event moves to another history entry (not a reload of the same one). */
function changesEntry(event: { fromLocation?: ParsedLocation; toLocation: ParsedLocation }) {
  return (
    event.fromLocation !== undefined && entryKey(event.fromLocation) !== entryKey(event.toLocation)
  );
}

/** Whether the browser or the shopper has placed the document's first page already. */
function placedBeforeStart(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return window.scrollY !== 0 || entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Scrolls to `target` now or, while the page is still too short or lacks the anchor, once it can. */
function scrollTo(target: ScrollTarget): () => void {
  const attempt = (): boolean => {
    switch (target.type) {
      case 'keep':
        return true;
      case 'top':
        window.scrollTo(0, 0);
        return true;
      case 'anchor': {
        const element = document.getElementById(target.id);
        element?.scrollIntoView({ block: 'start' });
        return element !== null;
      }
      case 'y':
      case 'restore': {
        const room = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, Math.min(target.y, Math.max(room, 0)));
        return room >= target.y;
      }
    }
  };
  if (attempt()) return () => undefined;
  // Part of the page is still coming (a region's code, an image): try again each time it grows,
  // until the shopper takes over or the wait is over.
  const observer = new ResizeObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => stop(), WAIT_FOR_PAGE_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of SHOPPER_INPUT) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of SHOPPER_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Applies the scroll rule of spec section 2 (see `scrollTarget`): once to the document's first
 * page as it starts (its server-rendered HTML is complete), then each time the router shows
 * another page. It saves the position of every page the shopper leaves, by history entry and in
 * memory only, and restores it on back, forward and go. The router's own scroll restoration is
 * off (router.tsx).
 */
export function installScrollRule(router: StorefrontRouter): void {
  const saved = new Map<string, number>();
  let lastAction = 'PUSH';
  // Until the shopper goes elsewhere the first page stays placed: the router may still replace
  // its URL with the canonical form and resolve it again, which moves nothing.
  let loading = true;
  let cancelPending = scrollTo(
    scrollTarget({
      navigation: 'load',
      placed: placedBeforeStart(),
      search: router.latestLocation.search,
      viewportWidth: window.innerWidth,
    }),
  );
  router.history.subscribe(({ action }) => {
    lastAction = action.type;
    if (action.type !== 'REPLACE') loading = false;
  });
  router.subscribe('onBeforeLoad', (event) => {
    if (!event.fromLocation || !changesEntry(event)) return;
    saved.set(entryKey(event.fromLocation), window.scrollY);
    cancelPending();
  });
  // Resolved: the new page is committed (the router announces 'rendered' only sometimes).
  router.subscribe('onResolved', (event) => {
    // A choice the page only records in its URL (a product's colour) moves nothing.
    if (loading || !changesEntry(event) || keepsPlace(event.toLocation)) return;
    const history = lastAction === 'BACK' || lastAction === 'FORWARD' || lastAction === 'GO';
    cancelPending();
    cancelPending = scrollTo(
      scrollTarget({
        navigation: history ? 'history' : 'push',
        savedY: saved.get(entryKey(event.toLocation)),
        search: router.state.location.search,
        viewportWidth: window.innerWidth,
      }),
    );
  });
}
