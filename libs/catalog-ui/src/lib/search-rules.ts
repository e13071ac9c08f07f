import { SEARCH_RECORDS_MAX } from '@nordshop/api-contract';
/** Milliseconds typing must pause before a search runs (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Characters a search needs; shorter input shows popular products (spec sections 4, 5 and 9). */
export const SEARCH_MIN_LENGTH = 2;

/**
 * The widest viewport, in CSS pixels, that counts as a mobile screen for search (spec section 9):
 * there a page opened with a search query scrolls to y=100 (spec section 2).
 */
export const MOBILE_SEARCH_BREAKPOINT = 768;

/** The no-results message shows only when more than this many characters were typed (spec section 5). */
export const NO_RESULTS_AFTER_LENGTH = 2;

/** What the search popup shows: popular products, or results, hints and categories. */
export type SearchMode = 'popular' | 'results';

/** The search text as it is sent: trimmed. */
export function normalizeSearchInput(input: string): string {
  return input.trim();
}

/** 'results' once the trimmed input has {@link SEARCH_MIN_LENGTH} characters, else 'popular'. */
export function searchMode(input: string): SearchMode {
  return normalizeSearchInput(input).length >= SEARCH_MIN_LENGTH ? 'results' : 'popular';
}

/**
 * Whether the empty-result message (general.no_products_found) shows: more than
 * {@link NO_RESULTS_AFTER_LENGTH} characters typed (trimmed) and `count` results found is 0.
 */
export function shouldShowNoResults(input: string, count: number): boolean {
  return normalizeSearchInput(input).length > NO_RESULTS_AFTER_LENGTH && count === 0;
}

/**
 * What a search's hit count says: the count (key listing.products_count), or, when the API counted
 * to its bound ({@link SEARCH_RECORDS_MAX}) and there may be more, "at least" that many
 * (listing.products_count_at_least, '240+ produkter'): never a cap shown as a count.
 */
export function searchCountLabel(records: number): {
  key: 'listing.products_count' | 'listing.products_count_at_least';
  count: number;
} {
  return records >= SEARCH_RECORDS_MAX
    ? { key: 'listing.products_count_at_least', count: SEARCH_RECORDS_MAX }
    : { key: 'listing.products_count', count: records };
}
