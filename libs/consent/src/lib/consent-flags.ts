/** Bits of the `__consent` cookie (spec section 9). */
export const CONSENT_FLAGS = {
  Necessary: 1,
  AdStorage: 2,
  AnalyticsStorage: 4,
  AdPersonalization: 8,
  AdUserData: 16,
} as const;

/** One bit of {@link CONSENT_FLAGS}: 1, 2, 4, 8 or 16. */
export type ConsentFlag = (typeof CONSENT_FLAGS)[keyof typeof CONSENT_FLAGS];

/** Name of the consent cookie. */
export const CONSENT_COOKIE = '__consent';

/** The mask of everything granted: 31. */
export const ALL_GRANTED = 31;

/** The mask of Necessary alone, i.e. everything else denied: 1. */
export const NECESSARY_ONLY = CONSENT_FLAGS.Necessary;

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

/** Whether `mask` is a consent mask: an integer 1..31 with the Necessary bit set. */
export function isConsentMask(mask: number): boolean {
  return (
    Number.isInteger(mask) &&
    mask >= 1 &&
    mask <= ALL_GRANTED &&
    (mask & CONSENT_FLAGS.Necessary) !== 0
  );
}

/**
 * `value` as a consent mask with the Necessary bit forced on, or null when it is not an integer
 * 1..31 (0 included: a stored mask always has at least one bit).
 */
export function normalizeConsentMask(value: number): number | null {
  return Number.isInteger(value) && value >= 1 && value <= ALL_GRANTED
    ? value | CONSENT_FLAGS.Necessary
    : null;
}

/**
 * Whether `mask` grants `flag`. Necessary is always granted, whatever the mask says.
 * @example hasConsent(5, CONSENT_FLAGS.AnalyticsStorage) // true
 */
export function hasConsent(mask: number, flag: ConsentFlag): boolean {
  return flag === CONSENT_FLAGS.Necessary || (mask & flag) === flag;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Cookie lifetime in seconds: 30 days when any consent beyond Necessary is granted, else 1 day. */
export function consentCookieMaxAge(mask: number): number {
  return (mask & ~CONSENT_FLAGS.Necessary) !== 0 ? 30 * DAY_SECONDS : DAY_SECONDS;
}
