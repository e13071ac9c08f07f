import { listingCard, type ListingCard, type ProductCard } from '@nordshop/api-contract';
import { groupPhoneModels } from '@nordshop/catalog-ui';
import { queryOptions } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE, reachableSearchResults, type ListingSearch } from './listing-search';
import type { QueryScope } from './query-scope';

/** The listing query of a page's search: its page, the page size and its sort (popular first). */
function listingParams(search: ListingSearch) {
  return { page: search.page ?? 1, per_page: LISTING_PAGE_SIZE, sort: search.sort ?? 'popular' };
}

/**
 * An API answer with its product cards as listing cards ({@link listingCard}). The server cuts
 * them down, so a page's dehydrated data carries only what cards render; the browser keeps the
 * cards it fetches as they are (a full card is a listing card), so the cutting code stays out of
 * its first load.
 */
export function withListingCards<T extends { readonly products: readonly ProductCard[] }>(
  answer: T,
): Omit<T, 'products'> & { products: ListingCard[] } {
  return {
    ...answer,
    products: import.meta.env.SSR ? answer.products.map(listingCard) : [...answer.products],
  };
}

/** What the search page asks for: the trimmed text and the page. */
export interface SearchPageQuery {
  readonly q: string;
  readonly page: number;
}

/** Keys of the listing queries; a listing's key holds what its page's URL holds. */
export const listingKeys = {
  category: ({ locale }: QueryScope, chain: string, search: ListingSearch) =>
    ['category-listing', locale, chain, listingParams(search), search.phone_model ?? null] as const,
  brand: ({ locale }: QueryScope, slug: string, search: ListingSearch) =>
    ['brand-listing', locale, slug, listingParams(search)] as const,
  tag: ({ locale }: QueryScope, slug: string, search: ListingSearch) =>
    ['tag-listing', locale, slug, listingParams(search)] as const,
  search: ({ locale }: QueryScope, query: SearchPageQuery) =>
    ['search-page', locale, query.q, query.page] as const,
};

/**
 * A category's listing by its chain of slugs ('phones/apple'), with the phone-model filter: its
 * cards as listing cards and its phone models as the filter's groups (`phone_model_groups`).
 */
export function categoryListingQuery(scope: QueryScope, chain: string, search: ListingSearch) {
  return queryOptions({
    queryKey: listingKeys.category(scope, chain, search),
    queryFn: async () => {
      const { phone_models, ...listing } = withListingCards(
        await scope.api.categoryListing({
          path: chain,
          ...listingParams(search),
          ...(search.phone_model ? { phone_model: search.phone_model } : {}),
        }),
      );
      return {
        ...listing,
        // The subcategory links read only these (the server cuts them down for the page's data).
        children: listing.children.map(({ id, name, hierarchy }) => ({ id, name, hierarchy })),
        phone_model_groups: groupPhoneModels(phone_models),
      };
    },
  });
}

/** A brand's listing. */
export function brandListingQuery(scope: QueryScope, slug: string, search: ListingSearch) {
  return queryOptions({
    queryKey: listingKeys.brand(scope, slug, search),
    queryFn: () => scope.api.brandListing(slug, listingParams(search)).then(withListingCards),
  });
}

/** A tag's listing. */
export function tagListingQuery(scope: QueryScope, slug: string, search: ListingSearch) {
  return queryOptions({
    queryKey: listingKeys.tag(scope, slug, search),
    queryFn: () => scope.api.tagListing(slug, listingParams(search)).then(withListingCards),
  });
}

/**
 * The search page's results: one page of products, the count of results that paging reaches and
 * whether they are the best partial matches (`partial`: no product matched every word); nothing
 * is asked for a text shorter than two characters.
 */
export function searchPageQuery(scope: QueryScope, { q, page }: SearchPageQuery) {
  return queryOptions({
    queryKey: listingKeys.search(scope, { q, page }),
    queryFn: async () => {
      if (q.length < 2)
        return {
          products: [] as ListingCard[],
          categories: [],
          records: 0,
          partial: false,
          q,
          page,
        };
      const result = await scope.api.searchProducts({
        query: q,
        limit: LISTING_PAGE_SIZE,
        co: (page - 1) * LISTING_PAGE_SIZE,
      });
      return {
        ...withListingCards(result),
        records: reachableSearchResults(result.records),
        q,
        page,
      };
    },
  });
}
