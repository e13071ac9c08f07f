/**
 * How the storefront's experiments are set up (spec section 9: providers, active domains); the
 * server reads them from its configuration (server/shop-config.ts).
 */
export interface ExperimentSettings {
  /** An external search provider is configured (EXTERNAL_SEARCH_PROVIDER). */
  readonly externalSearch: boolean;
  /** An external recommendation provider is configured (EXTERNAL_RECOMMENDATION_PROVIDER). */
  readonly externalRecommendations: boolean;
  /** Host names the experiments run on (EXPERIMENT_DOMAINS, comma-separated); empty: everywhere. */
  readonly domains: readonly string[];
  /** The retail personalization provider's tracking URL (PERSONALIZATION_TRACKING_URL); null: no tracking. */
  readonly personalizationTrackingUrl: string | null;
  /** Our site's id at that provider (PERSONALIZATION_WEBSITE_UUID). */
  readonly personalizationWebsiteUuid: string;
}

export const DEFAULT_EXPERIMENT_SETTINGS: ExperimentSettings = {
  externalSearch: false,
  externalRecommendations: false,
  domains: [],
  personalizationTrackingUrl: null,
  personalizationWebsiteUuid: '',
};

/** The meta tag that carries the settings to the browser. */
export const EXPERIMENT_SETTINGS_META = 'nordshop:experiments';

/** An http(s) URL, else null. */
function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The settings from the meta tag's content; the defaults when it is missing or unreadable. */
export function experimentSettingsFromMeta(content: string | null | undefined): ExperimentSettings {
  try {
    const value = JSON.parse(content ?? '') as Partial<ExperimentSettings>;
    return {
      externalSearch: value.externalSearch === true,
      externalRecommendations: value.externalRecommendations === true,
      domains: Array.isArray(value.domains)
        ? value.domains.filter((domain): domain is string => typeof domain === 'string')
        : [],
      personalizationTrackingUrl: httpsUrl(value.personalizationTrackingUrl),
      personalizationWebsiteUuid:
        typeof value.personalizationWebsiteUuid === 'string'
          ? value.personalizationWebsiteUuid
          : '',
    };
  } catch {
    return DEFAULT_EXPERIMENT_SETTINGS;
  }
}
