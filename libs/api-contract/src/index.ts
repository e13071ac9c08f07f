export { IMAGE_TYPE, PRODUCT_TYPE, SEARCH_MAX_OFFSET } from './lib/enums';
export { ApiRequestError } from './lib/api-request-error';
export { deferred } from './lib/deferred-schema';
export { LocaleQuerySchema, ApiErrorSchema, fieldsOf } from './lib/common';
export {
  INT4_MAX,
  INT4_MIN,
  STORABLE_TEXT_PATTERN,
  UNSTORABLE_TEXT_MESSAGE,
  isStorableText,
  storableText,
  boundedInt,
  RowIdSchema,
} from './lib/bounded';
export type { LocaleQuery, ApiError } from './lib/common';
export { HealthResponseSchema } from './lib/health';
export type { HealthResponse } from './lib/health';
export {
  CurrencyCodeSchema,
  DisplaySettingsSchema,
  StorefrontResponseSchema,
} from './lib/storefront';
export type { DisplaySettings, StorefrontResponse } from './lib/storefront';
export { HexColourSchema, HeroSlideSchema, HeroSlidesResponseSchema } from './lib/hero-slides';
export type { HeroSlide, HeroSlidesResponse } from './lib/hero-slides';
export {
  SocialProofSchema,
  ProductViewRequestSchema,
  ProductViewResponseSchema,
} from './lib/social-proof';
export type { SocialProof, ProductViewRequest } from './lib/social-proof';
export {
  PRODUCT_VIEWS_PATH,
  productViewUrl,
  sendProductViewBeacon,
} from './lib/product-view-beacon';
export type { BeaconTarget, SendBeacon } from './lib/product-view-beacon';

