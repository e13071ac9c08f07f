import type { PriceTier } from './filter-tiers';

/**
 * The unit price for `quantity` (spec section 4): the price of the highest tier whose minimum
 * quantity is reached; of two tiers with the same minimum, the cheaper. `undefined` when no tier
 * is reached, so the caller keeps the line's own price. Tiers may come in any order.
 */
export function selectTierPrice(tiers: readonly PriceTier[], quantity: number): number | undefined {
  let best: PriceTier | undefined;
  for (const tier of tiers) {
    if (tier.q > quantity) continue;
    if (best === undefined || tier.q > best.q || (tier.q === best.q && tier.p < best.p))
      best = tier;
  }
  return best?.p;
}
