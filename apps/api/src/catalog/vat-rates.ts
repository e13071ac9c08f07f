import { LOCALE_CODES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';

/**
 * The standard VAT rate of each storefront, percent (25 means 25 %), as a map. The rates live in
 * locale-config's storefront table (`STOREFRONTS[locale].standardVatRate`); read them there. This
 * map is only kept for the callers not yet moved over.
 */
export const STANDARD_VAT_RATES: Readonly<Record<LocaleCode, number>> = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, STOREFRONTS[locale].standardVatRate]),
) as Record<LocaleCode, number>;
