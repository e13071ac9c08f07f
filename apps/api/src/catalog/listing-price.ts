import type { StoredPrices, StoredTier } from '../platform/db/schema';

/**
 * The price a listing sorts and filters by (product_prices.price): the lowest price of one unit,
 * the campaign's when there is one. Minor units incl. VAT.
 */
export function listingPriceOf(prices: StoredPrices): number {
  const single = [...prices.n, ...prices.c].filter((tier) => tier.q === 1).map((tier) => tier.p);
  return Math.min(...single);
}

/** A tier with its discount percent worked out from its price and original price. */
export function storedTier(tier: {
  readonly p: number;
  readonly q: number;
  readonly o: number;
}): StoredTier {
  return {
    p: tier.p,
    q: tier.q,
    o: tier.o,
    d: tier.o > 0 ? Math.round((1 - tier.p / tier.o) * 100) : 0,
  };
}
