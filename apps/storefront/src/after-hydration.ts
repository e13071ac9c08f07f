import type { AnyRouter } from '@tanstack/react-router';
import { installPageViews } from './analytics/install-page-views';
import type { PersonalizationTracking } from './analytics/personalization-tracking';
import { installNavigationHistory } from './navigation/install-navigation-history';

/**
 * What the page does in the background once it is interactive: page views for analytics (under
 * consent), the personalization provider's visit and the navigation history. A chunk of its own,
 * so the first load does not carry it.
 */
export function installAfterHydration(
  router: AnyRouter,
  personalization: PersonalizationTracking,
): void {
  installPageViews(router, personalization);
  installNavigationHistory(router);
}
