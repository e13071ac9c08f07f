import { ConfigError } from '@nordshop/api';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPERIMENT_SETTINGS } from '../routing/experiment-settings';
import { experimentSettingsOf, loadShopConfig } from './shop-config';

/** The problems a configuration is refused with, or [] when it is accepted. */
function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadShopConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadShopConfig', () => {
  it('reads the providers and domains of the experiments', () => {
    expect(
      experimentSettingsOf(
        loadShopConfig({
          EXTERNAL_SEARCH_PROVIDER: 'findly',
          EXPERIMENT_DOMAINS: ' Nordshop.se, ,nordshop.fi ',
        }),
      ),
    ).toEqual({
      externalSearch: true,
      externalRecommendations: false,
      domains: ['nordshop.se', 'nordshop.fi'],
      personalizationTrackingUrl: null,
      personalizationWebsiteUuid: '',
    });
    expect(
      experimentSettingsOf(
        loadShopConfig({
          PERSONALIZATION_TRACKING_URL: 'https://track.example/v1',
          PERSONALIZATION_WEBSITE_UUID: ' abc ',
        }),
      ),
    ).toMatchObject({
      personalizationTrackingUrl: 'https://track.example/v1',
      personalizationWebsiteUuid: 'abc',
    });
    expect(experimentSettingsOf(loadShopConfig({}))).toEqual(DEFAULT_EXPERIMENT_SETTINGS);
  });

  it('switches no provider on with a blank id', () => {
    const config = loadShopConfig({ EXTERNAL_SEARCH_PROVIDER: '  ' });
    expect(experimentSettingsOf(config).externalSearch).toBe(false);
  });

  it('reads the API’s variables with the storefront’s', () => {
    const config = loadShopConfig({ PORT: '3100', EXTERNAL_RECOMMENDATION_PROVIDER: 'x' });
    expect(config.PORT).toBe(3100);
    expect(config.PUBLIC_ORIGIN).toBe('http://localhost:3100');
    expect(experimentSettingsOf(config).externalRecommendations).toBe(true);
  });

  it.each([
    { variable: 'PERSONALIZATION_TRACKING_URL', value: 'javascript:alert(1)' },
    { variable: 'PERSONALIZATION_TRACKING_URL', value: 'track.example/v1' },
    { variable: 'PERSONALIZATION_TRACKING_URL', value: 'ftp://track.example/v1' },
    { variable: 'EXPERIMENT_DOMAINS', value: 'nordshop.se,https://nordshop.fi' },
    { variable: 'EXPERIMENT_DOMAINS', value: 'nordshop se' },
    { variable: 'PERSONALIZATION_WEBSITE_UUID', value: 'x'.repeat(201) },
  ])('refuses $variable=$value, naming the variable', ({ variable, value }) => {
    const problems = problemsOf({ [variable]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable}: `));
  });

  it('reports a bad storefront variable with every bad variable of the API at once', () => {
    const problems = problemsOf({
      PERSONALIZATION_TRACKING_URL: 'javascript:alert(1)',
      PORT: 'x',
      ADYEN_API_KEY: 'key',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'ADYEN_HMAC_KEY',
      'ADYEN_MERCHANT_ACCOUNT',
      'PERSONALIZATION_TRACKING_URL',
      'PORT',
    ]);
  });
});
