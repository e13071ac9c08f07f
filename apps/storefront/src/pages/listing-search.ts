import * as z from 'zod/mini';

/** The listing sort orders the API serves. */
export const LISTING_SORTS = ['popular', 'price_asc', 'price_desc', 'newest', 'rating', 'name'] as const;

/** Query parameters of a listing page (category, brand, tag); a bad value falls back to the default. */
export const ListingSearchSchema = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1), z.maximum(10_000))), undefined),
  sort: z.catch(z.optional(z.enum(LISTING_SORTS)), undefined),
  phone_model: z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,100}$/))), undefined),
});
export type ListingSearch = z.infer<typeof ListingSearchSchema>;

/** Products per listing page. */
export const LISTING_PAGE_SIZE = 24;

/** The page numbers to offer around the current one (first, last, and two either side). */
export function pageNumbers(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - (sorted[i - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}
