/** How the storefront's experiments are set up (spec section 9: providers, active domains). */
export interface ExperimentSettings {
  /** An external search provider is configured (EXTERNAL_SEARCH_PROVIDER). */
  readonly externalSearch: boolean;
  /** An external recommendation provider is configured (EXTERNAL_RECOMMENDATION_PROVIDER). */
  readonly externalRecommendations: boolean;
  /** Host names the experiments run on (EXPERIMENT_DOMAINS, comma-separated); empty: everywhere. */
  readonly domains: readonly string[];
}

export const DEFAULT_EXPERIMENT_SETTINGS: ExperimentSettings = { externalSearch: false, externalRecommendations: false, domains: [] };

/** The meta tag that carries the settings to the browser. */
export const EXPERIMENT_SETTINGS_META = 'nordshop:experiments';

/** The settings from the server's environment. */
export function experimentSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): ExperimentSettings {
  const set = (value: string | undefined) => value !== undefined && value.trim() !== '';
  return {
    externalSearch: set(env['EXTERNAL_SEARCH_PROVIDER']),
    externalRecommendations: set(env['EXTERNAL_RECOMMENDATION_PROVIDER']),
    domains: (env['EXPERIMENT_DOMAINS'] ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter((domain) => domain !== ''),
  };
}

/** The settings from the meta tag's content; the defaults when it is missing or unreadable. */
export function experimentSettingsFromMeta(content: string | null | undefined): ExperimentSettings {
  try {
    const value = JSON.parse(content ?? '') as Partial<ExperimentSettings>;
    return {
      externalSearch: value.externalSearch === true,
      externalRecommendations: value.externalRecommendations === true,
      domains: Array.isArray(value.domains) ? value.domains.filter((domain): domain is string => typeof domain === 'string') : [],
    };
  } catch {
    return DEFAULT_EXPERIMENT_SETTINGS;
  }
}
