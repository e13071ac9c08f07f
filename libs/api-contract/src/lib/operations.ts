import * as z from 'zod';
import {
  AccountOrdersQuerySchema,
  AccountOrdersResponseSchema,
  AccountProfileResponseSchema,
  AccountReturnsResponseSchema,
  AccountSubscriptionsResponseSchema,
  ChangePasswordRequestSchema,
  CreateReturnRequestSchema,
  CreateReturnResponseSchema,
  OrderReturnsResponseSchema,
  RETURN_ERROR_CODE,
  SubscriptionIdParamSchema,
  SubscriptionResponseSchema,
  UpdateProfileRequestSchema,
  UpdateSubscriptionRequestSchema,
} from './account';
import {
  LoginRequestSchema,
  OrderInfoResponseSchema,
  OrderLoginRequestSchema,
  ProfileResponseSchema,
  REFRESH_COOKIE_NAMES,
  TokensResponseSchema,
} from './auth';
import { SyncCartRequestSchema, SyncCartResponseSchema } from './cart';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  OrderIdParamSchema,
  OrderResponseSchema,
  PaymentMethodsQuerySchema,
  PaymentMethodsResponseSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
  ServicePointsQuerySchema,
  ServicePointsResponseSchema,
  ShippingMethodsQuerySchema,
  ShippingMethodsResponseSchema,
} from './checkout';
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
  ERROR_REPORTS_LIMIT,
  ErrorReportRequestSchema,
  ErrorReportResponseSchema,
  ErrorReportsResponseSchema,
  PageSlugParamSchema,
  StringsResponseSchema,
  WidgetResponseSchema,
  WidgetSlugParamSchema,
} from './content';
import { SyncCouponsRequestSchema, SyncCouponsResponseSchema } from './coupons';
import { HealthResponseSchema } from './health';
import { HeroSlidesResponseSchema } from './hero-slides';
import {
  BrandListingResponseSchema,
  BrandsResponseSchema,
  CategoryListingQuerySchema,
  CategoryListingResponseSchema,
  TagListingResponseSchema,
} from './listing';
import { UnsubscribeRequestSchema, UnsubscribeResponseSchema } from './newsletter';
import { PagePreviewQuerySchema, PagePreviewResponseSchema } from './page-preview';
import { ProductDetailSchema } from './product';
import { ListingQuerySchema, SlugSchema } from './query-params';
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

/** One endpoint of the API: method, path (OpenAPI style) and the schemas of its parts. */
export interface ApiOperation {
  readonly method: 'get' | 'post' | 'put';
  readonly path: string;
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the call needs (an object schema keyed by header name). */
  readonly requestHeaders?: z.ZodType;
  readonly response: z.ZodType;
  /** The success status (default 200); 204 answers have no body. */
  readonly status?: 200 | 201 | 202 | 204;
  /** Further error answers the call may give besides 400, 404, 429, 503 (and 401 of a Bearer call), with what they mean. */
  readonly errors?: Readonly<Partial<Record<401 | 403 | 409, string>>>;
  /** Response headers the client reads. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Whether a Bearer token is required (true) or optional ('optional'). */
  readonly auth?: true | 'optional';
  /** Whether a client may get 429 for calling too often. */
  readonly rateLimited?: true;
}

const SlugParamSchema = z.object({ slug: SlugSchema });

