import { ALL_GRANTED, NECESSARY_ONLY, consentCookieString, consentModeUpdate } from '@nordshop/consent';
import { gtagCommand } from './gtag-command';

export { ALL_GRANTED, NECESSARY_ONLY };

/** Writes the __consent cookie of a choice (30 days with any consent, else 1 day). */
export function writeConsentCookie(mask: number): void {
  document.cookie = consentCookieString(mask, { secure: window.location.protocol === 'https:' });
}

/**
 * Stores the shopper's choice: the __consent cookie (30 days with any consent, else 1 day), the
 * Consent Mode update, and — with analytics granted — the page view of the page they are on.
 */
export function applyConsent(mask: number): void {
  writeConsentCookie(mask);
  gtagCommand(...consentModeUpdate(mask));
  void Promise.all([import('../analytics/tracker'), import('../analytics/ga4-events')])
    .then(([{ track }, { pageViewEvent }]) => track(pageViewEvent(window.location.href, document.title)))
    .catch(() => undefined);
}
