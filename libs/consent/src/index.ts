export { CONSENT_FLAGS, CONSENT_COOKIE, consentMask, consentCookieMaxAge } from './lib/consent-flags';
export type { ConsentChoice } from './lib/consent-flags';