export { QueryFlagSchema, queryInt, SlugSchema, ListingQuerySchema } from './lib/query-params';
export type { ListingQuery, ListingSort } from './lib/query-params';
export {
  MinorUnitsSchema,
  VatRateSchema,
  ImageRefSchema,
  PriceTierSchema,
  PricesSchema,
  ProductTypeSchema,
  ImageTypeSchema,
  STOCK_STATUSES,
  VariationSchema,
  ProductCardSchema,
  ListingCardVariationSchema,
  ListingCardSchema,
  VariationAttributeSchema,
  ProductImageSchema,
  DetailVariationSchema,
  CategoryRefSchema,
  ProductDetailSchema,
} from './lib/product';
export type {
  ImageRef,
  PriceTier,
  Prices,
  Variation,
  ProductCard,
  VariationAttribute,
  ProductImage,
  DetailVariation,
  CategoryRef,
  ProductDetail,
  ListingCard,
  ListingCardVariation,
} from './lib/product';
export {
  REVIEWS_PER_PAGE_MAX,
  ProductBySlugQuerySchema,
  ProductReviewsQuerySchema,
  ReviewLocaleSchema,
  ReviewSchema,
  ProductReviewsResponseSchema,
} from './lib/reviews';
export type {
  ProductBySlugQuery,
  ProductReviewsQuery,
  Review,
  ProductReviewsResponse,
} from './lib/reviews';
export { listingCard } from './lib/listing-card';
export { packListingCards, unpackListingCards } from './lib/listing-card-pack';
export {
  HierarchyEntrySchema,
  CategoryNodeSchema,
  CategorySchema,
  ProductCategoriesQuerySchema,
  ProductCategoriesResponseSchema,
  CategoryChildrenRequestSchema,
  CategoryChildrenResponseSchema,
} from './lib/category';
export type {
  HierarchyEntry,
  CategoryNode,
  Category,
  ProductCategoriesQuery,
  ProductCategoriesResponse,
  CategoryChildrenRequest,
  CategoryChildrenResponse,
} from './lib/category';
export {
  SearchProviderSchema,
  ProductsQuerySchema,
  SearchCategorySchema,
  ProductsResponseSchema,
  SearchTriggersQuerySchema,
  SearchHintSchema,
  SearchTriggersResponseSchema,
  RecommendationsRequestSchema,
  RecommendationsResponseSchema,
  UpsellingResponseSchema,
  ProductIdParamSchema,
} from './lib/search';
export { SEARCH_RECORDS_MAX } from './lib/search-records';
export type {
  ProductsQuery,
  SearchCategory,
  ProductsResponse,
  SearchTriggersQuery,
  SearchHint,
  RecommendationsRequest,
} from './lib/search';
export {
  CategoryPathSchema,
  CategoryListingQuerySchema,
  PhoneModelFacetSchema,
  CategoryListingResponseSchema,
  BrandSchema,
  BrandsResponseSchema,
  BrandListingResponseSchema,
  TagSchema,
  TagListingResponseSchema,
} from './lib/listing';
export type {
  CategoryListingQuery,
  CategoryListingResponse,
  PhoneModelFacet,
  Brand,
  BrandListingResponse,
  TagListingResponse,
} from './lib/listing';
export { AlternatesSchema } from './lib/alternates';
export type { Alternates } from './lib/alternates';
export {
  SITEMAP_PAGE_SIZE,
  SITEMAP_ENTRY_KINDS,
  SitemapQuerySchema,
  SitemapEntrySchema,
  SitemapResponseSchema,
} from './lib/sitemap';
export type { SitemapQuery, SitemapEntry, SitemapResponse } from './lib/sitemap';
export {
  WIDGET_SLUGS,
  WidgetSlugParamSchema,
  WidgetResponseSchema,
  StringsResponseSchema,
  DealResponseSchema,
  PageSlugParamSchema,
  CmsPageResponseSchema,
  ErrorReportRequestSchema,
  ErrorReportResponseSchema,
  ERROR_REPORTS_LIMIT,
  ErrorReportSchema,
  ErrorReportsResponseSchema,
} from './lib/content';
export type {
  WidgetResponse,
  StringsResponse,
  DealResponse,
  CmsPageResponse,
  ErrorReportRequest,
  ErrorReport,
  ErrorReportsResponse,
} from './lib/content';
export {
  CONTENT_TOKEN_MAX_LENGTH,
  PagePreviewQuerySchema,
  PagePreviewResponseSchema,
} from './lib/page-preview';
export type { PagePreviewQuery, PagePreviewResponse } from './lib/page-preview';
export { UnsubscribeRequestSchema, UnsubscribeResponseSchema } from './lib/newsletter';
export type { UnsubscribeRequest, UnsubscribeResponse } from './lib/newsletter';
export {
  CalendarQuerySchema,
  CalendarDoorSchema,
  OpenCalendarDoorSchema,
  ClosedCalendarDoorSchema,
  CalendarResponseSchema,
} from './lib/calendar';
export type { CalendarQuery, CalendarDoor, CalendarResponse } from './lib/calendar';
export { CART_MAX_QUANTITY, PAYMENT_RETURN_PARAM } from './lib/constants';
export {
  SUBSCRIPTION_INTERVAL_DAYS,
  CartItemInputSchema,
  CouponCodeSchema,
  SyncCartRequestSchema,
  CartLineSchema,
  SyncCartResponseSchema,
} from './lib/cart';
export type { CartItemInput, SyncCartRequest, CartLine } from './lib/cart';
export {
  blankCouponResult,
  COUPON_CACHE_MS,
  CouponEntryInputSchema,
  SyncCouponsRequestSchema,
  CouponResultSchema,
  SyncCouponsResponseSchema,
} from './lib/coupons';
export type { CouponEntryInput, SyncCouponsRequest, CouponResult } from './lib/coupons';
export {
  TOKEN_MAX_AGE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  LoginRequestSchema,
  OrderLoginRequestSchema,
  TokensResponseSchema,
  ProfileResponseSchema,
  OrderInfoResponseSchema,
  REFRESH_COOKIE_NAMES,
  LOGIN_LINK_MAX_AGE_SECONDS,
  LINK_SESSION_SET_PASSWORD_SECONDS,
  ORDER_LINK_MAX_AGE_SECONDS,
  LINK_TOKEN_MAX_LENGTH,
  ForgotPasswordRequestSchema,
  RegisterRequestSchema,
  MailAcceptedResponseSchema,
  LinkLoginRequestSchema,
} from './lib/auth';
export type {
  ForgotPasswordRequest,
  RegisterRequest,
  MailAcceptedResponse,
  LinkLoginRequest,
  LoginRequest,
  OrderLoginRequest,
  TokensResponse,
  ProfileResponse,
  OrderInfoResponse,
} from './lib/auth';

