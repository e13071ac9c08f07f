import type { QueryValue } from './api-request';
import type { ApiTransport } from './api-transport';
import { catalogOperations as ops } from './catalog-operations';
import type { CategoryChildrenRequest } from './category';
import type { ErrorReportRequest } from './content';
import type { CategoryListingQuery } from './listing';
import type { ListingQuery } from './query-params';
import type { RecommendationsRequest } from './search';

/** The search call's parameters (spec section 7; nc, co and provider are described in the API README). */
export interface SearchProductsParams {
  readonly query: string;
  readonly nc?: boolean;
  readonly co?: number;
  readonly provider?: string;
  readonly limit?: number;
}

/** Paging, sorting and filters of a listing page. */
export type ListingParams = Partial<Record<keyof ListingQuery, QueryValue>>;

const listingQuery = (params: ListingParams = {}): Record<string, QueryValue> => ({ ...params });

/**
 * The catalog's calls: storefront, strings, widgets, products, categories, listings, search, pages
 * and beacons. A module of its own, with only the catalog's operations and schemas
 * (catalog-operations.ts), so that a page that browses the catalog builds no cart, checkout or
 * account schemas (see CATALOG_API_METHODS).
 */
export function createCatalogApi({ call, send }: ApiTransport) {
  return {
    health: () => call(ops.health),
    storefront: () => call(ops.storefront),
    currentDeal: () => call(ops.currentDeal),
    widget: (slug: string) => call(ops.widget, { params: { slug } }),
    strings: () => call(ops.strings),
    /**
     * Search; `records` is the total hit count from the x-be-records header, and `partial` says
     * that no product matched every word, so the products are the best partial matches
     * (x-be-match: partial).
     */
    searchProducts: async (params: SearchProductsParams) => {
      const { data, response } = await send(ops.products, { query: { ...params } });
      return {
        ...data,
        records: Number(response.headers.get('x-be-records') ?? data.products.length),
        partial: response.headers.get('x-be-match') === 'partial',
      };
    },
    popularProducts: (params: { limit?: number; in_stock?: boolean; nc?: boolean } = {}) =>
      call(ops.products, { query: { popular: true, ...params } }),
    upsellProducts: (params: {
      upselling_id: number;
      limit?: number;
      in_stock?: boolean;
      nc?: boolean;
    }) => call(ops.products, { query: { limit: 4, ...params } }),
    searchTriggers: (query: string) => call(ops.searchTriggers, { query: { query } }),
    productRecommendations: (body: RecommendationsRequest) =>
      call(ops.productRecommendations, { body }),
    hasUpselling: (productId: number) => call(ops.hasUpselling, { params: { id: productId } }),
    /** A page (1-based) of a product's reviews, newest first, with their average, count and stars. */
    productReviews: (productId: number, params: { page?: number; per_page?: number } = {}) =>
      call(ops.productReviews, { params: { id: productId }, query: { ...params } }),
    categoryChildren: (body: CategoryChildrenRequest) => call(ops.categoryChildren, { body }),
    productCategories: () => call(ops.productCategories, { query: { v: '2' } }),
    /** The product page; with `reviews_per_page`, the first page of its reviews of that size too. */
    productBySlug: (slug: string, query: { reviews_per_page?: number } = {}) =>
      call(ops.productBySlug, { params: { slug }, query: { ...query } }),
    categoryListing: (query: CategoryListingQuery | ({ path: string } & ListingParams)) =>
      call(ops.categoryListing, { query: { ...query } }),
    brands: () => call(ops.brands),
    brandListing: (slug: string, params?: ListingParams) =>
      call(ops.brandListing, { params: { slug }, query: listingQuery(params) }),
    tagListing: (slug: string, params?: ListingParams) =>
      call(ops.tagListing, { params: { slug }, query: listingQuery(params) }),
    cmsPage: (slug: string) => call(ops.cmsPage, { params: { slug } }),
    /** The draft of the page a preview link's token names (401 for a bad or expired token). */
    pagePreview: (token: string) => call(ops.pagePreview, { query: { token } }),
    /** The Christmas calendar of a year: doors not open yet carry only their day. */
    calendar: (year: number) => call(ops.calendar, { query: { year } }),
    /** One part (1-based) of the storefront's indexable pages with their alternates. */
    sitemap: (page = 1) => call(ops.sitemap, { query: { page } }),
    /** The home page's hero slides that run now, in slider order. */
    heroSlides: () => call(ops.heroSlides),
    /** Records that the shopper viewed the product (answered 204; 404 unknown product, 429 too often). */
    recordProductView: async (productId: number): Promise<void> => {
      await call(ops.recordProductView, { body: { product_id: productId } });
    },
    reportError: (body: ErrorReportRequest) => call(ops.reportError, { body }),
  };
}

/** See {@link createCatalogApi}. */
export type CatalogApi = ReturnType<typeof createCatalogApi>;
