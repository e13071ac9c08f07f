import { STOREFRONTS, type CurrencyCode, type LocaleCode } from './storefronts';

/** Minor units per major unit in every storefront currency: 100 öre a krona, 100 cents a euro. */
export const MINOR_UNITS_PER_MAJOR = 100;

/** Decimals of a money amount in minor units (öre, øre, cents): always 2. */
export const MINOR_UNIT_DIGITS = 2;

/** Decimals a price is shown with per currency (spec section 9): SEK, NOK, DKK 0; EUR 2. */
export const CURRENCY_DIGITS: Readonly<Record<CurrencyCode, number>> = {
  SEK: 0,
  NOK: 0,
  DKK: 0,
  EUR: 2,
};

/** Decimals a price is shown with in a storefront: 0 for sv, no and da, 2 for fi and nl. */
export function currencyDigits(locale: LocaleCode): number {
  return CURRENCY_DIGITS[STOREFRONTS[locale].currency];
}

/**
 * Decimals of a displayed price (spec section 9): the currency's digits when prices are shown
 * including VAT, else 2 (an ex-VAT SEK price shows its öre).
 */
export function priceDigits(locale: LocaleCode, includeVat: boolean): number {
  return includeVat ? currencyDigits(locale) : MINOR_UNIT_DIGITS;
}
