import { patchTd02, readTd02, type Td02Storage } from '@nordshop/browser-state';
import { readStoredExperiments, storedExperimentsPatch } from './stored-experiments';
import type { StoredExperiments } from './stored-experiments';

/** The part of the Web Storage API the experiments use (e.g. `window.sessionStorage`). */
export type ExperimentStorage = Td02Storage;

/**
 * The stored experiment variants of `storage` (see {@link readStoredExperiments}); `{}` without a
 * storage (server rendering) or when the storage throws (blocked). Never throws.
 */
export function loadStoredExperiments(storage: ExperimentStorage | undefined): StoredExperiments {
  return readStoredExperiments(readTd02(storage));
}

/**
 * Stores `variants` in the td02 value of `storage`, keeping its other fields (see
 * {@link storedExperimentsPatch}). Returns whether they were stored: false without a storage or
 * when it throws (blocked, full). Never throws.
 */
export function saveStoredExperiments(
  storage: ExperimentStorage | undefined,
  variants: StoredExperiments,
): boolean {
  return patchTd02(storage, storedExperimentsPatch(variants)) !== null;
}
