import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import type * as z from 'zod';
import { sendApiCall, type ApiCall, type FetchLike, type QueryValue } from './api-request';
import { LoginRequestSchema, OrderInfoResponseSchema, ProfileResponseSchema, TokensResponseSchema, type LoginRequest, type OrderLoginRequest } from './auth';
import {
  AccountOrdersResponseSchema,
  AccountProfileResponseSchema,
  AccountReturnsResponseSchema,
  AccountSubscriptionsResponseSchema,
  CreateReturnResponseSchema,
  OrderReturnsResponseSchema,
  SubscriptionResponseSchema,
  type ChangePasswordRequest,
  type CreateReturnRequest,
  type SubscriptionStatus,
  type UpdateProfileRequest,
} from './account';
import { SyncCartResponseSchema, type SyncCartRequest } from './cart';
import {
  IDEMPOTENCY_KEY_HEADER,
  OrderResponseSchema,
  PaymentMethodsResponseSchema,
  PlaceOrderResponseSchema,
  ServicePointsResponseSchema,
  ShippingMethodsResponseSchema,
  type PaymentMethodsQuery,
  type PlaceOrderRequest,
  type ServicePointsQuery,
  type ShippingMethodsQuery,
} from './checkout';
import { CalendarResponseSchema } from './calendar';
import { CategoryChildrenResponseSchema, ProductCategoriesResponseSchema, type CategoryChildrenRequest } from './category';
import {
  CmsPageResponseSchema,
  DealResponseSchema,
  ErrorReportResponseSchema,
  ErrorReportsResponseSchema,
  StringsResponseSchema,
  WidgetResponseSchema,
  type ErrorReportRequest,
} from './content';
import { SyncCouponsResponseSchema, type SyncCouponsRequest } from './coupons';
import { HealthResponseSchema } from './health';
import { HeroSlidesResponseSchema } from './hero-slides';
import {
  BrandListingResponseSchema,
  BrandsResponseSchema,
  CategoryListingResponseSchema,
  TagListingResponseSchema,
  type CategoryListingQuery,
} from './listing';
import { UnsubscribeResponseSchema } from './newsletter';
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
import { ProductViewResponseSchema, ProductViewResponseSchema as NoContentSchema } from './social-proof';
import { StorefrontResponseSchema } from './storefront';

/** Options of an API client bound to one storefront. */
export interface ApiClientOptions {
  /** Origin the API lives on, e.g. http://localhost:3000 (no trailing slash). */
  readonly baseUrl: string;
  readonly locale: LocaleCode;
  readonly fetch?: FetchLike;
}

/** The search call's parameters (spec section 7; nc, co and provider are described in the API README). */
export interface SearchProductsParams {
  readonly query: string;
  readonly nc?: boolean;
  readonly co?: number;
  readonly provider?: string;
  readonly limit?: number;
}

/** The shipping-methods query with the goods total as a number (minor units incl. VAT). */
export type ShippingMethodsParams = Omit<ShippingMethodsQuery, 'subtotal'> & { readonly subtotal: number };

/** Paging, sorting and filters of a listing page. */
export type ListingParams = Partial<Record<keyof ListingQuery, QueryValue>>;

const listingQuery = (params: ListingParams = {}): Record<string, QueryValue> => ({ ...params });
const seg = encodeURIComponent;

/**
 * A typed client of the Nordshop API. Every call carries `locale` and `sid` (spec section 7) and
 * every answer is checked against its schema; a non-2xx answer throws {@link ApiRequestError}.
 */
