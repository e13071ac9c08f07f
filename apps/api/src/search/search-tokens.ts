/** Most words of a search that count. */
export const MAX_SEARCH_TOKENS = 6;

/**
 * The words of a search text: lower case, split at anything that is not a letter or digit, words
 * of one letter dropped (single digits kept), at most six words of at most 40 characters.
 */
export function searchTokens(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length >= 2 || /^\p{N}$/u.test(token))
    .slice(0, MAX_SEARCH_TOKENS)
    .map((token) => token.slice(0, 40));
}

/** A tsquery literal that ORs lexemes exactly as given (no stemming), e.g. 'ladd' | 'billadd'. */
export function lexemeQuery(lexemes: readonly string[]): string {
  return [...new Set(lexemes)]
    .map((lexeme) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`)
    .join(' | ');
}
