import {
  EXPERIMENT_STORAGE_KEY,
  readStoredExperiments,
  writeStoredExperiments,
} from './stored-experiments';
import type { StoredExperiments } from './stored-experiments';

/** The part of the Web Storage API the experiments use (e.g. `window.sessionStorage`). */
export interface ExperimentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The stored experiment variants of `storage` (see {@link readStoredExperiments}); `{}` without a
 * storage (server rendering) or when the storage throws (blocked). Never throws.
 */
export function loadStoredExperiments(storage: ExperimentStorage | undefined): StoredExperiments {
  try {
    return readStoredExperiments(storage?.getItem(EXPERIMENT_STORAGE_KEY) ?? null);
  } catch {
    return {};
  }
}

/**
 * Stores `variants` in `storage` under {@link EXPERIMENT_STORAGE_KEY}, keeping the other parts of
 * the stored object (see {@link writeStoredExperiments}). Returns whether they were stored: false
 * without a storage or when it throws (blocked, full). Never throws.
 */
export function saveStoredExperiments(
  storage: ExperimentStorage | undefined,
  variants: StoredExperiments,
): boolean {
  if (storage === undefined) return false;
  try {
    const stored = storage.getItem(EXPERIMENT_STORAGE_KEY);
    storage.setItem(EXPERIMENT_STORAGE_KEY, writeStoredExperiments(stored, variants));
    return true;
  } catch {
    return false;
  }
}
