import { filterTiers, type PriceTier } from './filter-tiers';
import { selectTierPrice } from './select-tier-price';

/** A product's price tiers (spec section 3, prices): `n` normal, `c` campaign (empty without one). */
export interface TieredPrices {
  readonly n: readonly PriceTier[];
  readonly c: readonly PriceTier[];
}

/**
 * The tiers the cart charges a product by (spec sections 3 and 9): at every tier step of either
 * list, the cheaper of the normal and the campaign tier reached, then filtered so prices fall as
 * quantities rise. The price of one unit is `selectTierPrice(chargedTiers(prices), 1)`; the
 * product page's headline and tier table and the server's line pricing read the same tiers, so
 * what a shopper is shown is what the cart charges. Returns new `{ q, p }` objects.
 */
export function chargedTiers(prices: TieredPrices): PriceTier[] {
  const normal = filterTiers(prices.n);
  const campaign = filterTiers(prices.c);
  const steps = [...new Set([...normal, ...campaign].map((tier) => tier.q))].sort((a, b) => a - b);
  return filterTiers(
    steps.flatMap((q) => {
      const candidates = [selectTierPrice(normal, q), selectTierPrice(campaign, q)].filter(
        (p): p is number => p !== undefined,
      );
      return candidates.length === 0 ? [] : [{ q, p: Math.min(...candidates) }];
    }),
  );
}
