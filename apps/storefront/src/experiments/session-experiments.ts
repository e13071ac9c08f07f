import { loadStoredExperiments, resolveExperiments, saveStoredExperiments, type ExperimentVariants } from '@nordshop/experiments';
import type { ExperimentSettings } from '../routing/experiment-settings';

/**
 * The experiments of this visit in the browser: stored in session storage (td02, experiment), the
 * query overrides, the random accessories draw, the configured providers and the active domains;
 * saved back so they hold for the session. Loaded after hydration (it brings the schemas).
 */
export function sessionExperiments(query: Readonly<Record<string, unknown>>, settings: ExperimentSettings): ExperimentVariants {
  const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const state = resolveExperiments({
    stored: loadStoredExperiments(storage),
    query,
    config: { externalSearch: settings.externalSearch, externalRecommendations: settings.externalRecommendations },
    random: Math.random,
    domain: window.location.host,
    activeDomains: settings.domains,
  });
  saveStoredExperiments(storage, state.variants);
  return state.variants;
}
