import type { Prices, Variation } from '@nordshop/api-contract';
import {
  chargedTiers,
  filterTiers,
  selectTierPrice,
  type PriceTier,
} from '@nordshop/coupon-engine';
import {
  STOREFRONTS,
  displayPrice,
  formatMoney,
  priceDigits,
  type LocaleCode,
} from '@nordshop/locale-config';

/** What a price reads, in display minor units (VAT mode applied and rounded as the shop shows). */
export interface PriceView {
  /**
   * The price shown: one unit's price (campaign included), what one unit in the cart costs; on a
   * card of a product whose variations differ in price, the lowest of theirs.
   */
  readonly amount: number;
  /** True only where the price truly starts there: variations of different prices. */
  readonly from: boolean;
  /** Present while a campaign gives the unit price: the original price and the discount in percent (0-100). */
  readonly campaign?: { readonly original: number; readonly percent: number };
}

/** One row of a tier table: from `quantity` units on, each costs `amount` (display minor units). */
export interface TierPriceRow {
  readonly quantity: number;
  readonly amount: number;
}

/** What a product (or variation) is priced by: its prices and VAT rate in percent. */
export type PricedItem = Pick<Variation, 'prices' | 'vat'>;

/**
 * The tiers that price the product now, the ones the cart charges: at every tier step the cheaper
 * of the normal and the campaign tier (coupon-engine `chargedTiers`), each cheaper than the one
 * before (spec section 9), sorted by quantity. Tier fields are `q` and `p` only.
 */
export function activeTiers(prices: Prices): PriceTier[] {
  return chargedTiers(prices);
}

/**
 * The quantity a shopper buys at least: 1, or the first tier's minimum when a product is only
 * sold from more units.
 */
function leastQuantity(tiers: readonly PriceTier[]): number {
  return Math.max(1, tiers[0]?.q ?? 1);
}

/** The price of one unit in minor units incl. VAT (campaign included), or undefined without prices. */
export function unitPrice(prices: Prices): number | undefined {
  const tiers = activeTiers(prices);
  return selectTierPrice(tiers, leastQuantity(tiers));
}

/** The campaign behind the unit price, with the normal price it undercuts, or undefined. */
function campaignOf(
  prices: Prices,
  unit: number,
): { readonly original: number; readonly percent: number } | undefined {
  const quantity = leastQuantity(activeTiers(prices));
  const campaign = filterTiers(prices.c)
    .filter((tier) => tier.q <= quantity)
    .at(-1);
  if (campaign === undefined || campaign.p !== unit) return undefined;
  const original = selectTierPrice(filterTiers(prices.n), quantity) ?? campaign.o;
  if (unit >= original) return undefined;
  const percent = campaign.d > 0 ? campaign.d : Math.round((1 - unit / original) * 100);
  return { original, percent };
}

/**
 * How a product's price reads (spec sections 1 and 9): the price of one unit, incl. or excl. VAT
 * (`vatRate` in percent), with the original and discount percent while a campaign gives it. The
 * quantity prices are the tier table's ({@link tierPriceRows}), never the headline. Undefined when
 * the product has no price.
 */
export function priceView(
  prices: Prices,
  vatRate: number,
  locale: LocaleCode,
  includeVat: boolean,
): PriceView | undefined {
  const unit = unitPrice(prices);
  if (unit === undefined) return undefined;
  const shown = (minor: number) => displayPrice(minor, vatRate, locale, includeVat);
  const campaign = campaignOf(prices, unit);
  const view = { amount: shown(unit), from: false };
  return campaign
    ? { ...view, campaign: { original: shown(campaign.original), percent: campaign.percent } }
    : view;
}

/**
 * How a product card's price reads: the product's {@link priceView}, or with variations the
 * first variation's (the one its page opens with) while every variation costs the same, and
 * "from" the lowest when their prices differ. Undefined without any price.
 */
export function cardPriceView(
  product: PricedItem & { readonly variations: readonly PricedItem[] },
  locale: LocaleCode,
  includeVat: boolean,
): PriceView | undefined {
  const views = product.variations
    .map((variation) => priceView(variation.prices, variation.vat, locale, includeVat))
    .filter((view): view is PriceView => view !== undefined);
  const first = views[0];
  if (first === undefined) return priceView(product.prices, product.vat, locale, includeVat);
  const amounts = views.map((view) => view.amount);
  if (amounts.every((amount) => amount === first.amount)) return first;
  return { amount: Math.min(...amounts), from: true };
}

/** The tier rows after the first ("Buy 3 for X each"), from the tiers of {@link activeTiers}. */
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
