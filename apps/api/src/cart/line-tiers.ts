import type { Prices } from '@nordshop/api-contract';
import {
  chargedTiers,
  filterTiers,
  selectTierPrice,
  type PriceTier,
} from '@nordshop/coupon-engine';

/** The tiers a line is priced from and what they say for its quantity. */
export interface LineTiers {
  /** From q units on each costs p; the cheaper of normal and campaign at every step, filtered. */
  readonly pricing: PriceTier[];
  /** The unit price for the quantity. */
  readonly unitPrice: number;
  /** The normal (non-campaign) unit price for the quantity. */
  readonly ordinaryPrice: number;
  /** Whether the campaign tiers give the unit price. */
  readonly campaign: boolean;
}

/**
 * The pricing of a line (spec sections 3 and 9): the tiers the cart charges (coupon-engine
 * chargedTiers: at every tier step the cheaper of the normal and the campaign tier reached, with
 * tiers that are not cheaper than the previous one dropped), the same the product page shows.
 */
export function lineTiers(prices: Prices, quantity: number): LineTiers {
  const normal = filterTiers(prices.n);
  const campaign = filterTiers(prices.c);
  const pricing = chargedTiers(prices);
  const wanted = Math.max(1, quantity);
  const ordinaryPrice = selectTierPrice(normal, wanted) ?? normal[0]?.p ?? 0;
  const unitPrice = selectTierPrice(pricing, wanted) ?? ordinaryPrice;
  const campaignPrice = selectTierPrice(campaign, wanted);
  return {
    pricing,
    unitPrice,
    ordinaryPrice,
    campaign:
      campaignPrice !== undefined && campaignPrice <= unitPrice && campaignPrice < ordinaryPrice,
  };
}
