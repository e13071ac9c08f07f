import { currencyStep, type FractionDigits } from '@nordshop/locale-config';
import type { PriceTier } from './filter-tiers';
import { applyPercentage } from './money';

/** A price tier as a product's prices carry it (spec section 3, Prices object). */
export interface DealTier extends PriceTier {
  /** The original price, minor units incl. VAT. */
  readonly o: number;
  /** Percent off the original price, 0..100. */
  readonly d: number;
}

/** A product's prices (spec section 3): `n` normal tiers, `c` campaign tiers (empty without one). */
export interface DealPrices {
  readonly n: DealTier[];
  readonly c: DealTier[];
}

/**
 * A product's prices while it is the deal (spec section 3, Deal: `discount` percent off): a
 * campaign tier from one unit at `discount` percent off the normal single-unit price (the normal
 * tier from 1 unit, else the first), rounded half up to the currency's step (`applyPercentage`:
 * whole kronor for 0 `fractionDigits`, cents for 2). A campaign that is already as cheap or
 * cheaper wins and `prices` come back unchanged, as they do for a `discount` of 0 or less or
 * without normal tiers. Campaign tiers for more units stay only where they are cheaper than the
 * deal. Amounts in minor units incl. VAT; `discount` a percentage, more than 100 counts as 100.
 * Returns new prices; `prices` is never changed.
 */
export function dealPrices(
  prices: DealPrices,
  discount: number,
  fractionDigits: FractionDigits,
): DealPrices {
  const normal = prices.n.find((tier) => tier.q <= 1) ?? prices.n[0];
  if (!normal || discount <= 0) return prices;
  const p = applyPercentage(normal.p, discount, currencyStep(fractionDigits));
  const current = prices.c.find((tier) => tier.q <= 1);
  if (current && current.p <= p) return prices;
  return {
    n: prices.n,
    c: [
      { p, q: 1, o: normal.p, d: discount },
      ...prices.c.filter((tier) => tier.q > 1 && tier.p < p),
    ],
  };
}
