// The experiments of the shop (spec sections 2, 4, 8 and 9): their options and defaults, the
// visitor's variants from session storage, query overrides and a random draw, the domains they
// run on, and the defaults when the experiment client fails. Pure TypeScript: storage and the
// random source are passed in.

export {
  ACCESSORIES_EXPERIMENT,
  ACCESSORIES_VARIANTS,
  DEFAULT_VARIANT,
  EXPERIMENTS,
  EXPERIMENT_DEFAULTS,
  EXPERIMENT_QUERY_PARAMS,
  EXPERIMENT_UPDATE_INTERVAL,
  PROVIDER_VARIANTS,
  RECOMMENDATION_PROVIDER_EXPERIMENT,
  SEARCH_PROVIDER_EXPERIMENT,
  SHIPPING_PROCESSOR_EXPERIMENT,
  SHIPPING_PROCESSOR_VARIANTS,
  STOCK_DATES_EXPERIMENT,
  STOCK_DATES_VARIANTS,
  defaultVariant,
  isExperimentName,
} from './lib/experiments';
export type { ExperimentName, ExperimentQueryParam, ExperimentVariants } from './lib/experiments';
export { assignVariant, drawAccessoriesVariant } from './lib/assign-variant';
export type { AccessoriesVariant } from './lib/assign-variant';
export {
  EXPERIMENT_STORAGE_FIELD,
  parseExperimentQuery,
  parseStoredExperiments,
  readStoredExperiments,
  storedExperimentsPatch,
} from './lib/stored-experiments';
export type { ExperimentQuery, StoredExperiments } from './lib/stored-experiments';
export { loadStoredExperiments, saveStoredExperiments } from './lib/experiment-storage';
export type { ExperimentStorage } from './lib/experiment-storage';
export { isExperimentDomain } from './lib/is-experiment-domain';
export { resolveExperiments } from './lib/resolve-experiments';
export type { ExperimentConfig, ResolveExperimentsInput } from './lib/resolve-experiments';
export { startExperiments } from './lib/start-experiments';
export type { ExperimentClient } from './lib/start-experiments';
export { effectiveVariant, sameExperimentState, variantOf } from './lib/variant-of';
export type { ExperimentState } from './lib/variant-of';
