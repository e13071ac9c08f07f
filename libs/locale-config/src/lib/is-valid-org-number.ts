import type { LocaleCode } from './storefronts';

/**
 * The form of a company's registration number in each storefront's country: sv
 * organisationsnummer (six digits, an optional dash, four digits), no organisasjonsnummer (nine
 * digits, spaces between the threes allowed), da CVR-nummer (eight digits, optionally led by
 * `DK`), fi Y-tunnus (seven digits, a dash, the check digit), nl KvK-nummer (eight digits).
 */
const ORG_NUMBER_PATTERNS: Readonly<Record<LocaleCode, RegExp>> = {
  sv: /^\d{6}-?\d{4}$/,
  no: /^\d{3}\s?\d{3}\s?\d{3}$/,
  da: /^(?:DK)?\d{8}$/i,
  fi: /^\d{7}-\d$/,
  nl: /^\d{8}$/,
};

/**
 * Whether `value` is an organisation number of the storefront's country (its form, see
 * ORG_NUMBER_PATTERNS), surrounding whitespace ignored. The checkout form and the order API both
 * check a company's number with it.
 */
export function isValidOrgNumber(value: string, locale: LocaleCode): boolean {
  return ORG_NUMBER_PATTERNS[locale].test(value.trim());
}
