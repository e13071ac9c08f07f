import type { PriceTier, Prices } from '@nordshop/api-contract';
import { filterTiers } from '@nordshop/coupon-engine';
import {
  STOREFRONTS,
  displayPrice,
  formatMoney,
  priceDigits,
  type LocaleCode,
} from '@nordshop/locale-config';

/** What a price reads, in display minor units (VAT mode applied and rounded as the shop shows). */
export interface PriceView {
  /** The price shown: the unit price, or the lowest tier price when {@link PriceView.from} is true. */
  readonly amount: number;
  /** True when tiers exist: the price reads "from" the lowest tier. */
  readonly from: boolean;
  /** Present while a campaign price applies: the original price and the discount in percent (0-100). */
  readonly campaign?: { readonly original: number; readonly percent: number };
}

/** One row of a tier table: from `quantity` units on, each costs `amount` (display minor units). */
export interface TierPriceRow {
  readonly quantity: number;
  readonly amount: number;
}

function campaignTiers(prices: Prices): PriceTier[] {
  const tiers = filterTiers(prices.c);
  const first = tiers[0];
  return first !== undefined && first.p < first.o ? tiers : [];
}

/**
 * The tiers that price the product now: the campaign tiers (prices.c) while a campaign price
 * lower than its original exists, else the normal tiers (prices.n); filtered so each tier is
 * cheaper than the one before (spec section 9) and sorted by quantity.
 */
export function activeTiers(prices: Prices): PriceTier[] {
  const campaign = campaignTiers(prices);
  return campaign.length > 0 ? campaign : filterTiers(prices.n);
}

/** The unit price (first active tier) in minor units incl. VAT, or undefined without prices. */
export function unitPrice(prices: Prices): number | undefined {
  return activeTiers(prices)[0]?.p;
}

/**
 * How a product's price reads (spec sections 1 and 9): incl. or excl. VAT (`vatRate` in percent),
 * the campaign price with its original and discount percent, and "from" the lowest tier when
 * tiers exist. Undefined when the product has no price.
 */
export function priceView(
  prices: Prices,
  vatRate: number,
  locale: LocaleCode,
  includeVat: boolean,
): PriceView | undefined {
  const tiers = activeTiers(prices);
  const first = tiers[0];
  const lowest = tiers.at(-1);
  if (first === undefined || lowest === undefined) return undefined;
  const shown = (minor: number) => displayPrice(minor, vatRate, locale, includeVat);
  const view = { amount: shown(lowest.p), from: tiers.length > 1 };
  if (campaignTiers(prices).length === 0) return view;
  const percent = first.d > 0 ? first.d : Math.round((1 - first.p / first.o) * 100);
  return { ...view, campaign: { original: shown(first.o), percent } };
}

/** The tier rows after the first ("Buy 3 for X each"), from the active tiers of {@link activeTiers}. */
export function tierPriceRows(
  prices: Prices,
  vatRate: number,
  locale: LocaleCode,
  includeVat: boolean,
): TierPriceRow[] {
  return activeTiers(prices)
    .slice(1)
    .map((tier) => ({
      quantity: tier.q,
      amount: displayPrice(tier.p, vatRate, locale, includeVat),
    }));
}

/** A display price (minor units from {@link priceView}) written with the digits of the VAT mode. */
export function formatPrice(amount: number, locale: LocaleCode, includeVat: boolean): string {
  return formatMoney(amount, locale, { digits: priceDigits(locale, includeVat) });
}

const percentFormatters = new Map<LocaleCode, Intl.NumberFormat>();

/** A discount in percent (20) written as a reduction in the storefront's language: '−20 %' in sv. */
export function formatPercentOff(percent: number, locale: LocaleCode): string {
  let formatter = percentFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(STOREFRONTS[locale].iso, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'negative',
    });
    percentFormatters.set(locale, formatter);
  }
  return formatter.format(-Math.abs(percent) / 100);
}
