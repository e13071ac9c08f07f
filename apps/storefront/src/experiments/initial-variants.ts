import {
  EXPERIMENTS,
  EXPERIMENT_DEFAULTS,
  EXPERIMENT_QUERY_PARAMS,
  type ExperimentVariants,
} from '@nordshop/experiments';

/**
 * The variants the server renders with and the page hydrates with: the defaults, with the valid
 * query overrides of spec section 2 (the session's stored variants and the random draw come after
 * hydration). External providers are never assumed here.
 */
export function initialVariants(query: Readonly<Record<string, unknown>>): ExperimentVariants {
  const variants: Record<string, string> = { ...EXPERIMENT_DEFAULTS };
  for (const name of EXPERIMENT_QUERY_PARAMS) {
    const value = query[name];
    const options: readonly string[] = EXPERIMENTS[name];
    if (typeof value === 'string' && options.includes(value) && value !== 'external')
      variants[name] = value;
  }
  return variants as ExperimentVariants;
}
