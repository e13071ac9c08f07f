import { priceDigits } from './currency-digits';
import { roundDisplayPrice } from './display-price';
import { formatMoney } from './format-money';
import type { LocaleCode } from './storefronts';

/**
 * An amount already in the display mode (spec section 9: a price including VAT, or an ex-VAT
 * amount such as {@link exVatPrice} gives), in minor units, written as the shop shows prices:
 * rounded by {@link roundDisplayPrice} and formatted with {@link priceDigits} decimals. In sv, no
 * and da an amount including VAT reads in whole kronor ('129 kr'), an ex-VAT one with its öre
 * ('103,20 kr'); in fi and nl always with cents.
 */
export function formatDisplayPrice(minor: number, locale: LocaleCode, includeVat: boolean): string {
  return formatMoney(roundDisplayPrice(minor, locale, includeVat), locale, {
    digits: priceDigits(locale, includeVat),
  });
}
