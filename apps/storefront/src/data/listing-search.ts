import { SEARCH_MAX_OFFSET } from '@nordshop/api-contract';
import { intParam, optionParam, searchParser, textParam, type ParsedSearch } from './search-params';

/** The listing sort orders the API serves. */
export const LISTING_SORTS = [
  'popular',
  'price_asc',
  'price_desc',
  'newest',
  'rating',
  'name',
] as const;

/** Query parameters of a listing page (category, brand, tag); a bad value falls back to the default. */
const LISTING_PARAMS = {
  page: intParam(1, 10_000),
  sort: optionParam(LISTING_SORTS),
  phone_model: textParam({ max: 100, pattern: /^[a-z0-9-]{1,100}$/, trim: false }),
};
export const ListingSearchSchema = searchParser(LISTING_PARAMS);
export type ListingSearch = ParsedSearch<typeof LISTING_PARAMS>;

/** Products per listing page. */
export const LISTING_PAGE_SIZE = 24;

/** The page numbers to offer around the current one (first, last, and two either side). */
export function pageNumbers(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return sorted.flatMap((n, i) =>
    i > 0 && n - (sorted[i - 1] ?? n) > 1 ? ['gap' as const, n] : [n],
  );
}

/**
 * The router path of page `page` of a listing or of the search results: the other parameters as
 * they are (those without a value left out), then `page`, which page 1 goes without.
 */
export function pageHref(
  path: string,
  params: Readonly<Record<string, string | undefined>>,
  page: number,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '' && key !== 'page') query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** How many pages `total` products make at `perPage` a page (at least one). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The last page of search results the API can reach (its count offset ends at SEARCH_MAX_OFFSET). */
export const SEARCH_MAX_PAGE = Math.floor(SEARCH_MAX_OFFSET / LISTING_PAGE_SIZE) + 1;

/** Query parameters of the search results page: the words and the page. */
const SEARCH_PARAMS = {
  q: textParam({ max: 100, min: 0 }),
  page: intParam(1, SEARCH_MAX_PAGE),
};
export const SearchPageSchema = searchParser(SEARCH_PARAMS);
export type SearchPageSearch = ParsedSearch<typeof SEARCH_PARAMS>;

/**
 * How many of `records` search hits the pages can show: all of them, unless there are more than
 * {@link SEARCH_MAX_PAGE} pages hold. The count a shopper reads is this one.
 */
export function reachableSearchResults(records: number): number {
  return Math.min(records, SEARCH_MAX_PAGE * LISTING_PAGE_SIZE);
}
