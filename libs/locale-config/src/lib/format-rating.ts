import { STOREFRONTS, type LocaleCode } from './storefronts';

/** Decimals a product rating is shown with (spec section 9). */
export const RATING_DECIMALS = 0;

const formatters = new Map<LocaleCode, Intl.NumberFormat>();

/**
 * A product rating (score, e.g. 4.6 of 5) as the storefront writes it, with
 * {@link RATING_DECIMALS} decimals: 4.6 → '5'. Halves round away from zero.
 */
export function formatRating(rating: number, locale: LocaleCode): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(STOREFRONTS[locale].iso, {
      minimumFractionDigits: RATING_DECIMALS,
      maximumFractionDigits: RATING_DECIMALS,
      signDisplay: 'negative',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(rating);
}
