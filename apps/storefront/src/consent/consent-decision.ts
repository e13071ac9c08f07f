import { consentCookieString, consentModeUpdate } from '@nordshop/consent';
import { gtagCommand } from '../analytics/gtag-command';

/** Writes the __consent cookie of a choice (30 days with any consent, else 1 day). */
export function writeConsentCookie(mask: number): void {
  document.cookie = consentCookieString(mask, { secure: window.location.protocol === 'https:' });
}

/** What follows a stored choice: the Consent Mode update and, with analytics granted, the page view. */
export function announceConsent(mask: number): void {
  gtagCommand(...consentModeUpdate(mask));
  void Promise.all([import('../analytics/tracker'), import('../analytics/ga4-events')])
    .then(([{ track }, { pageViewEvent }]) =>
      track(pageViewEvent(window.location.href, document.title)),
    )
    .catch(() => undefined);
}

/** Stores the shopper's choice: the __consent cookie, then what follows it. */
export function applyConsent(mask: number): void {
  writeConsentCookie(mask);
  announceConsent(mask);
}