export function createApiClient(options: ApiClientOptions) {
  const sid = STOREFRONTS[options.locale].storeID;
  const context = { baseUrl: options.baseUrl, locale: options.locale, sid, fetch: options.fetch ?? ((request: Request) => fetch(request)) };
  const send = <S extends z.ZodType>(call: ApiCall<S>) => sendApiCall(context, call);
  const get = async <S extends z.ZodType>(path: string, schema: S, query?: Record<string, QueryValue>, token?: string) =>
    (await send({ method: 'GET', path, schema, query, token })).data;
  const post = async <S extends z.ZodType>(path: string, schema: S, body?: unknown, token?: string) =>
    (await send({ method: 'POST', path, schema, body, token })).data;

  return {
    locale: options.locale,
    sid,
    health: () => get('/api/health', HealthResponseSchema),
    storefront: () => get('/api/storefront', StorefrontResponseSchema),
    currentDeal: () => get('/api/current-deal', DealResponseSchema),
    widget: (slug: string) => get(`/api/widget-by-slug/${seg(slug)}`, WidgetResponseSchema),
    strings: () => get('/api/strings', StringsResponseSchema),
    /** Search; `records` is the total hit count from the x-be-records header. */
    searchProducts: async (params: SearchProductsParams) => {
      const { data, response } = await send({ method: 'GET', path: '/api/products', schema: ProductsResponseSchema, query: { ...params } });
      return { ...data, records: Number(response.headers.get('x-be-records') ?? data.products.length) };
    },
    popularProducts: (params: { limit?: number; in_stock?: boolean; nc?: boolean } = {}) =>
      get('/api/products', ProductsResponseSchema, { popular: true, ...params }),
    upsellProducts: (params: { upselling_id: number; limit?: number; in_stock?: boolean; nc?: boolean }) =>
      get('/api/products', ProductsResponseSchema, { limit: 4, ...params }),
    searchTriggers: (query: string) => get('/api/search-triggers', SearchTriggersResponseSchema, { query }),
    productRecommendations: (body: RecommendationsRequest) => post('/api/product-recommendations', RecommendationsResponseSchema, body),
    hasUpselling: (productId: number) => get(`/api/products/${productId}/upselling`, UpsellingResponseSchema),
    categoryChildren: (body: CategoryChildrenRequest) => post('/api/category-children', CategoryChildrenResponseSchema, body),
    productCategories: () => get('/api/product-categories', ProductCategoriesResponseSchema, { v: '2' }),
    /** Re-prices the cart; `internal` is true when the x-be-internal header is 1. */
    syncCart: async (body: SyncCartRequest, auth: { token?: string } = {}) => {
      const { data, response } = await send({ method: 'POST', path: '/api/sync-cart', schema: SyncCartResponseSchema, body, token: auth.token });
      return { items: data, internal: response.headers.get('x-be-internal') === '1' };
    },
    /** Evaluates the coupons; `skipCache` bypasses the server's 5-minute coupon cache. */
    syncCoupons: async (body: SyncCouponsRequest, auth: { token?: string; skipCache?: boolean } = {}) =>
      (
        await send({
          method: 'POST',
          path: '/api/sync-coupons',
          schema: SyncCouponsResponseSchema,
          body,
          token: auth.token,
          headers: auth.skipCache ? { 'cache-control': 'no-cache' } : {},
        })
      ).data,
    login: (body: LoginRequest) => post('/api/auth/login', TokensResponseSchema, LoginRequestSchema.parse(body)),
    /** New tokens; without a refresh token the HttpOnly refresh cookie of the session is used. */
    refresh: (refreshToken?: string | null) => post('/api/auth/refresh', TokensResponseSchema, undefined, refreshToken ?? undefined),
    profile: (accessToken: string) => get('/api/auth/profile', ProfileResponseSchema, {}, accessToken),
    orderLogin: (body: OrderLoginRequest) => post('/api/order-auth/login', TokensResponseSchema, body),
    orderRefresh: (refreshToken?: string | null) => post('/api/order-auth/refresh', TokensResponseSchema, undefined, refreshToken ?? undefined),
    orderInfo: (accessToken: string) => get('/api/order-auth/info', OrderInfoResponseSchema, {}, accessToken),
    productBySlug: (slug: string) => get(`/api/product-by-slug/${seg(slug)}`, ProductDetailSchema),
    categoryListing: (query: CategoryListingQuery | ({ path: string } & ListingParams)) =>
      get('/api/category-listing', CategoryListingResponseSchema, { ...query }),
    brands: () => get('/api/brands', BrandsResponseSchema),
    brandListing: (slug: string, params?: ListingParams) => get(`/api/brand-listing/${seg(slug)}`, BrandListingResponseSchema, listingQuery(params)),
    tagListing: (slug: string, params?: ListingParams) => get(`/api/tag-listing/${seg(slug)}`, TagListingResponseSchema, listingQuery(params)),
    cmsPage: (slug: string) => get(`/api/page-by-slug/${seg(slug)}`, CmsPageResponseSchema),
    /** The draft of the page a preview link's token names (401 for a bad or expired token). */
    pagePreview: (token: string) => get('/api/page-preview', PagePreviewResponseSchema, { token }),
    /** Takes the address of an unsubscribe link's token off the storefront's newsletter list. */
    unsubscribe: (token: string) => post('/api/newsletter/unsubscribe', UnsubscribeResponseSchema, { token }),
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
    /** The latest client error reports, newest first, for a staff account's access token (403 for other customers). */
    errorReports: (accessToken: string) => get('/api/error-reports', ErrorReportsResponseSchema, {}, accessToken),
    /** Shipping methods for a postal code and goods total (minor units); `processor` is the shipping_processor experiment. */
    shippingMethods: (query: ShippingMethodsParams) => get('/api/checkout/shipping-methods', ShippingMethodsResponseSchema, { ...query }),
    /** Pick-up points of a service-point method near a postal code. */
    servicePoints: (query: ServicePointsQuery) => get('/api/checkout/service-points', ServicePointsResponseSchema, { ...query }),
    /** Payment methods, only those a customer type may use when given. */
    paymentMethods: (query: PaymentMethodsQuery = {}) => get('/api/checkout/payment-methods', PaymentMethodsResponseSchema, { ...query }),
    /**
     * Places an order (header Idempotency-Key; send the same key when retrying the same attempt).
     * With a my-account `accessToken` the order is the customer's and priced with their discounts.
     * `replayed` is true when the key had already placed this order (answer 200 instead of 201).
     */
    placeOrder: async (body: PlaceOrderRequest, idempotencyKey: string, accessToken?: string) => {
      const { data, response } = await send({
        method: 'POST',
        path: '/api/orders',
        schema: PlaceOrderResponseSchema,
        body,
        token: accessToken,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      });
      return { ...data, replayed: response.status === 200 };
    },
    /** An order, with its order token (my-order) or its customer's access token (my-account). */
    order: (id: number, accessToken: string) => get(`/api/orders/${id}`, OrderResponseSchema, {}, accessToken),
    /** The returns of an order so far and what can still be returned (order or account token). */
    orderReturns: (id: number, accessToken: string) => get(`/api/orders/${id}/returns`, OrderReturnsResponseSchema, {}, accessToken),
    /** Returns chosen lines of an order (order or account token); 409 `not_returnable` when not allowed. */
    createReturn: (id: number, body: CreateReturnRequest, accessToken: string) =>
      send({ method: 'POST', path: `/api/orders/${id}/returns`, schema: CreateReturnResponseSchema, body, token: accessToken }).then((r) => r.data),
    /** The logged-in customer's orders, newest first. */
    accountOrders: (accessToken: string, page = 1) => get('/api/account/orders', AccountOrdersResponseSchema, { page }, accessToken),
    accountProfile: (accessToken: string) => get('/api/account/profile', AccountProfileResponseSchema, {}, accessToken),
    updateProfile: (body: UpdateProfileRequest, accessToken: string) =>
      send({ method: 'PUT', path: '/api/account/profile', schema: AccountProfileResponseSchema, body, token: accessToken }).then((r) => r.data),
    /** Answered 204; 401 when the current password is wrong. */
    changePassword: async (body: ChangePasswordRequest, accessToken: string): Promise<void> => {
      await send({ method: 'POST', path: '/api/auth/change-password', schema: NoContentSchema, body, token: accessToken });
    },
    accountReturns: (accessToken: string) => get('/api/account/returns', AccountReturnsResponseSchema, {}, accessToken),
    accountSubscriptions: (accessToken: string) => get('/api/account/subscriptions', AccountSubscriptionsResponseSchema, {}, accessToken),
    updateSubscription: (id: number, status: SubscriptionStatus, accessToken: string) =>
      post(`/api/account/subscriptions/${id}`, SubscriptionResponseSchema, { status }, accessToken),
  };
}

/** The client returned by createApiClient. */
export type ApiClient = ReturnType<typeof createApiClient>;