export {
  STAFF_SCOPES,
  STAFF_KEY_PREFIX,
  STAFF_DELTA_MAX,
  SkuSchema,
  StaffKeyResponseSchema,
  StaffPricesSchema,
  staffPricesProblems,
  StockDeltasRequestSchema,
  PriceDeltasRequestSchema,
  DeltasResponseSchema,
} from './lib/staff';
export type {
  StaffScope,
  StaffKeyResponse,
  StaffPrices,
  StockDeltasRequest,
  PriceDeltasRequest,
  DeltasResponse,
} from './lib/staff';
export {
  StaffOrderSchema,
  OrderFeedQuerySchema,
  OrderFeedResponseSchema,
  ShipOrderRequestSchema,
  StaffOrderResponseSchema,
  RefundReturnResponseSchema,
} from './lib/staff-order-operations';
export type {
  StaffOrder,
  OrderFeedQuery,
  OrderFeedResponse,
  ShipOrderRequest,
} from './lib/staff-order-operations';
export { API_OPERATIONS, operations } from './lib/operations';
export {
  CatalogImportRequestSchema,
  CatalogImportResponseSchema,
  IMPORT_LOCALES,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_LINES,
  ImportLineSchema,
  staffCatalogOperations,
} from './lib/staff-catalog-operations';
export type {
  CatalogImportRequest,
  CatalogImportResponse,
  ImportLine,
} from './lib/staff-catalog-operations';
export type { ApiOperation, OperationName } from './lib/operations';
export { pathOf } from './lib/api-operation';
export type { PathValues } from './lib/api-operation';
export { buildOpenApiDocument } from './lib/openapi';
export { createApiClient } from './lib/api-client';
export { CATALOG_API_METHODS, isCatalogApiMethod } from './lib/catalog-api-methods';
export type { CatalogApiMethod } from './lib/catalog-api-methods';
export type {
  ApiClient,
  ApiClientOptions,
  SearchProductsParams,
  ListingParams,
  ShippingMethodsParams,
} from './lib/api-client';
export { sendApiCall } from './lib/api-request';
export type { FetchLike, QueryValue, ApiCall, RequestContext } from './lib/api-request';
export {
  AddressSchema,
  CUSTOMER_TYPES,
  DEFAULT_SHIPPING_PROCESSOR,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  ORDER_ERROR_CODES,
  ORDER_MAX_TOTAL,
  ORDER_TOO_LARGE_CODE,
  PAYMENT_UNAVAILABLE_CODE,
  PaymentReferenceSchema,
  PaymentReturnRequestSchema,
  PaymentReturnResponseSchema,
  ORDER_STATUSES,
  OrderAddressSchema,
  OrderIdParamSchema,
  OrderItemInputSchema,
  OrderLineSchema,
  OrderResponseSchema,
  OrderSchema,
  PaymentMethodSchema,
  PaymentMethodsQuerySchema,
  PaymentMethodsResponseSchema,
  PlaceOrderRequestSchema,
  PlaceOrderResponseSchema,
  ServicePointSchema,
  ServicePointsQuerySchema,
  ServicePointsResponseSchema,
  SHIPPING_PROCESSORS,
  ShippingMethodSchema,
  ShippingMethodsQuerySchema,
  ShippingMethodsResponseSchema,
} from './lib/checkout';
export type {
  Address,
  CustomerType,
  Order,
  OrderItemInput,
  OrderLine,
  OrderErrorCode,
  OrderResponse,
  OrderStatus,
  PaymentMethod,
  PaymentMethodsQuery,
  PaymentMethodsResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
  PaymentReturnRequest,
  PaymentReturnResponse,
  ServicePointOption,
  ServicePointsQuery,
  ServicePointsResponse,
  ShippingMethod,
  ShippingMethodsQuery,
  ShippingMethodsResponse,
  ShippingProcessor,
} from './lib/checkout';
export {
  ACCOUNT_ORDERS_PAGE_SIZE,
  AccountOrdersQuerySchema,
  AccountOrdersResponseSchema,
  AccountProfileResponseSchema,
  AccountReturnsResponseSchema,
  AccountSubscriptionsResponseSchema,
  ChangePasswordRequestSchema,
  CreateReturnRequestSchema,
  CreateReturnResponseSchema,
  CustomerProfileSchema,
  OrderReturnsResponseSchema,
  OrderSummarySchema,
  PASSWORD_MIN_LENGTH,
  RETURN_ERROR_CODE,
  RETURN_REASONS,
  RETURN_STATUSES,
  ReturnSchema,
  SUBSCRIPTION_STATUSES,
  SubscriptionIdParamSchema,
  SubscriptionResponseSchema,
  SubscriptionSchema,
  UpdateProfileRequestSchema,
  UpdateSubscriptionRequestSchema,
} from './lib/account';
export type {
  AccountOrdersQuery,
  AccountOrdersResponse,
  AccountProfileResponse,
  AccountReturnsResponse,
  AccountSubscriptionsResponse,
  ChangePasswordRequest,
  CreateReturnRequest,
  CreateReturnResponse,
  CustomerProfile,
  OrderReturnsResponse,
  OrderSummary,
  Return,
  ReturnReason,
  ReturnStatus,
  Subscription,
  SubscriptionResponse,
  SubscriptionStatus,
  UpdateProfileRequest,
  UpdateSubscriptionRequest,
} from './lib/account';
export { staffContentOperations } from './lib/staff-content-operations';
export {
  AmountPerCurrencySchema,
  PercentSchema,
  STAFF_COUPON_LIST_MAX,
  StaffCouponCodeParamSchema,
  StaffCouponRequestSchema,
  StaffCouponSchema,
} from './lib/staff-content-coupons';
export type { StaffCoupon, StaffCouponRequest } from './lib/staff-content-coupons';
export {
  STAFF_PAGE_CONTENT_MAX,
  StaffDealRequestSchema,
  StaffDealSchema,
  StaffPageRequestSchema,
  StaffPageSchema,
  StaffStoreMessageRequestSchema,
  StaffStoreMessageSchema,
} from './lib/staff-content-pages';
export type {
  StaffDeal,
  StaffDealRequest,
  StaffPage,
  StaffPageRequest,
  StaffStoreMessage,
  StaffStoreMessageRequest,
} from './lib/staff-content-pages';
