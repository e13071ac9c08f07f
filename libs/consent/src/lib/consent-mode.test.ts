import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_GRANTED,
  CONSENT_FLAGS,
  CONSENT_MODE_WAIT_FOR_UPDATE_MS,
  NECESSARY_ONLY,
  consentModeDefault,
  consentModeUpdate,
} from '../index';

describe('consentModeDefault', () => {
  it('denies the four signals, grants functionality and security, and waits 500 ms', () => {
    expect(consentModeDefault()).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        functionality_storage: 'granted',
        security_storage: 'granted',
        wait_for_update: 500,
      },
    ]);
    expect(CONSENT_MODE_WAIT_FOR_UPDATE_MS).toBe(500);
  });
});

describe('consentModeUpdate', () => {
  it.each([
    {
      name: 'Necessary only denies everything',
      mask: NECESSARY_ONLY,
      signals: {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    },
    {
      name: 'analytics only grants analytics storage',
      mask: 5,
      signals: {
        ad_storage: 'denied',
        analytics_storage: 'granted',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    },
    {
      name: 'ad storage only grants ad storage',
      mask: 3,
      signals: {
        ad_storage: 'granted',
        analytics_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    },
    {
      name: 'personalization grants user data and personalization',
      mask: 25,
      signals: {
        ad_storage: 'denied',
        analytics_storage: 'denied',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    },
    {
      name: 'all granted grants everything',
      mask: ALL_GRANTED,
      signals: {
        ad_storage: 'granted',
        analytics_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    },
  ])('$name', ({ mask, signals }) => {
    expect(consentModeUpdate(mask)).toEqual(['consent', 'update', signals]);
  });

  it('grants each signal exactly when its bit is set', () => {
    const bitOf = {
      ad_storage: CONSENT_FLAGS.AdStorage,
      analytics_storage: CONSENT_FLAGS.AnalyticsStorage,
      ad_user_data: CONSENT_FLAGS.AdUserData,
      ad_personalization: CONSENT_FLAGS.AdPersonalization,
    } as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 }), (mask) => {
        const [, , signals] = consentModeUpdate(mask);
        for (const [signal, bit] of Object.entries(bitOf)) {
          expect(signals[signal as keyof typeof bitOf]).toBe(
            (mask & bit) !== 0 ? 'granted' : 'denied',
          );
        }
      }),
    );
  });
});
