import { TD02_FIELDS, type Td02, type Td02Patch } from '@nordshop/browser-state';

import {
  EXPERIMENT_QUERY_PARAMS,
  EXPERIMENTS,
  type ExperimentName,
  type ExperimentQueryParam,
} from './experiments';

/**
 * The field of the session storage's td02 value (libs/browser-state) that holds the experiments
 * (beside discount, orders, ...).
 */
export const EXPERIMENT_STORAGE_FIELD = TD02_FIELDS.experiment;

/** Experiment variants as stored or asked for: every known experiment is optional. */
export type StoredExperiments = {
  -readonly [N in ExperimentName]?: (typeof EXPERIMENTS)[N][number];
};

/** The experiment overrides of a page's query parameters (spec section 2). */
export type ExperimentQuery = Pick<StoredExperiments, ExperimentQueryParam>;

/**
 * The fields of `value` among `names` whose value is one of that experiment's variants; an invalid
 * value is read as absent, other fields are dropped, and anything that is not an object (null, an
 * array, a string) reads as `{}`. A plain check rather than a zod schema: the browser reads the
 * stored experiments on every page's first load, before anything else needs zod.
 */
function validVariants<K extends ExperimentName>(
  value: unknown,
  names: readonly K[],
): Pick<StoredExperiments, K> {
  const valid: Partial<Record<ExperimentName, string>> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return valid as Pick<StoredExperiments, K>;
  const fields = value as Record<string, unknown>;
  for (const name of names) {
    const variant = fields[name];
    if ((EXPERIMENTS[name] as readonly unknown[]).includes(variant))
      valid[name] = variant as string;
  }
  return valid as Pick<StoredExperiments, K>;
}

const EXPERIMENT_NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];

/** The valid variants in `value` (any value, e.g. the stored `experiment` field). Never throws. */
export function parseStoredExperiments(value: unknown): StoredExperiments {
  return validVariants(value, EXPERIMENT_NAMES);
}

/** The valid experiment overrides in `query` (any value, e.g. a page's search object). Never throws. */
export function parseExperimentQuery(query: unknown): ExperimentQuery {
  return validVariants(query, EXPERIMENT_QUERY_PARAMS);
}

/**
 * The stored experiment variants of the session storage's td02 value (`readTd02(sessionStorage)`
 * of libs/browser-state): the valid variants of its {@link EXPERIMENT_STORAGE_FIELD} field, `{}`
 * when absent or corrupt. Never throws.
 */
export function readStoredExperiments(td02: Td02): StoredExperiments {
  return parseStoredExperiments(td02[EXPERIMENT_STORAGE_FIELD]);
}

/**
 * The td02 patch that stores the valid ones of `variants` under {@link EXPERIMENT_STORAGE_FIELD}
 * (the previous experiments are replaced); pass it to `patchTd02`, which keeps the other fields
 * (discount, orders, ...). Never throws.
 */
export function storedExperimentsPatch(variants: StoredExperiments): Td02Patch {
  return { [EXPERIMENT_STORAGE_FIELD]: parseStoredExperiments(variants) };
}
