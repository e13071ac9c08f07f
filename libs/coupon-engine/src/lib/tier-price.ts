import type { PriceTier } from './filter-tiers';

/**
 * The unit price the tiers give `quantity` units (spec sections 4 and 9): what
 * `selectTierPrice(filterTiers(tiers), quantity)` gives, worked out in one pass without building
 * the filtered list, because pricing needs it for every line. `filterTiers` keeps the tiers that
 * undercut every tier of a lower minimum quantity, so the highest kept tier reached is the
 * cheapest tier reached. `undefined` when no tier is reached. Tiers may come in any order.
 */
export function tierPrice(tiers: readonly PriceTier[], quantity: number): number | undefined {
  let price: number | undefined;
  for (const tier of tiers) {
    if (tier.q <= quantity && (price === undefined || tier.p < price)) price = tier.p;
  }
  return price;
}
