import { TD02_FIELDS, type Td02, type Td02Patch } from '@nordshop/browser-state';
import * as z from 'zod';

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
