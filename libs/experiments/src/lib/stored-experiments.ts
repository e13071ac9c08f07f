import * as z from 'zod';

import {
  ACCESSORIES_VARIANTS,
  PROVIDER_VARIANTS,
  SHIPPING_PROCESSOR_VARIANTS,
  STOCK_DATES_VARIANTS,
} from './experiments';

/** The session storage key of the shop's persisted state (spec section 9). */
export const EXPERIMENT_STORAGE_KEY = 'td02';

/** The property of the persisted object that holds the experiments (beside discount, orders, ...). */
export const EXPERIMENT_STORAGE_FIELD = 'experiment';

/** A field that is one of `options`, or absent when missing or invalid. */
function optionOf<const T extends readonly [string, ...string[]]>(options: T) {
  return z.enum(options).optional().catch(undefined);
}

/**
 * Experiment variants as stored or asked for: every known experiment is optional, an invalid value
 * is read as absent, unknown experiments are dropped. Anything that is not an object reads as `{}`.
 */
export const StoredExperimentsSchema = z
  .object({
    accessories: optionOf(ACCESSORIES_VARIANTS),
    shipping_processor: optionOf(SHIPPING_PROCESSOR_VARIANTS),
    search_provider: optionOf(PROVIDER_VARIANTS),
    recommendation_provider: optionOf(PROVIDER_VARIANTS),
    stock_dates: optionOf(STOCK_DATES_VARIANTS),
  })
  .catch({});
export type StoredExperiments = z.infer<typeof StoredExperimentsSchema>;

/**
 * The experiment overrides of a page's query parameters (spec section 2): each of
 * `EXPERIMENT_QUERY_PARAMS` with a valid value; invalid values and other parameters are dropped.
 */
export const ExperimentQuerySchema = StoredExperimentsSchema.unwrap()
  .pick({
    shipping_processor: true,
    search_provider: true,
    recommendation_provider: true,
    stock_dates: true,
  })
  .catch({});
export type ExperimentQuery = z.infer<typeof ExperimentQuerySchema>;

/** `value` without its absent (undefined) fields. */
function withoutAbsent<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The valid variants in `value` (any value, e.g. the stored `experiment` field). Never throws. */
export function parseStoredExperiments(value: unknown): StoredExperiments {
  return withoutAbsent(StoredExperimentsSchema.parse(value));
}

/** The valid experiment overrides in `query` (any value, e.g. a page's search object). Never throws. */
export function parseExperimentQuery(query: unknown): ExperimentQuery {
  return withoutAbsent(ExperimentQuerySchema.parse(query));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(stored: string | null): unknown {
  if (stored === null) return undefined;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The stored experiment variants from the raw session storage value under
 * {@link EXPERIMENT_STORAGE_KEY} (null when there is none): the valid variants of its
 * {@link EXPERIMENT_STORAGE_FIELD} field, `{}` for corrupt storage. Never throws.
 */
export function readStoredExperiments(stored: string | null): StoredExperiments {
  const root = parseJson(stored);
  return parseStoredExperiments(isRecord(root) ? root[EXPERIMENT_STORAGE_FIELD] : undefined);
}

/**
 * The new session storage value with the valid ones of `variants` under
 * {@link EXPERIMENT_STORAGE_FIELD} (the previous experiments are replaced); the other parts of the
 * stored object (discount, orders, ...) are kept, and a corrupt value is replaced. Returns a JSON
 * string; never throws.
 */
export function writeStoredExperiments(stored: string | null, variants: StoredExperiments): string {
  const root = parseJson(stored);
  return JSON.stringify({
    ...(isRecord(root) ? root : {}),
    [EXPERIMENT_STORAGE_FIELD]: parseStoredExperiments(variants),
  });
}
