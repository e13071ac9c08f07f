import { TD02_FIELDS, type Td02, type Td02Patch } from '@nordshop/browser-state';

import {
  ACCESSORIES_VARIANTS,
  PROVIDER_VARIANTS,
  SHIPPING_PROCESSOR_VARIANTS,
  STOCK_DATES_VARIANTS,
} from './experiments';

/**
 * The field of the session storage's td02 value (libs/browser-state) that holds the experiments
 * (beside discount, orders, ...).
 */
export const EXPERIMENT_STORAGE_FIELD = TD02_FIELDS.experiment;

/** The variants each stored experiment may have. */
const STORED_VARIANTS = {
  accessories: ACCESSORIES_VARIANTS,
  shipping_processor: SHIPPING_PROCESSOR_VARIANTS,
  search_provider: PROVIDER_VARIANTS,
  recommendation_provider: PROVIDER_VARIANTS,
  stock_dates: STOCK_DATES_VARIANTS,
} as const;
type StoredName = keyof typeof STORED_VARIANTS;

/** Experiment variants as stored or asked for: every known experiment is optional. */
export type StoredExperiments = {
  -readonly [K in StoredName]?: (typeof STORED_VARIANTS)[K][number];
};

/** The experiments a page's query parameters may override (spec section 2). */
const QUERY_EXPERIMENTS = [
  'shipping_processor',
  'search_provider',
  'recommendation_provider',
  'stock_dates',
] as const satisfies readonly StoredName[];

/** The experiment overrides of a page's query parameters. */
export type ExperimentQuery = Pick<StoredExperiments, (typeof QUERY_EXPERIMENTS)[number]>;

/**
 * The fields of `value` among `names` whose value is one of that experiment's variants; an invalid
 * value is read as absent, other fields are dropped, and anything that is not an object (null, an
 * array, a string) reads as `{}`. A plain check rather than a zod schema: the browser reads the
 * stored experiments on every page's first load, before anything else needs zod.
 */
function validVariants<K extends StoredName>(
  value: unknown,
  names: readonly K[],
): Pick<StoredExperiments, K> {
  const valid: Partial<Record<StoredName, string>> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return valid as Pick<StoredExperiments, K>;
  const fields = value as Record<string, unknown>;
  for (const name of names) {
    const variant = fields[name];
    if ((STORED_VARIANTS[name] as readonly unknown[]).includes(variant))
      valid[name] = variant as string;
  }
  return valid as Pick<StoredExperiments, K>;
}

const STORED_NAMES = Object.keys(STORED_VARIANTS) as StoredName[];

/** The valid variants in `value` (any value, e.g. the stored `experiment` field). Never throws. */
export function parseStoredExperiments(value: unknown): StoredExperiments {
  return validVariants(value, STORED_NAMES);
}

/** The valid experiment overrides in `query` (any value, e.g. a page's search object). Never throws. */
export function parseExperimentQuery(query: unknown): ExperimentQuery {
  return validVariants(query, QUERY_EXPERIMENTS);
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
