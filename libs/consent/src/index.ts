/** Bits, constants and rules of the `__consent` cookie mask (spec sections 5 and 9). */
export {
  ALL_GRANTED,
  CONSENT_COOKIE,
  CONSENT_FLAGS,
  NECESSARY_ONLY,
  consentCookieMaxAge,
  consentMask,
  hasConsent,
  isConsentMask,
  normalizeConsentMask,
} from './lib/consent-flags';
export type { ConsentChoice, ConsentFlag } from './lib/consent-flags';

/** The settings view's switches and the choice a mask stands for. */
export {
  CONSENT_TOGGLES,
  FULL_CONSENT,
  NO_CONSENT,
  choiceOfMask,
  isConsentToggle,
  toggleConsent,
} from './lib/consent-choice';
export type { ConsentToggle } from './lib/consent-choice';

/** Reading and writing the `__consent` cookie as strings (no DOM: runs in SSR and in Node). */
export { ConsentCookieError, consentCookieString, parseConsentCookie } from './lib/consent-cookie';
export type { ConsentCookieOptions } from './lib/consent-cookie';

/** Google Consent Mode v2 commands as gtag argument tuples. */
export {
  CONSENT_MODE_WAIT_FOR_UPDATE_MS,
  consentModeDefault,
  consentModeUpdate,
} from './lib/consent-mode';
export type {
  ConsentModeDefaultCommand,
  ConsentModeDefaults,
  ConsentModeSignals,
  ConsentModeUpdateCommand,
  ConsentModeValue,
} from './lib/consent-mode';

/** The cookie consent banner machine (spec section 4). */
export { consentBannerMachine } from './lib/consent-banner.machine';
export type {
  ConsentBannerContext,
  ConsentBannerEmitted,
  ConsentBannerEvent,
  ConsentBannerInput,
} from './lib/consent-banner.machine';
