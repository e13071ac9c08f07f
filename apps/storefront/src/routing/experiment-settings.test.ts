import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPERIMENT_SETTINGS, experimentSettingsFromMeta } from './experiment-settings';

describe('experiment settings', () => {
  it('round-trips through the meta tag and falls back to the defaults', () => {
    const settings = {
      ...DEFAULT_EXPERIMENT_SETTINGS,
      externalRecommendations: true,
      domains: ['a.se'],
      personalizationTrackingUrl: 'https://track.example/v1',
    };
    expect(experimentSettingsFromMeta(JSON.stringify(settings))).toEqual(settings);
    expect(experimentSettingsFromMeta('{not json')).toEqual(DEFAULT_EXPERIMENT_SETTINGS);
    expect(experimentSettingsFromMeta(null)).toEqual(DEFAULT_EXPERIMENT_SETTINGS);
  });

  it('takes no tracking URL from the meta tag that is not http(s)', () => {
    const meta = JSON.stringify({ personalizationTrackingUrl: 'javascript:alert(1)' });
    expect(experimentSettingsFromMeta(meta).personalizationTrackingUrl).toBeNull();
  });
});
