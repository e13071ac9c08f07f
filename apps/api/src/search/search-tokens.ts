/** Most words of a search that count. */
export const MAX_SEARCH_TOKENS = 6;

/**
 * Letters and digits glued together, split apart: two letters or more before digits, or after them
 * (iphone15 → iphone 15, 15pro → 15 pro, s24ultra → s24 ultra); a single letter stays with its
 * digits (s24, 8a, 5g). The same rule as nordshop_search_text in migration 0009, which documents
 * go through, so a glued word finds the product either way.
 */
export function splitLettersAndDigits(text: string): string {
  return text.replace(/([A-Za-z]{2})(\d)/g, '$1 $2').replace(/(\d)([A-Za-z]{2})/g, '$1 $2');
}

/**
 * The words of a search text: lower case, glued letters and digits split apart, split at anything
 * that is not a letter or digit, words of one letter dropped (single digits kept), at most six
 * words of at most 40 characters.
 */
export function searchTokens(text: string): string[] {
  return splitLettersAndDigits(text.normalize('NFC').toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length >= 2 || /^\p{N}$/u.test(token))
    .slice(0, MAX_SEARCH_TOKENS)
    .map((token) => token.slice(0, 40));
}

/**
 * Whether a word is a model number (it has a digit: 15, s24, 8a): it must match as written, with
 * no typo or compound alternatives and no prefix.
 */
export function isModelToken(token: string): boolean {
  return /\p{N}/u.test(token);
}
