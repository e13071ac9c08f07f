import type { ConsentChoice } from './consent-flags';
import { CONSENT_FLAGS, hasConsent } from './consent-flags';

/** A switch of the settings view. Necessary is no switch: it is always on (spec section 5). */
export type ConsentToggle = keyof ConsentChoice;

/** The switches of the settings view, in display order. */
export const CONSENT_TOGGLES: readonly ConsentToggle[] = [
  'adStorage',
  'analytics',
  'personalization',
];

/** The choice before any decision: everything but Necessary denied (analytics denied by default). */
export const NO_CONSENT: ConsentChoice = {
  adStorage: false,
  analytics: false,
  personalization: false,
};

/** The choice of "grant all". */
export const FULL_CONSENT: ConsentChoice = {
  adStorage: true,
  analytics: true,
  personalization: true,
};

/**
 * The choice a mask stands for. Personalization is on only when the mask grants both
 * AdPersonalization and AdUserData, so a half-granted pair never widens to both.
 */
export function choiceOfMask(mask: number): ConsentChoice {
  return {
    adStorage: hasConsent(mask, CONSENT_FLAGS.AdStorage),
    analytics: hasConsent(mask, CONSENT_FLAGS.AnalyticsStorage),
    personalization:
      hasConsent(mask, CONSENT_FLAGS.AdPersonalization) &&
      hasConsent(mask, CONSENT_FLAGS.AdUserData),
  };
}

/** Whether `value` names a switch of the settings view (`'necessary'` does not). */
export function isConsentToggle(value: unknown): value is ConsentToggle {
  return CONSENT_TOGGLES.some((toggle) => toggle === value);
}

/** `choice` with one switch flipped; returns a new choice. */
export function toggleConsent(choice: ConsentChoice, toggle: ConsentToggle): ConsentChoice {
  return { ...choice, [toggle]: !choice[toggle] };
}
