import { MINOR_UNIT_DIGITS, priceDigits } from './currency-digits';
import { exVatPrice } from './money';
import { roundHalfAwayFromZero } from './round-half-away-from-zero';
import type { LocaleCode } from './storefronts';

/**
 * A price rounded for display (spec section 9), in minor units: to the currency's digits when
 * shown including VAT (whole kronor for SEK, NOK, DKK: 12950 → 13000), else to 2 digits (whole
 * öre or cents). Halves round away from zero. Rounding a rounded price changes nothing.
 */
export function roundDisplayPrice(minor: number, locale: LocaleCode, includeVat: boolean): number {
  const step = 10 ** (MINOR_UNIT_DIGITS - priceDigits(locale, includeVat));
  return roundHalfAwayFromZero(minor, step);
}

/**
 * The price the shop shows, in minor units, from a price including VAT: as it is when shown
 * including VAT, else its ex-VAT price ({@link exVatPrice}), then rounded by
 * {@link roundDisplayPrice}. `rate` is the product's VAT rate in percent.
 * Format it with `formatDisplayPrice(price, locale, includeVat)`.
 */
export function displayPrice(
  minor: number,
  rate: number,
  locale: LocaleCode,
  includeVat: boolean,
): number {
  const price = includeVat ? minor : exVatPrice(minor, rate);
  return roundDisplayPrice(price, locale, includeVat);
}
