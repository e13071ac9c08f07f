/** The A/B test whose variant is drawn at random (spec section 4, Experiments). */
export const ACCESSORIES_EXPERIMENT = 'accessories';

/** Variants of the accessories test. */
export const ACCESSORIES_VARIANTS = ['original', 'upselling'] as const;

/** The variant every other experiment gets. */
export const DEFAULT_VARIANT = 'original';

/**
 * The variant of `experiment` for this visitor: a variant kept from earlier wins; otherwise the
 * accessories test draws one of its variants with `random` (a number in [0, 1)), and any other
 * experiment gets 'original'.
 */
export function assignVariant(experiment: string, kept: string | undefined, random: number): string {
  if (kept !== undefined) return kept;
  if (experiment !== ACCESSORIES_EXPERIMENT) return DEFAULT_VARIANT;
  const index = Math.min(ACCESSORIES_VARIANTS.length - 1, Math.floor(random * ACCESSORIES_VARIANTS.length));
  return ACCESSORIES_VARIANTS[index] ?? DEFAULT_VARIANT;
}
