import { reportClientError } from '../errors/install-error-reporting';
import { analyticsGranted } from './analytics-consent';
import type { DataLayerEvent } from './ga4-events';

import './gtag-command';

export { analyticsGranted };

/**
 * Pushes an analytics event onto the dataLayer, only when analytics consent is granted (spec
 * sections 4 and 9). Tracking never breaks the page: failures are swallowed, except for the
 * purchase, whose failures go to the error endpoint (spec section 8).
 */
export function track(
  event: DataLayerEvent,
  options: { readonly reportFailure?: boolean } = {},
): void {
  try {
    if (typeof window === 'undefined' || !analyticsGranted(document.cookie)) return;
    (window.dataLayer ??= []).push(event);
  } catch (error) {
    if (options.reportFailure) reportClientError(error, 'error');
  }
}
