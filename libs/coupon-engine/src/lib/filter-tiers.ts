/** A price tier of a cart line (spec section 3, `pricing`): from `q` units on, each costs `p`. */
export interface PriceTier {
  /** Minimum quantity, integer >= 0. */
  readonly q: number;
  /** Unit price, minor units incl. VAT, integer >= 0. */
  readonly p: number;
}

/**
 * The tiers worth showing and charging (spec section 9): sorted by minimum quantity, and a tier
 * whose price is not lower than the previous kept tier's is dropped, so prices fall as quantities
 * rise. Returns a new array; extra tier fields (such as `o` and `d`) are kept.
 */
export function filterTiers<T extends PriceTier>(tiers: readonly T[]): T[] {
  const kept: T[] = [];
  const sorted = tiers.every((tier, i) => i === 0 || (tiers[i - 1]?.q ?? 0) <= tier.q);
  for (const tier of sorted ? tiers : [...tiers].sort((a, b) => a.q - b.q)) {
    const previous = kept.at(-1);
    if (previous === undefined || tier.p < previous.p) kept.push(tier);
  }
  return kept;
}
