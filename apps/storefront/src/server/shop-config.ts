import { ConfigSchema, loadConfig } from '@nordshop/api';
import * as z from 'zod';
import type { ExperimentSettings } from '../routing/experiment-settings';

/** A host name, with a port at most: `nordshop.se`, `shop.example.fi:8443`. */
const HOST_NAME =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/;

/** The id of an external provider; set (not blank), it switches the provider on. */
const providerId = z.string().trim().max(100).optional();

const experimentDomains = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const domains = value
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter((domain) => domain !== '');
    for (const domain of domains.filter((d) => !HOST_NAME.test(d)))
      ctx.addIssue({ code: 'custom', message: `"${domain}" is not a host name like nordshop.se` });
    return domains;
  });

/**
 * The server's environment variables (README, Configuration): the API's (ConfigSchema, with its
 * checks between variables) and the storefront's own, the experiments' providers and domains and
 * the personalization provider (spec section 9).
 */
export const ShopConfigSchema = ConfigSchema.extend({
  /** An external search provider's id: the search_provider experiment may send searches to it. */
  EXTERNAL_SEARCH_PROVIDER: providerId,
  /** The same for recommendations (recommendation_provider). */
  EXTERNAL_RECOMMENDATION_PROVIDER: providerId,
  /** Host names the experiments run on, comma-separated; empty: everywhere. */
  EXPERIMENT_DOMAINS: experimentDomains,
  /** A retail personalization provider's tracking URL; visits are posted there with consent. */
  PERSONALIZATION_TRACKING_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://track.example/v1' })
    .transform((value) => new URL(value).href)
    .optional(),
  /** This shop's id at that provider (websiteUUid). */
  PERSONALIZATION_WEBSITE_UUID: z.string().trim().max(200).default(''),
});

/** The storefront server's validated configuration. */
export type ShopConfig = ReturnType<typeof loadShopConfig>;

/**
 * Reads and validates the storefront server's configuration (process.env by default); throws a
 * ConfigError that names every bad variable at once.
 */
export function loadShopConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(env, ShopConfigSchema);
}

/** How the experiments are set up, from the configuration (sent to the browser in a meta tag). */
export function experimentSettingsOf(config: ShopConfig): ExperimentSettings {
  return {
    externalSearch: (config.EXTERNAL_SEARCH_PROVIDER ?? '') !== '',
    externalRecommendations: (config.EXTERNAL_RECOMMENDATION_PROVIDER ?? '') !== '',
    domains: config.EXPERIMENT_DOMAINS,
    personalizationTrackingUrl: config.PERSONALIZATION_TRACKING_URL ?? null,
    personalizationWebsiteUuid: config.PERSONALIZATION_WEBSITE_UUID,
  };
}
