import { drawAccessoriesVariant } from './assign-variant';
import { EXPERIMENT_DEFAULTS } from './experiments';
import type { ExperimentVariants } from './experiments';
import { isExperimentDomain } from './is-experiment-domain';
import { parseExperimentQuery, parseStoredExperiments } from './stored-experiments';
import type { ExperimentState } from './variant-of';

/** Which external personalization providers this storefront has configured. */
export interface ExperimentConfig {
  /** An external search provider is configured: search_provider may be 'external'. */
  readonly externalSearch: boolean;
  /** An external recommendation provider is configured: recommendation_provider may be 'external'. */
  readonly externalRecommendations: boolean;
}

/** What {@link resolveExperiments} decides from. */
export interface ResolveExperimentsInput {
  /** The experiments session storage held (e.g. {@link readStoredExperiments}); any value, validated here. */
  readonly stored: unknown;
  /** The page's query parameters (a search object); only `EXPERIMENT_QUERY_PARAMS` are read. */
  readonly query: Readonly<Record<string, unknown>>;
  readonly config: ExperimentConfig;
  /** A random source giving numbers in [0, 1) (e.g. `Math.random`); called only for a fresh draw. */
  readonly random: () => number;
  /** The host of the page (e.g. `location.host`); a port is ignored. */
  readonly domain: string;
  /** The host names experiments run on; empty means everywhere. */
  readonly activeDomains: readonly string[];
}

/** 'external' only where that provider is configured; otherwise 'internal'. */
function provider(
  variant: ExperimentVariants['search_provider'],
  configured: boolean,
): ExperimentVariants['search_provider'] {
  return variant === 'external' && !configured ? 'internal' : variant;
}

/**
 * The experiments of this visit (spec sections 2, 4 and 9), with `lastError` null. On a domain
 * outside `activeDomains` every experiment gets its default and nothing is drawn. Otherwise, per
 * experiment: a valid query override wins, then the valid stored variant, then a fresh choice
 * (accessories drawn once with `random`, the others their default). A provider experiment is
 * 'external' only when `config` has that provider, else 'internal'. Store the result (see
 * {@link storedExperimentsPatch}) so the draw and the overrides are kept for the session.
 */
export function resolveExperiments(input: ResolveExperimentsInput): ExperimentState {
  const { config } = input;
  if (!isExperimentDomain(input.domain, input.activeDomains)) {
    return { variants: EXPERIMENT_DEFAULTS, lastError: null };
  }
  const stored = parseStoredExperiments(input.stored);
  const chosen = { ...EXPERIMENT_DEFAULTS, ...stored, ...parseExperimentQuery(input.query) };
  return {
    variants: {
      ...chosen,
      accessories: stored.accessories ?? drawAccessoriesVariant(input.random()),
      search_provider: provider(chosen.search_provider, config.externalSearch),
      recommendation_provider: provider(
        chosen.recommendation_provider,
        config.externalRecommendations,
      ),
    },
    lastError: null,
  };
}
