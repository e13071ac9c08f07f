import { STOREFRONTS, type LocaleCode } from './storefronts';

/**
 * Decimals a product rating is shown with: one, so the text agrees with the stars beside it,
 * which show halves (4.5 reads "4,5", not "5" next to four and a half stars). Spec section 9 says
 * 0; docs/decisions/014-rating-with-one-decimal.md gives the reason for the change.
 */
export const RATING_DECIMALS = 1;

const formatters = new Map<LocaleCode, Intl.NumberFormat>();

/**
 * A product rating (score, e.g. 4.5 of 5) as the storefront writes it, with
 * {@link RATING_DECIMALS} decimal: 4.5 → '4,5' in sv, 4 → '4,0'. Halves round away from zero.
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
