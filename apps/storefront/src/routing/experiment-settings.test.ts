import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPERIMENT_SETTINGS,
  experimentSettingsFromEnv,
  experimentSettingsFromMeta,
} from './experiment-settings';

describe('experiment settings', () => {
  it('reads the providers and domains of the environment', () => {
    expect(
      experimentSettingsFromEnv({
        EXTERNAL_SEARCH_PROVIDER: 'findly',
        EXPERIMENT_DOMAINS: ' Nordshop.se, ,nordshop.fi ',
      }),
    ).toEqual({
      externalSearch: true,
      externalRecommendations: false,
      domains: ['nordshop.se', 'nordshop.fi'],
      personalizationTrackingUrl: null,
      personalizationWebsiteUuid: '',
    });
    expect(
      experimentSettingsFromEnv({
        PERSONALIZATION_TRACKING_URL: 'https://track.example/v1',
        PERSONALIZATION_WEBSITE_UUID: ' abc ',
      }),
    ).toMatchObject({
      personalizationTrackingUrl: 'https://track.example/v1',
      personalizationWebsiteUuid: 'abc',
    });
    expect(
      experimentSettingsFromEnv({ PERSONALIZATION_TRACKING_URL: 'javascript:alert(1)' })
        .personalizationTrackingUrl,
    ).toBeNull();
    expect(experimentSettingsFromEnv({})).toEqual(DEFAULT_EXPERIMENT_SETTINGS);
  });

  it('round-trips through the meta tag and falls back to the defaults', () => {
    const settings = experimentSettingsFromEnv({
      EXTERNAL_RECOMMENDATION_PROVIDER: 'x',
      EXPERIMENT_DOMAINS: 'a.se',
    });
    expect(experimentSettingsFromMeta(JSON.stringify(settings))).toEqual(settings);
    expect(experimentSettingsFromMeta('{not json')).toEqual(DEFAULT_EXPERIMENT_SETTINGS);
    expect(experimentSettingsFromMeta(null)).toEqual(DEFAULT_EXPERIMENT_SETTINGS);
  });
});
