import { CONSENT_FLAGS, hasConsent, parseConsentCookie } from '@nordshop/consent';

/** Whether the shopper has granted analytics storage (bit 4 of the __consent cookie). */
export function analyticsGranted(cookie: string): boolean {
  const mask = parseConsentCookie(cookie);
  return mask !== null && hasConsent(mask, CONSENT_FLAGS.AnalyticsStorage);
}
