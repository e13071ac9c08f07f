import type { LocaleCode } from './storefronts';

/**
 * A valid postal code of each storefront's country, written the way the country writes it: for
 * examples in forms and messages (`isValidPostalCode` accepts each).
 */
export const POSTAL_CODE_EXAMPLES: Readonly<Record<LocaleCode, string>> = {
  sv: '123 45',
  no: '0150',
  da: '2100',
  fi: '00100',
  nl: '1234 AB',
};

/**
 * A mobile number of each storefront's country, written the way people there write it at home
 * (trunk 0 where the country has one): for examples in forms and messages (`isValidMobile`
 * accepts each).
 */
export const MOBILE_EXAMPLES: Readonly<Record<LocaleCode, string>> = {
  sv: '070-123 45 67',
  no: '412 34 567',
  da: '20 12 34 56',
  fi: '040 123 4567',
  nl: '06 12345678',
};

/**
 * An organisation number of each storefront's country in its usual form: for examples in forms
 * and messages (`isValidOrgNumber` accepts each).
 */
export const ORG_NUMBER_EXAMPLES: Readonly<Record<LocaleCode, string>> = {
  sv: '556677-8899',
  no: '923 456 789',
  da: '12345678',
  fi: '1234567-8',
  nl: '12345678',
};
