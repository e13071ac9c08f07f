import { LOCALE_CODES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { STANDARD_VAT_RATES } from '../src/catalog/vat-rates';
import type { StoredPrices, StoredTier } from '../src/platform/db/schema';

/** VAT rate in percent per storefront (standard rates). */
export const VAT_RATES = STANDARD_VAT_RATES;

const FACTOR_FROM_SEK: Readonly<Record<LocaleCode, number>> = {
  sv: 1,
  no: 1.05,
  da: 0.69,
  fi: 1 / 11.3,
  nl: 1 / 11.3,
};

/** A shop price in minor units: whole kronor ending in 9, or euros ending in .90. */
export function shopPrice(locale: LocaleCode, sek: number): number {
  const amount = sek * FACTOR_FROM_SEK[locale];
  if (STOREFRONTS[locale].currency === 'EUR') return Math.max(190, Math.round(amount) * 100 - 10);
  return Math.max(9, Math.floor(amount / 10) * 10 + 9) * 100;
}

/** Rounds a minor-unit amount to what the currency shows: whole kronor, or ten cents for euros. */
export function roundForCurrency(locale: LocaleCode, amount: number): number {
  const step = STOREFRONTS[locale].currency === 'EUR' ? 10 : 100;
  return Math.max(step, Math.round(amount / step) * step);
}

/** How one product is priced across all storefronts. */
export interface PricePlan {
  /** Normal price in Swedish kronor. */
  readonly sek: number;
  readonly tiers: boolean;
  /** A tier that is not cheaper than the one before (dropped by tier filtering). */
  readonly flatTier: boolean;
  /** Campaign discount percent, 0 for none. */
  readonly campaign: number;
}

const tier = (p: number, q: number, o: number): StoredTier => ({
  p,
  q,
  o,
  d: Math.round((1 - p / o) * 100),
});

/** The n/c prices object of one storefront for a plan. */
export function pricesFor(locale: LocaleCode, plan: PricePlan): StoredPrices {
  const base = shopPrice(locale, plan.sek);
  const n: StoredTier[] = [tier(base, 1, base)];
  if (plan.tiers) {
    n.push(tier(roundForCurrency(locale, base * 0.9), 3, base));
    const ten = roundForCurrency(locale, base * 0.8);
    n.push(tier(ten, 10, base));
    if (plan.flatTier) n.push(tier(ten, 20, base));
  }
  const c =
    plan.campaign > 0
      ? [tier(roundForCurrency(locale, (base * (100 - plan.campaign)) / 100), 1, base)]
      : [];
  return { n, c };
}

/** One product_prices row per storefront. */
export function priceRows(productId: number, plan: PricePlan, vatOverride?: number) {
  return LOCALE_CODES.map((locale) => {
    const prices = pricesFor(locale, plan);
    const lowest = Math.min(...[...prices.n, ...prices.c].filter((t) => t.q === 1).map((t) => t.p));
    return { productId, locale, vat: vatOverride ?? VAT_RATES[locale], prices, price: lowest };
  });
}
