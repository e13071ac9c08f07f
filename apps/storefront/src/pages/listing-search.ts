import {
  intParam,
  optionParam,
  searchParser,
  textParam,
  type ParsedSearch,
} from '../routing/search-params';

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
