import { MINOR_UNITS_PER_MAJOR } from './currency-digits';
import { formatMoney } from './format-money';
import { STOREFRONTS, type LocaleCode } from './storefronts';

/** The placeholders a shop text (interface string, widget, CMS page) may hold as `{{name}}`. */
export const SHOP_TEXT_PLACEHOLDERS = ['free_shipping_from'] as const;

/** A placeholder of {@link SHOP_TEXT_PLACEHOLDERS}. */
export type ShopTextPlaceholder = (typeof SHOP_TEXT_PLACEHOLDERS)[number];

/**
 * An amount stated in a sentence ("free shipping from 499 kr"): whole kronor or euros without
 * decimals ('45 €', '€ 45'), else with the currency's digits ('45,50 €').
 */
function statedAmount(minor: number, locale: LocaleCode): string {
  return minor % MINOR_UNITS_PER_MAJOR === 0
    ? formatMoney(minor, locale, { digits: 0 })
    : formatMoney(minor, locale);
}

/**
 * What each placeholder reads on a storefront, from the storefront's own settings:
 * `free_shipping_from` is `Storefront.freeShippingFrom` written for its shoppers ('499 kr'
 * in sv, '399 kr.' in da, '45 €' in fi, '€ 45' in nl).
 */
export function shopTextValues(locale: LocaleCode): Readonly<Record<ShopTextPlaceholder, string>> {
  return { free_shipping_from: statedAmount(STOREFRONTS[locale].freeShippingFrom, locale) };
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * A shop text with every known placeholder (`{{free_shipping_from}}`, spaces inside the braces
 * allowed) replaced by {@link shopTextValues}, so no text states a setting other than the one the
 * shop uses. Other `{{…}}` placeholders (an interface string's own, such as `{{count}}`) are left
 * for the text's user to fill. The values are plain text without markup, safe inside HTML.
 */
export function fillShopText(text: string, locale: LocaleCode): string {
  if (!text.includes('{{')) return text;
  const values: Readonly<Record<string, string>> = shopTextValues(locale);
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
