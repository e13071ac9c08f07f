import { patchTd02 } from '@nordshop/browser-state';
import type { AnyRouter } from '@tanstack/react-router';
import { analyticsGranted } from './analytics-consent';
import type { PersonalizationTracking } from './personalization-tracking';
import { localArea } from '../storage/storage-areas';

/** Delay of the page_view event after a route change (spec section 9). */
export const PAGE_VIEW_DELAY_MS = 150;

/**
 * Sends page_view 150 ms after every route change (the first page included), when the title has
 * settled. The tracker (and its consent check) loads only when the first page view is due.
 */
export function installPageViews(
  router: AnyRouter,
  personalization: PersonalizationTracking,
): void {
  let tracked = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // Without analytics consent nothing is sent, so the tracking code is not even loaded.
      if (analyticsGranted(document.cookie)) {
        void Promise.all([import('./tracker'), import('./ga4-events')]).then(
          ([{ track }, { pageViewEvent }]) =>
            track(pageViewEvent(window.location.href, document.title)),
        );
      }
      if (!tracked && personalization.url !== null) {
        tracked = true;
        void trackPersonalization(personalization);
      }
    }, PAGE_VIEW_DELAY_MS);
  };
  router.subscribe('onResolved', schedule);
  schedule();
}

/** Once per page load: the personalization provider learns of the visit; its id is kept in td02. */
async function trackPersonalization(personalization: PersonalizationTracking): Promise<void> {
  const { PERSONALIZATION_FIELD, sendPersonalizationTracking } =
    await import('./personalization-tracking');
  const id = await sendPersonalizationTracking(personalization, document.cookie, (input, init) =>
    fetch(input, init),
  );
  if (id === null) return;
  // Blocked storage: the id is asked for again next time (patchTd02 never throws).
  patchTd02(localArea(), { [PERSONALIZATION_FIELD]: { id } });
}
