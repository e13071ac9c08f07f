import type { QueryValue } from './api-request';
import type { ApiTransport } from './api-transport';
import { seg } from './api-transport';
import { CalendarResponseSchema } from './calendar';
import {
  CategoryChildrenResponseSchema,
  ProductCategoriesResponseSchema,
  type CategoryChildrenRequest,
} from './category';
import {
  CmsPageResponseSchema,
  DealResponseSchema,
  ErrorReportResponseSchema,
  StringsResponseSchema,
  WidgetResponseSchema,
  type ErrorReportRequest,
} from './content';
import { HealthResponseSchema } from './health';
import { HeroSlidesResponseSchema } from './hero-slides';
import {
  BrandListingResponseSchema,
  BrandsResponseSchema,
  CategoryListingResponseSchema,
  TagListingResponseSchema,
  type CategoryListingQuery,
} from './listing';
import { PagePreviewResponseSchema } from './page-preview';
import { ProductDetailSchema } from './product';
import type { ListingQuery } from './query-params';
import {
  ProductsResponseSchema,
  RecommendationsResponseSchema,
  SearchTriggersResponseSchema,
  UpsellingResponseSchema,
  type RecommendationsRequest,
} from './search';
import { SitemapResponseSchema } from './sitemap';
import { ProductViewResponseSchema } from './social-proof';
import { StorefrontResponseSchema } from './storefront';

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
 * and beacons. A module of its own, with only the catalog's schemas, so that a page that browses
 * the catalog builds no cart, checkout or account schemas (see CATALOG_API_METHODS).
 */
export function createCatalogApi({ get, post, send }: ApiTransport) {
  return {
    health: () => get('/api/health', HealthResponseSchema),
    storefront: () => get('/api/storefront', StorefrontResponseSchema),
    currentDeal: () => get('/api/current-deal', DealResponseSchema),
    widget: (slug: string) => get(`/api/widget-by-slug/${seg(slug)}`, WidgetResponseSchema),
    strings: () => get('/api/strings', StringsResponseSchema),
    /** Search; `records` is the total hit count from the x-be-records header. */
    searchProducts: async (params: SearchProductsParams) => {
      const { data, response } = await send({
        method: 'GET',
        path: '/api/products',
        schema: ProductsResponseSchema,
        query: { ...params },
      });
      return {
        ...data,
        records: Number(response.headers.get('x-be-records') ?? data.products.length),
      };
    },
    popularProducts: (params: { limit?: number; in_stock?: boolean; nc?: boolean } = {}) =>
      get('/api/products', ProductsResponseSchema, { popular: true, ...params }),
    upsellProducts: (params: {
      upselling_id: number;
      limit?: number;
      in_stock?: boolean;
      nc?: boolean;
    }) => get('/api/products', ProductsResponseSchema, { limit: 4, ...params }),
    searchTriggers: (query: string) =>
      get('/api/search-triggers', SearchTriggersResponseSchema, { query }),
    productRecommendations: (body: RecommendationsRequest) =>
      post('/api/product-recommendations', RecommendationsResponseSchema, body),
    hasUpselling: (productId: number) =>
      get(`/api/products/${productId}/upselling`, UpsellingResponseSchema),
    categoryChildren: (body: CategoryChildrenRequest) =>
      post('/api/category-children', CategoryChildrenResponseSchema, body),
    productCategories: () =>
      get('/api/product-categories', ProductCategoriesResponseSchema, { v: '2' }),
    productBySlug: (slug: string) => get(`/api/product-by-slug/${seg(slug)}`, ProductDetailSchema),
    categoryListing: (query: CategoryListingQuery | ({ path: string } & ListingParams)) =>
      get('/api/category-listing', CategoryListingResponseSchema, { ...query }),
    brands: () => get('/api/brands', BrandsResponseSchema),
    brandListing: (slug: string, params?: ListingParams) =>
      get(`/api/brand-listing/${seg(slug)}`, BrandListingResponseSchema, listingQuery(params)),
    tagListing: (slug: string, params?: ListingParams) =>
      get(`/api/tag-listing/${seg(slug)}`, TagListingResponseSchema, listingQuery(params)),
    cmsPage: (slug: string) => get(`/api/page-by-slug/${seg(slug)}`, CmsPageResponseSchema),
    /** The draft of the page a preview link's token names (401 for a bad or expired token). */
    pagePreview: (token: string) => get('/api/page-preview', PagePreviewResponseSchema, { token }),
    /** The Christmas calendar of a year: doors not open yet carry only their day. */
    calendar: (year: number) => get('/api/calendar', CalendarResponseSchema, { year }),
    /** One part (1-based) of the storefront's indexable pages with their alternates. */
    sitemap: (page = 1) => get('/api/sitemap', SitemapResponseSchema, { page }),
    /** The home page's hero slides that run now, in slider order. */
    heroSlides: () => get('/api/hero-slides', HeroSlidesResponseSchema),
    /** Records that the shopper viewed the product (answered 204; 404 unknown product, 429 too often). */
    recordProductView: async (productId: number): Promise<void> => {
      await post('/api/product-views', ProductViewResponseSchema, { product_id: productId });
    },
    reportError: (body: ErrorReportRequest) => post('/captuerr', ErrorReportResponseSchema, body),
  };
}

/** See {@link createCatalogApi}. */
export type CatalogApi = ReturnType<typeof createCatalogApi>;
