import {
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/core';
// The numbering plans' mobile ranges only, of the five countries: a fixed line, a toll-free or a
// premium number of the country does not validate (docs/decisions/027).
import { MOBILE_METADATA } from './mobile-metadata';
import { STOREFRONTS, type LocaleCode } from './storefronts';

/** Separators a shopper may type inside a number: whitespace, dashes, dots, slashes, brackets. */
const SEPARATORS = /[\s\-\u2010-\u2015./()]/g;

/** A number without its separators: digits, led by one plus sign at most. */
const COMPACT_NUMBER = /^\+?\d+$/;

/** Longer input is no phone number (E.164 has at most 15 digits; prefixes and a trunk 0 add a few). */
const MAX_DIGITS = 20;

/** A number as typed without its separators: '+46 (0)70-123 45 67' → '+460701234567'. */
function compactOf(value: string): string {
  return value.replace(SEPARATORS, '');
}

/**
 * The mobile number of the storefront's country that `value` is, or undefined: separators are
 * dropped, the number is read in the national form (trunk 0 or none) or the international one
 * (`+31`, `0031`), it must belong to the storefront's country and lie in a mobile range of that
 * country's numbering plan, and match the storefront's own `mobileRegex` where it has one.
 */
function mobileNumberOf(value: string, locale: LocaleCode): PhoneNumber | undefined {
  const compact = compactOf(value);
  if (!COMPACT_NUMBER.test(compact) || compact.length > MAX_DIGITS + 1) return undefined;
  const storefront = STOREFRONTS[locale];
  const country = storefront.countryCode as CountryCode;
  const number = parsePhoneNumberFromString(compact, country, MOBILE_METADATA);
  if (!number || number.country !== country || !number.isValid()) return undefined;
  const ownRule = storefront.mobileRegex;
  return ownRule && !ownRule.test(dialledAtHome(compact, number)) ? undefined : number;
}

/**
 * The number as dialled inside its country, digits only ('0701234567'): a number typed in the
 * international form written nationally, else the digits as typed (so sv's 07 rule still refuses
 * '70 123 45 67').
 */
function dialledAtHome(compact: string, number: PhoneNumber): string {
  return /^(?:\+|00)/.test(compact) ? number.formatNational().replace(/\D/g, '') : compact;
}

/**
 * Whether `value` is a mobile number of the storefront's country (spec section 5, as read in
 * docs/decisions/027): what the country's numbering plan calls a mobile number (libphonenumber's
 * mobile metadata), in the forms people write it: national, with the trunk 0 where the country has
 * one ('06 12345678', '040 123 4567'), or international ('+31 6 12345678', '0031 6…',
 * '+358 (0)40 …'), with spaces, dashes, dots, slashes or brackets. sv keeps its own rule on top:
 * the national number starts with 07 and has ten digits. Another country's number, a fixed line,
 * and a number too short or too long are refused.
 */
export function isValidMobile(value: string, locale: LocaleCode): boolean {
  return mobileNumberOf(value, locale) !== undefined;
}

/**
 * A mobile number as it is stored: E.164 ('+31612345678') when it is valid for the storefront
 * ({@link isValidMobile}); anything else without its separators, so an invalid number stays
 * invalid. Normalising a normalised number gives it back unchanged.
 */
export function normalizeMobile(value: string, locale: LocaleCode): string {
  return mobileNumberOf(value, locale)?.number ?? compactOf(value);
}

/**
 * A valid mobile number written the way its country writes it at home ('06 12345678',
 * '070-123 45 67', '040 1234567'), e.g. a stored E.164 number shown in a form; anything else as
 * given.
 */
export function formatMobile(value: string, locale: LocaleCode): string {
  return mobileNumberOf(value, locale)?.formatNational() ?? value;
}
