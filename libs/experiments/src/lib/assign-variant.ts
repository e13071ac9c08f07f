import { ACCESSORIES_EXPERIMENT, ACCESSORIES_VARIANTS, DEFAULT_VARIANT } from './experiments';

/** A variant of the accessories test. */
export type AccessoriesVariant = (typeof ACCESSORIES_VARIANTS)[number];

/**
 * The accessories variant for a draw `random` in [0, 1): [0, 0.5) gives 'original', [0.5, 1)
 * 'upselling'. A draw of 1 or more gives the last variant; a negative or NaN draw gives 'original'.
 */
export function drawAccessoriesVariant(random: number): AccessoriesVariant {
  const index = Math.min(
    ACCESSORIES_VARIANTS.length - 1,
    Math.floor(random * ACCESSORIES_VARIANTS.length),
  );
  return ACCESSORIES_VARIANTS[index] ?? DEFAULT_VARIANT;
}

/**
 * The variant of `experiment` for this visitor: a variant kept from earlier wins; otherwise the
 * accessories test draws one of its variants with `random` (a number in [0, 1)), and any other
 * experiment gets 'original'. The variant is not validated; {@link resolveExperiments} gives every
 * experiment, with its own options and defaults, validated.
 */
export function assignVariant(
  experiment: string,
  kept: string | undefined,
  random: number,
): string {
  if (kept !== undefined) return kept;
  if (experiment !== ACCESSORIES_EXPERIMENT) return DEFAULT_VARIANT;
  return drawAccessoriesVariant(random);
}
