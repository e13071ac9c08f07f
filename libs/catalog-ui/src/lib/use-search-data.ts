import type { ProductCard, SearchCategory, SearchHint } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchOptionGroups, type SearchOptionGroup } from './search-options';
import { searchMode, shouldShowNoResults } from './search-rules';

/** What a search finds: products, matching categories and the total number of hits (x-be-records). */
export interface SearchResults {
  readonly products: readonly ProductCard[];
  readonly categories: readonly SearchCategory[];
  readonly total: number;
  /** No product has every word: these are the closest matches (x-be-match: partial). */
  readonly partial?: boolean;
}

/** Where the search box gets its data; each returns a promise (the app calls the API). */
export interface SearchSources {
  /** GET /api/products with query: results for the trimmed text (2+ characters). */
  readonly searchProducts: (q: string) => Promise<SearchResults>;
  /** GET /api/products with popular=1: what shows below 2 characters. */
  readonly popularProducts: () => Promise<readonly ProductCard[]>;
  /** GET /api/search-triggers: hints for the trimmed text; a failure shows none. */
  readonly searchHints: (q: string) => Promise<readonly SearchHint[]>;
}

/** Query keys of the search box's data, shared with the app's cache. */
export const searchQueryKeys = {
  popular: (locale: LocaleCode) => ['catalog-ui', 'search', locale, 'popular'] as const,
  results: (locale: LocaleCode, q: string) =>
    ['catalog-ui', 'search', locale, 'results', q] as const,
  hints: (locale: LocaleCode, q: string) => ['catalog-ui', 'search', locale, 'hints', q] as const,
};

/** Popular products change slowly: kept fresh for five minutes. */
const POPULAR_STALE_MS = 5 * 60 * 1000;

/** The search box's queries (TanStack Query options), from the app's sources. */
export const searchQueries = {
  /** What shows below two characters; fresh for five minutes. */
  popular: (locale: LocaleCode, sources: SearchSources) =>
    queryOptions({
      queryKey: searchQueryKeys.popular(locale),
      queryFn: () => sources.popularProducts(),
      staleTime: POPULAR_STALE_MS,
    }),
  /** The results of a trimmed text of two characters or more. */
  results: (locale: LocaleCode, term: string, sources: SearchSources) =>
    queryOptions({
      queryKey: searchQueryKeys.results(locale, term),
      queryFn: () => sources.searchProducts(term),
      placeholderData: keepPreviousData,
    }),
  /** The hints of a trimmed text of two characters or more. */
  hints: (locale: LocaleCode, term: string, sources: SearchSources) =>
    queryOptions({
      queryKey: searchQueryKeys.hints(locale, term),
      queryFn: () => sources.searchHints(term),
      placeholderData: keepPreviousData,
    }),
};

/** The search popup's option groups for the (debounced, trimmed) `term`, fetched only while `open`. */
export function useSearchData(
  term: string,
  open: boolean,
  locale: LocaleCode,
  sources: SearchSources,
) {
  const mode = searchMode(term);
  const searching = open && mode === 'results';
  const popular = useQuery({
    ...searchQueries.popular(locale, sources),
    enabled: open && mode === 'popular',
  });
  const results = useQuery({
    ...searchQueries.results(locale, term, sources),
    enabled: searching,
  });
  const hints = useQuery({ ...searchQueries.hints(locale, term, sources), enabled: searching });
  const groups: SearchOptionGroup[] = searchOptionGroups({
    mode,
    popular: popular.data ?? [],
    products: results.data?.products ?? [],
    total: results.data?.total ?? 0,
    hints: hints.data ?? [],
    categories: results.data?.categories ?? [],
  });
  const settled = results.isSuccess && !results.isPlaceholderData;
  return {
    groups,
    loading: mode === 'popular' ? popular.isFetching && !popular.data : results.isFetching,
    noResults: mode === 'results' && settled && shouldShowNoResults(term, results.data.total),
    partial: mode === 'results' && settled && results.data.partial === true,
  };
}
