import { LOCALE_CODES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';

/** The standard VAT rate of each storefront, percent (25 means 25 %): `STOREFRONTS[locale].standardVatRate`. */
export const STANDARD_VAT_RATES: Readonly<Record<LocaleCode, number>> = Object.fromEntries(
  LOCALE_CODES.map((locale) => [locale, STOREFRONTS[locale].standardVatRate]),
) as Record<LocaleCode, number>;
