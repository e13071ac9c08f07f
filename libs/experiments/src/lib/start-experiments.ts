import { EXPERIMENT_DEFAULTS } from './experiments';
import { parseStoredExperiments } from './stored-experiments';
import type { StoredExperiments } from './stored-experiments';
import type { ExperimentState } from './variant-of';

/**
 * Starts the experiments and gives their variants, e.g. a remote assignment service or
 * `() => resolveExperiments(input).variants`. May throw or reject.
 */
export type ExperimentClient = () => StoredExperiments | Promise<StoredExperiments>;

/** The message of a thrown value: an error's message (else its name), a string, or a fixed text. */
function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error !== '') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message !== '') return message;
  }
  return 'The experiment client failed to start';
}

/**
 * Runs `client` and gives its variants (validated; a missing or invalid one gets its default) with
 * `lastError` null. When it throws or rejects: every default, with `lastError` the error's message
 * (spec section 8: "Stored as last error; the experiment returns null; defaults apply"). Never rejects.
 */
export async function startExperiments(client: ExperimentClient): Promise<ExperimentState> {
  try {
    const variants = parseStoredExperiments(await client());
    return { variants: { ...EXPERIMENT_DEFAULTS, ...variants }, lastError: null };
  } catch (error) {
    return { variants: EXPERIMENT_DEFAULTS, lastError: errorMessage(error) };
  }
}
