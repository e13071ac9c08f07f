import * as z from 'zod';
import { deferred } from './deferred-schema';
import type { ApiOperation } from './api-operation';
import {
  CategoryChildrenRequestSchema,
  CategoryChildrenResponseSchema,
  ProductCategoriesQuerySchema,
  ProductCategoriesResponseSchema,
} from './category';
import { CalendarQuerySchema, CalendarResponseSchema } from './calendar';
import {
  CmsPageResponseSchema,
  DealResponseSchema,
  ErrorReportRequestSchema,
  ErrorReportResponseSchema,
  PageSlugParamSchema,
  StringsResponseSchema,
  WidgetResponseSchema,
  WidgetSlugParamSchema,
} from './content';
import { HealthResponseSchema } from './health';
import { HeroSlidesResponseSchema } from './hero-slides';
import {
  BrandListingResponseSchema,
  BrandsResponseSchema,
  CategoryListingQuerySchema,
  CategoryListingResponseSchema,
  TagListingResponseSchema,
} from './listing';
import { PagePreviewQuerySchema, PagePreviewResponseSchema } from './page-preview';
import { ProductDetailSchema } from './product';
import { PRODUCT_VIEWS_PATH } from './product-view-beacon';
import { ListingQuerySchema, SlugSchema } from './query-params';
import {
  ProductBySlugQuerySchema,
  ProductReviewsQuerySchema,
  ProductReviewsResponseSchema,
} from './reviews';
import {
  ProductIdParamSchema,
  ProductsQuerySchema,
  ProductsResponseSchema,
  RecommendationsRequestSchema,
  RecommendationsResponseSchema,
  SearchTriggersQuerySchema,
  SearchTriggersResponseSchema,
  UpsellingResponseSchema,
} from './search';
import { SitemapQuerySchema, SitemapResponseSchema } from './sitemap';
import { ProductViewRequestSchema, ProductViewResponseSchema } from './social-proof';
import { StorefrontResponseSchema } from './storefront';

const SlugParamSchema = deferred(() => z.object({ slug: SlugSchema }));

/**
 * The catalog's endpoints: storefront, strings, widgets, products, categories, listings, search,
 * pages and beacons. A module of their own, with only the catalog's schemas, so that the catalog
 * client (catalog-api.ts) builds no cart, checkout or account schemas. Each key is the name of
 * the client method that calls it (GET /api/products serves three: search, popular and upsell).
 */
