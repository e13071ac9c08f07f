import { STOREFRONTS, type LocaleCode } from './storefronts';

/**
 * Whether `value` is a postal code of the storefront's country (spec section 5), surrounding
 * whitespace ignored: sv `^\d{3}\s*\d{2}$` ('123 45', '12345'); no and da four digits; fi five
 * digits; nl four digits, an optional space and two letters ('1234 AB', '1234ab').
 */
export function isValidPostalCode(value: string, locale: LocaleCode): boolean {
  return STOREFRONTS[locale].postalCodeRegex.test(value.trim());
}

/**
 * The postal code in the form the country writes it, or undefined when it is not valid
 * ({@link isValidPostalCode}): sv '123 45', nl '1234 AB', others the digits as typed.
 * Normalising a normalised code gives it back unchanged.
 */
export function normalizePostalCode(value: string, locale: LocaleCode): string | undefined {
  const trimmed = value.trim();
  if (!isValidPostalCode(trimmed, locale)) return undefined;
  const compact = trimmed.replace(/\s+/g, '');
  switch (locale) {
    case 'sv':
      return `${compact.slice(0, 3)} ${compact.slice(3)}`;
    case 'nl':
      return `${compact.slice(0, 4)} ${compact.slice(4).toUpperCase()}`;
    default:
      return compact;
  }
}
