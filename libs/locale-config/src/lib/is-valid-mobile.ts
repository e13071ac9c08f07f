import { STOREFRONTS, type LocaleCode } from './storefronts';

/** A leading country code of the storefront's country, `+46` or `0046`, before a digit. */
const INTERNATIONAL_PREFIX: Readonly<Record<LocaleCode, RegExp>> = {
  sv: /^(?:\+|00)46(?=\d)/,
  no: /^(?:\+|00)47(?=\d)/,
  da: /^(?:\+|00)45(?=\d)/,
  fi: /^(?:\+|00)358(?=\d)/,
  nl: /^(?:\+|00)31(?=\d)/,
};

/** Separators a shopper may type inside a number: whitespace, dashes, dots, slashes, brackets. */
const SEPARATORS = /[\s\-\u2010-\u2015./()]/g;

/**
 * A mobile number as typed, in the national form the storefront validates:
 * 1. separators are dropped (spaces, also non-breaking, dashes, dots, slashes, brackets);
 * 2. a leading country code of the storefront's own country (`+46`, `0046`) followed by a digit is
 *    dropped together with trunk zeros after it, and for sv one trunk zero is put back:
 *    '+46 70-123 45 67' → '0701234567', '+358 (0)40 123 4567' → '401234567'.
 *
 * Anything else is kept, so an invalid number stays invalid.
 */
export function normalizeMobile(value: string, locale: LocaleCode): string {
  const compact = value.replace(SEPARATORS, '');
  const international = INTERNATIONAL_PREFIX[locale].exec(compact);
  if (!international) return compact;
  // Zeros after the country code are trunk zeros ('+46 070…'); the national form has at most one.
  const national = compact.slice(international[0].length).replace(/^0+/, '');
  return locale === 'sv' ? `0${national}` : national;
}

/**
 * Whether `value` is a mobile number of the storefront's country (spec section 5), read after
 * {@link normalizeMobile}. The whole number must match the storefront's `mobileRegex`:
 * - sv: starts with 07, ten digits ('070 123 45 67');
 * - no, da: starts with 4 or 9, eight digits ('412 34 567');
 * - fi: starts with 4 or 9, seven to ten digits, without the trunk zero ('40 123 4567');
 * - nl: starts with 4 or 9, nine digits, without the trunk zero.
 */
export function isValidMobile(value: string, locale: LocaleCode): boolean {
  return STOREFRONTS[locale].mobileRegex.test(normalizeMobile(value, locale));
}
