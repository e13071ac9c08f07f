// Plain constants without schemas: the browser's first page can read them without loading zod.

/** The A/B test whose variant is drawn at random once, then kept (spec section 4, Experiments). */
export const ACCESSORIES_EXPERIMENT = 'accessories';

/** Variants of the accessories test, in draw order: a draw in [0, 0.5) picks the first. */
export const ACCESSORIES_VARIANTS = ['original', 'upselling'] as const;

/** The variant every experiment without its own options gets (spec section 4: "Other experiments get original"). */
export const DEFAULT_VARIANT = 'original';

/** The experiment that chooses the shipping processor (spec section 9). */
export const SHIPPING_PROCESSOR_EXPERIMENT = 'shipping_processor';

/** Options of the shipping processor experiment; the second, '2', is the default. */
export const SHIPPING_PROCESSOR_VARIANTS = ['1', '2'] as const;

/** The experiment that chooses the search provider (spec section 9). */
export const SEARCH_PROVIDER_EXPERIMENT = 'search_provider';

/** The experiment that chooses the recommendation provider (spec section 9). */
export const RECOMMENDATION_PROVIDER_EXPERIMENT = 'recommendation_provider';

/**
 * Options of the search and recommendation provider experiments: 'internal' (the default) or
 * 'external' (an external personalization provider, only where one is configured).
 */
export const PROVIDER_VARIANTS = ['internal', 'external'] as const;

/** The experiment that chooses whether stock is shown as delivery dates (spec sections 2 and 4). */
export const STOCK_DATES_EXPERIMENT = 'stock_dates';

/** Options of the stock dates experiment; 'days_date_format' shows stock as dates, 'default_format' is the default. */
export const STOCK_DATES_VARIANTS = ['default_format', 'days_date_format'] as const;

/** Every experiment of the shop with its options. */
export const EXPERIMENTS = {
  [ACCESSORIES_EXPERIMENT]: ACCESSORIES_VARIANTS,
  [SHIPPING_PROCESSOR_EXPERIMENT]: SHIPPING_PROCESSOR_VARIANTS,
  [SEARCH_PROVIDER_EXPERIMENT]: PROVIDER_VARIANTS,
  [RECOMMENDATION_PROVIDER_EXPERIMENT]: PROVIDER_VARIANTS,
  [STOCK_DATES_EXPERIMENT]: STOCK_DATES_VARIANTS,
} as const;

/** The name of one of {@link EXPERIMENTS}. */
export type ExperimentName = keyof typeof EXPERIMENTS;

/** One variant for every experiment: the option of each that this visitor sees. */
export type ExperimentVariants = {
  readonly [N in ExperimentName]: (typeof EXPERIMENTS)[N][number];
};

/**
 * The variant of every experiment when none is chosen: on a domain without experiments, and when
 * the experiment client fails to start (spec sections 8 and 9).
 */
export const EXPERIMENT_DEFAULTS: ExperimentVariants = Object.freeze({
  accessories: DEFAULT_VARIANT,
  shipping_processor: '2',
  search_provider: 'internal',
  recommendation_provider: 'internal',
  stock_dates: 'default_format',
});

/**
 * The query parameters that override an experiment for the rest of the session (spec section 2);
 * each is named after its experiment.
 */
export const EXPERIMENT_QUERY_PARAMS = [
  SHIPPING_PROCESSOR_EXPERIMENT,
  SEARCH_PROVIDER_EXPERIMENT,
  RECOMMENDATION_PROVIDER_EXPERIMENT,
  STOCK_DATES_EXPERIMENT,
] as const;

/** One of {@link EXPERIMENT_QUERY_PARAMS}. */
export type ExperimentQueryParam = (typeof EXPERIMENT_QUERY_PARAMS)[number];

/** The experiments' update interval, 20; the spec does not give its unit (section 9). */
export const EXPERIMENT_UPDATE_INTERVAL = 20;

/** Whether `name` is one of {@link EXPERIMENTS}. */
export function isExperimentName(name: string): name is ExperimentName {
  return Object.hasOwn(EXPERIMENTS, name);
}

/** The default variant of experiment `name`: its entry in {@link EXPERIMENT_DEFAULTS}, 'original' for any other name. */
export function defaultVariant<N extends ExperimentName>(name: N): ExperimentVariants[N];
export function defaultVariant(name: string): string;
export function defaultVariant(name: string): string {
  return isExperimentName(name) ? EXPERIMENT_DEFAULTS[name] : DEFAULT_VARIANT;
}
