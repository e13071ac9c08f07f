import type { AnyRouter } from '@tanstack/react-router';

/** Delay of the page_view event after a route change (spec section 9). */
export const PAGE_VIEW_DELAY_MS = 150;

/**
 * Sends page_view 150 ms after every route change (the first page included), when the title has
 * settled. The tracker (and its consent check) loads only when the first page view is due.
 */
export function installPageViews(router: AnyRouter): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void Promise.all([import('./tracker'), import('./ga4-events')]).then(([{ track }, { pageViewEvent }]) =>
        track(pageViewEvent(window.location.href, document.title)),
      );
    }, PAGE_VIEW_DELAY_MS);
  };
  router.subscribe('onResolved', schedule);
  schedule();
}
