import { CONSENT_FLAGS, hasConsent } from './consent-flags';
import type { ConsentFlag } from './consent-flags';

/** A Google Consent Mode v2 signal value. */
export type ConsentModeValue = 'granted' | 'denied';

/** The four signals that follow the shopper's choice. */
export interface ConsentModeSignals {
  readonly ad_storage: ConsentModeValue;
  readonly analytics_storage: ConsentModeValue;
  readonly ad_user_data: ConsentModeValue;
  readonly ad_personalization: ConsentModeValue;
}

/** The defaults set before any tag loads. */
export interface ConsentModeDefaults extends ConsentModeSignals {
  readonly functionality_storage: 'granted';
  readonly security_storage: 'granted';
  /** Milliseconds the tags wait for the update. */
  readonly wait_for_update: number;
}

/** `gtag('consent', 'default', …)` as an argument tuple. */
export type ConsentModeDefaultCommand = readonly ['consent', 'default', ConsentModeDefaults];

/** `gtag('consent', 'update', …)` as an argument tuple. */
export type ConsentModeUpdateCommand = readonly ['consent', 'update', ConsentModeSignals];

/** How long tags wait for the consent update after the defaults, in ms. */
export const CONSENT_MODE_WAIT_FOR_UPDATE_MS = 500;

/**
 * The Consent Mode defaults, to push before any tag: the four signals denied, functionality and
 * security storage granted, tags waiting 500 ms for the update. Call as `gtag(...consentModeDefault())`.
 */
export function consentModeDefault(): ConsentModeDefaultCommand {
  return [
    'consent',
    'default',
    {
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
      wait_for_update: CONSENT_MODE_WAIT_FOR_UPDATE_MS,
    },
  ];
}

function signal(mask: number, flag: ConsentFlag): ConsentModeValue {
  return hasConsent(mask, flag) ? 'granted' : 'denied';
}

/** The Consent Mode update for a decided mask; each signal follows its own bit. */
export function consentModeUpdate(mask: number): ConsentModeUpdateCommand {
  return [
    'consent',
    'update',
    {
      ad_storage: signal(mask, CONSENT_FLAGS.AdStorage),
      analytics_storage: signal(mask, CONSENT_FLAGS.AnalyticsStorage),
      ad_user_data: signal(mask, CONSENT_FLAGS.AdUserData),
      ad_personalization: signal(mask, CONSENT_FLAGS.AdPersonalization),
    },
  ];
}
