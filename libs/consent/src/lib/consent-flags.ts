/** Bits of the `__consent` cookie (spec section 9). */
export const CONSENT_FLAGS = {
  Necessary: 1,
  AdStorage: 2,
  AnalyticsStorage: 4,
  AdPersonalization: 8,
  AdUserData: 16,
} as const;

/** Name of the consent cookie. */
export const CONSENT_COOKIE = '__consent';

/** A consent choice as the shopper makes it in the settings view. */
export interface ConsentChoice {
  readonly adStorage: boolean;
  readonly analytics: boolean;
  /** Personalization grants both AdPersonalization and AdUserData. */
  readonly personalization: boolean;
}

/** The bitmask of a choice. Necessary is always on and cannot be switched off. */
export function consentMask(choice: ConsentChoice): number {
  let mask = CONSENT_FLAGS.Necessary;
  if (choice.adStorage) mask |= CONSENT_FLAGS.AdStorage;
  if (choice.analytics) mask |= CONSENT_FLAGS.AnalyticsStorage;
  if (choice.personalization) mask |= CONSENT_FLAGS.AdPersonalization | CONSENT_FLAGS.AdUserData;
  return mask;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Cookie lifetime in seconds: 30 days when any consent beyond Necessary is granted, else 1 day. */
export function consentCookieMaxAge(mask: number): number {
  return (mask & ~CONSENT_FLAGS.Necessary) !== 0 ? 30 * DAY_SECONDS : DAY_SECONDS;
}
