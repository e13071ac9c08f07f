/**
 * The most hits a search counts: GET /api/products' x-be-records is exact up to this many, and a
 * search with more answers this many (its best, decision 024), so a count of it means "at least
 * this many". A file of its own: the storefront's first load reads it without the schemas.
 */
export const SEARCH_RECORDS_MAX = 240;
