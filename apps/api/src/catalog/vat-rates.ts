import type { LocaleCode } from '@nordshop/locale-config';

/** The standard VAT rate of each storefront, percent (25 means 25 %). */
export const STANDARD_VAT_RATES: Readonly<Record<LocaleCode, number>> = {
  sv: 25,
  no: 25,
  da: 25,
  fi: 25.5,
  nl: 21,
};