/** Every endpoint of the API (spec section 7 plus the reads the pages need). */
export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Database kind and whether it answers',
    response: HealthResponseSchema,
  },
  {
    method: 'get',
    path: '/api/storefront',
    summary: 'The storefront of the locale',
    response: StorefrontResponseSchema,
  },
  {
    method: 'get',
    path: '/api/current-deal',
    summary: 'The deal running now (404 when none)',
    response: DealResponseSchema,
  },
  {
    method: 'get',
    path: '/api/widget-by-slug/{slug}',
    summary: 'A layout widget',
    params: WidgetSlugParamSchema,
    response: WidgetResponseSchema,
  },
  {
    method: 'get',
    path: '/api/products',
    summary: 'Search (query), popular (popular=1) or upsell (upselling_id) products',
    query: ProductsQuerySchema,
    response: ProductsResponseSchema,
    headers: {
      'x-be-records': 'Total number of search hits',
      'x-be-provider': 'The search provider that answered',
    },
  },
  {
    method: 'get',
    path: '/api/search-triggers',
    summary: 'Search hints for the typed words',
    query: SearchTriggersQuerySchema,
    response: SearchTriggersResponseSchema,
  },
  {
    method: 'post',
    path: '/api/product-recommendations',
    summary: 'Products bought together with the SKUs, then same category',
    body: RecommendationsRequestSchema,
    response: RecommendationsResponseSchema,
  },
  {
    method: 'get',
    path: '/api/products/{id}/upselling',
    summary: 'Whether the product has upselling',
    params: ProductIdParamSchema,
    response: UpsellingResponseSchema,
  },
  {
    method: 'post',
    path: '/api/category-children',
    summary: 'Which of the products sit in which categories',
    body: CategoryChildrenRequestSchema,
    response: CategoryChildrenResponseSchema,
  },
  {
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
  {
    method: 'get',
    path: '/api/strings',
    summary: "The locale's interface strings",
    response: StringsResponseSchema,
  },
  {
    method: 'post',
    path: '/api/sync-cart',
    summary: 'Re-price the cart from the database',
    body: SyncCartRequestSchema,
    response: SyncCartResponseSchema,
    headers: { 'x-be-internal': '1 for shop staff, else 0' },
    auth: 'optional',
  },
  {
    method: 'post',
    path: '/api/sync-coupons',
    summary: 'Evaluate the held coupons against the cart (coupon rules cached 5 minutes)',
    body: SyncCouponsRequestSchema,
    response: SyncCouponsResponseSchema,
    headers: { 'cache-control': 'private, max-age=300', 'x-be-coupon-cache': 'hit or miss' },
    auth: 'optional',
  },
  {
    method: 'post',
    path: '/api/auth/login',
    summary: `Log in with e-mail and password; also sets the refresh token as the HttpOnly cookie ${REFRESH_COOKIE_NAMES['my-account']}`,
    body: LoginRequestSchema,
    response: TokensResponseSchema,
    headers: {
      'set-cookie': `${REFRESH_COOKIE_NAMES['my-account']}=<refresh token>; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    },
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/auth/refresh',
    summary: `New tokens for a refresh token: the Bearer token when sent, else the cookie ${REFRESH_COOKIE_NAMES['my-account']} (set again)`,
    response: TokensResponseSchema,
    headers: {
      'set-cookie': `${REFRESH_COOKIE_NAMES['my-account']}=<refresh token>; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    },
    auth: 'optional',
    errors: { 403: 'A my-order token' },
  },
  {
    method: 'get',
    path: '/api/auth/profile',
    summary: 'The logged-in customer',
    response: ProfileResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    summary:
      'Change the password: every session of the account ends, the caller gets a new one (401 and a login attempt for the limits when the current password is wrong)',
    body: ChangePasswordRequestSchema,
    response: TokensResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/order-auth/login',
    summary: `Log in to one order with its number and e-mail or postal code; also sets the refresh cookie ${REFRESH_COOKIE_NAMES['my-order']}`,
    body: OrderLoginRequestSchema,
    response: TokensResponseSchema,
    headers: {
      'set-cookie': `${REFRESH_COOKIE_NAMES['my-order']}=<refresh token>; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    },
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/order-auth/refresh',
    summary: `New order tokens for a refresh token: the Bearer token when sent, else the cookie ${REFRESH_COOKIE_NAMES['my-order']} (set again)`,
    response: TokensResponseSchema,
    headers: {
      'set-cookie': `${REFRESH_COOKIE_NAMES['my-order']}=<refresh token>; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    },
    auth: 'optional',
    errors: { 403: 'A my-account token' },
  },
  {
    method: 'get',
    path: '/api/order-auth/info',
    summary: 'The order-scoped user',
    response: OrderInfoResponseSchema,
    auth: true,
    errors: { 403: 'A my-account token' },
  },
  {
    method: 'get',
    path: '/api/product-by-slug/{slug}',
    summary: 'The product page',
    params: SlugParamSchema,
    response: ProductDetailSchema,
  },
  {
    method: 'get',
    path: '/api/category-listing',
    summary: 'A category page by slug chain',
    query: CategoryListingQuerySchema,
    response: CategoryListingResponseSchema,
  },
  { method: 'get', path: '/api/brands', summary: 'All brands', response: BrandsResponseSchema },
  {
    method: 'get',
    path: '/api/brand-listing/{slug}',
    summary: 'A brand page',
    params: SlugParamSchema,
    query: ListingQuerySchema,
    response: BrandListingResponseSchema,
  },
  {
    method: 'get',
    path: '/api/tag-listing/{slug}',
    summary: 'A product tag page',
    params: SlugParamSchema,
    query: ListingQuerySchema,
    response: TagListingResponseSchema,
  },
  {
    method: 'get',
    path: '/api/sitemap',
    summary: "One part of the locale's indexable pages with their alternates (cacheable)",
    query: SitemapQuerySchema,
    response: SitemapResponseSchema,
    headers: { 'cache-control': 'public, max-age=600' },
  },
  {
    method: 'get',
    path: '/api/hero-slides',
    summary: "The home page's hero slides that run now, in order (cacheable)",
    response: HeroSlidesResponseSchema,
    headers: {
      'cache-control': 'public, max-age=60',
      'x-be-cache': 'hit or miss (the server response cache)',
    },
  },
  {
    method: 'post',
    path: '/api/product-views',
    summary:
      'Record that a shopper viewed a product (rate-limited per client; 404 unknown product)',
    body: ProductViewRequestSchema,
    response: ProductViewResponseSchema,
    status: 204,
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/page-by-slug/{slug}',
    summary: 'A CMS page (content HTML sanitized)',
    params: PageSlugParamSchema,
    response: CmsPageResponseSchema,
  },
  {
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
  {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    summary:
      "Take the address of an unsubscribe link's token (HS256 JWT with purpose unsubscribe, locale, email; exp optional) off the storefront's list; 400 naming token when it is not valid, 404 when the address is not on the list",
    body: UnsubscribeRequestSchema,
    response: UnsubscribeResponseSchema,
  },
  {
    method: 'get',
    path: '/api/calendar',
    summary:
      "The storefront's Christmas calendar of a year (doors not open yet carry only their day; 404 when there is none)",
    query: CalendarQuerySchema,
    response: CalendarResponseSchema,
    headers: { 'cache-control': 'public, max-age=60' },
  },
  {
    method: 'get',
    path: '/api/checkout/shipping-methods',
    summary:
      'Shipping methods for a postal code and goods total (processor 1: home delivery; 2: service point and home delivery)',
    query: ShippingMethodsQuerySchema,
    response: ShippingMethodsResponseSchema,
  },
  {
    method: 'get',
    path: '/api/checkout/service-points',
    summary: 'Pick-up points of a service-point shipping method near a postal code',
    query: ServicePointsQuerySchema,
    response: ServicePointsResponseSchema,
  },
  {
    method: 'get',
    path: '/api/checkout/payment-methods',
    summary: 'Payment methods, for a customer type when given',
    query: PaymentMethodsQuerySchema,
    response: PaymentMethodsResponseSchema,
  },
  {
    method: 'post',
    path: '/api/orders',
    summary:
      'Place an order, priced by the server (201; 200 with the same order for a repeated Idempotency-Key)',
    body: PlaceOrderRequestSchema,
    requestHeaders: z.object({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema }),
    response: PlaceOrderResponseSchema,
    status: 201,
    auth: 'optional',
    errors: {
      403: 'The token is not a my-account token',
      409: 'code idempotency_conflict (key reused with another body), out_of_stock (fields name the lines), coupon_rejected, credit_changed',
    },
  },
  {
    method: 'get',
    path: '/api/orders/{id}',
    summary: "An order, for its my-order token or its customer's my-account token",
    params: OrderIdParamSchema,
    response: OrderResponseSchema,
    auth: true,
    errors: { 403: 'The token belongs to another order or customer' },
  },
  {
    method: 'get',
    path: '/api/orders/{id}/returns',
    summary:
      "An order's returns and what can still be returned, for its my-order token or its customer's my-account token",
    params: OrderIdParamSchema,
    response: OrderReturnsResponseSchema,
    auth: true,
    errors: { 403: 'The token belongs to another order or customer' },
  },
  {
    method: 'post',
    path: '/api/orders/{id}/returns',
    summary:
      "Return chosen lines of an order (status requested), for its my-order token or its customer's my-account token",
    params: OrderIdParamSchema,
    body: CreateReturnRequestSchema,
    response: CreateReturnResponseSchema,
    status: 201,
    auth: true,
    errors: {
      403: 'The token belongs to another order or customer',
      409: `code ${RETURN_ERROR_CODE}: the order is cancelled, the return window has passed or a quantity exceeds what is left (fields name the lines)`,
    },
  },
  {
    method: 'get',
    path: '/api/account/profile',
    summary: "The logged-in customer's contact details",
    response: AccountProfileResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  {
    method: 'put',
    path: '/api/account/profile',
    summary:
      "Replace the customer's contact details (phone and postal code checked for the storefront's country)",
    body: UpdateProfileRequestSchema,
    response: AccountProfileResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  {
    method: 'get',
    path: '/api/account/orders',
    summary: "The customer's orders, newest first, one page at a time",
    query: AccountOrdersQuerySchema,
    response: AccountOrdersResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  {
    method: 'get',
    path: '/api/account/returns',
    summary: "The customer's returns, newest first",
    response: AccountReturnsResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  {
    method: 'get',
    path: '/api/account/subscriptions',
    summary: "The customer's subscriptions: active, then paused, then cancelled",
    response: AccountSubscriptionsResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  {
    method: 'post',
    path: '/api/account/subscriptions/{id}',
    summary:
      "Pause, resume or cancel one of the customer's subscriptions (404 when it is another customer's)",
    params: SubscriptionIdParamSchema,
    body: UpdateSubscriptionRequestSchema,
    response: SubscriptionResponseSchema,
    auth: true,
    errors: {
      403: 'A my-order token',
      409: 'code subscription_cancelled: a cancelled subscription cannot be changed',
    },
  },
  {
    method: 'get',
    path: '/api/error-reports',
    summary: `The latest ${ERROR_REPORTS_LIMIT} client error reports, newest first (a staff account's my-account token)`,
    response: ErrorReportsResponseSchema,
    auth: true,
    errors: { 403: 'A customer who is not staff, or a my-order token' },
  },
  {
    method: 'post',
    path: '/captuerr',
    summary: 'Client error report (rate-limited per client)',
    body: ErrorReportRequestSchema,
    response: ErrorReportResponseSchema,
    status: 202,
    rateLimited: true,
  },
];
