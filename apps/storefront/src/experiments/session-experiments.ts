import {
  loadStoredExperiments,
  resolveExperiments,
  saveStoredExperiments,
  startExperiments,
  type ExperimentState,
} from '@nordshop/experiments';
import type { ExperimentSettings } from '../routing/experiment-settings';
import { sessionArea } from '../storage/storage-areas';

/**
 * The experiments of this visit in the browser: stored in session storage (td02, experiment), the
 * query overrides, the random accessories draw, the configured providers and the active domains;
 * saved back so they hold for the session. When the experiment client fails to start, the
 * defaults apply and the failure is kept as `lastError` (spec section 8). Loaded after hydration.
 */
export async function sessionExperiments(
  query: Readonly<Record<string, unknown>>,
  settings: ExperimentSettings,
): Promise<ExperimentState> {
  const storage = sessionArea();
  const state = await startExperiments(
    () =>
      resolveExperiments({
        stored: loadStoredExperiments(storage),
        query,
        config: {
          externalSearch: settings.externalSearch,
          externalRecommendations: settings.externalRecommendations,
        },
        random: Math.random,
        domain: window.location.host,
        activeDomains: settings.domains,
      }).variants,
  );
  if (state.lastError === null) saveStoredExperiments(storage, state.variants);
  return state;
}