export const catalogOperations = {
  health: {
    method: 'get',
    path: '/api/health',
    summary: 'Database kind and whether it answers',
    response: HealthResponseSchema,
  },
  storefront: {
    method: 'get',
    path: '/api/storefront',
    summary: 'The storefront of the locale',
    response: StorefrontResponseSchema,
  },
  currentDeal: {
    method: 'get',
    path: '/api/current-deal',
    summary: 'The deal running now (404 when none)',
    response: DealResponseSchema,
  },
  widget: {
    method: 'get',
    path: '/api/widget-by-slug/{slug}',
    summary: 'A layout widget',
    params: WidgetSlugParamSchema,
    response: WidgetResponseSchema,
  },
  products: {
    method: 'get',
    path: '/api/products',
    summary: 'Search (query), popular (popular=1) or upsell (upselling_id) products',
    query: ProductsQuerySchema,
    response: ProductsResponseSchema,
    headers: {
      'x-be-records': 'Total number of search hits',
      'x-be-match':
        "'partial' when no product matches every word (the best partial matches); absent or 'all' otherwise",
      'x-be-provider': 'The search provider that answered',
    },
  },
  searchTriggers: {
    method: 'get',
    path: '/api/search-triggers',
    summary: 'Search hints for the typed words',
    query: SearchTriggersQuerySchema,
    response: SearchTriggersResponseSchema,
  },
  productRecommendations: {
    method: 'post',
    path: '/api/product-recommendations',
    summary: 'Products bought together with the SKUs, then same category',
    body: RecommendationsRequestSchema,
    response: RecommendationsResponseSchema,
  },
  hasUpselling: {
    method: 'get',
    path: '/api/products/{id}/upselling',
    summary: 'Whether the product has upselling',
    params: ProductIdParamSchema,
    response: UpsellingResponseSchema,
  },
  productReviews: {
    method: 'get',
    path: '/api/products/{id}/reviews',
    summary:
      "A page of a main product's reviews, newest first, in the storefront's language, with their average and count (the product's rating) and how many gave each number of stars (404 unknown product)",
    params: ProductIdParamSchema,
    query: ProductReviewsQuerySchema,
    response: ProductReviewsResponseSchema,
  },
  categoryChildren: {
    method: 'post',
    path: '/api/category-children',
    summary: 'Which of the products sit in which categories',
    body: CategoryChildrenRequestSchema,
    response: CategoryChildrenResponseSchema,
  },
  productCategories: {
    method: 'get',
    path: '/api/product-categories',
    summary: 'The category tree (cacheable)',
    query: ProductCategoriesQuerySchema,
    response: ProductCategoriesResponseSchema,
    headers: {
      'cache-control': 'public, max-age=300, stale-while-revalidate=600',
      etag: 'Tree version',
    },
  },
  strings: {
    method: 'get',
    path: '/api/strings',
    summary: "The locale's interface strings",
    response: StringsResponseSchema,
  },
  productBySlug: {
    method: 'get',
    path: '/api/product-by-slug/{slug}',
    summary: 'The product page, with the first page of its reviews when asked (reviews_per_page)',
    params: SlugParamSchema,
    query: ProductBySlugQuerySchema,
    response: ProductDetailSchema,
  },
  categoryListing: {
    method: 'get',
    path: '/api/category-listing',
    summary: 'A category page by slug chain',
    query: CategoryListingQuerySchema,
    response: CategoryListingResponseSchema,
  },
  brands: {
    method: 'get',
    path: '/api/brands',
    summary: 'All brands',
    response: BrandsResponseSchema,
  },
  brandListing: {
    method: 'get',
    path: '/api/brand-listing/{slug}',
    summary: 'A brand page',
    params: SlugParamSchema,
    query: ListingQuerySchema,
    response: BrandListingResponseSchema,
  },
  tagListing: {
    method: 'get',
    path: '/api/tag-listing/{slug}',
    summary: 'A product tag page',
    params: SlugParamSchema,
    query: ListingQuerySchema,
    response: TagListingResponseSchema,
  },
  sitemap: {
    method: 'get',
    path: '/api/sitemap',
    summary: "One part of the locale's indexable pages with their alternates (cacheable)",
    query: SitemapQuerySchema,
    response: SitemapResponseSchema,
    headers: { 'cache-control': 'public, max-age=600' },
  },
  heroSlides: {
    method: 'get',
    path: '/api/hero-slides',
    summary: "The home page's hero slides that run now, in order (cacheable)",
    response: HeroSlidesResponseSchema,
    headers: {
      'cache-control': 'public, max-age=60',
      'x-be-cache': 'hit or miss (the server response cache)',
    },
  },
  recordProductView: {
    method: 'post',
    path: PRODUCT_VIEWS_PATH,
    summary:
      'Record that a shopper viewed a product (rate-limited per client; 404 unknown product)',
    body: ProductViewRequestSchema,
    response: ProductViewResponseSchema,
    status: 204,
    rateLimited: true,
  },
  cmsPage: {
    method: 'get',
    path: '/api/page-by-slug/{slug}',
    summary: 'A CMS page (content HTML sanitized)',
    params: PageSlugParamSchema,
    response: CmsPageResponseSchema,
  },
  pagePreview: {
    method: 'get',
    path: '/api/page-preview',
    summary:
      "The draft of a CMS page for a preview link's token (HS256 JWT with purpose page-preview, locale, slug and exp at most 24 h ahead)",
    query: PagePreviewQuerySchema,
    response: PagePreviewResponseSchema,
    headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
    errors: {
      401: 'The token is not valid: forged, expired, without exp or more than 24 h ahead, of another purpose or another storefront',
    },
  },
  calendar: {
    method: 'get',
    path: '/api/calendar',
    summary:
      "The storefront's Christmas calendar of a year (doors not open yet carry only their day; 404 when there is none)",
    query: CalendarQuerySchema,
    response: CalendarResponseSchema,
    headers: { 'cache-control': 'public, max-age=60' },
  },
  reportError: {
    method: 'post',
    path: '/captuerr',
    summary: 'Client error report (rate-limited per client)',
    body: ErrorReportRequestSchema,
    response: ErrorReportResponseSchema,
    status: 202,
    rateLimited: true,
  },
} as const satisfies Record<string, ApiOperation>;
