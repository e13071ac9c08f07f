import {
  LoginRequestSchema,
  OrderInfoResponseSchema,
  ProfileResponseSchema,
  TokensResponseSchema,
  type LoginRequest,
  type OrderLoginRequest,
} from './auth';
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
import type { ApiTransport } from './api-transport';
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
import { ErrorReportsResponseSchema } from './content';
import { SyncCouponsResponseSchema, type SyncCouponsRequest } from './coupons';
import { UnsubscribeResponseSchema } from './newsletter';

/** The shipping-methods query with the goods total as a number (minor units incl. VAT). */
export type ShippingMethodsParams = Omit<ShippingMethodsQuery, 'subtotal'> & {
  readonly subtotal: number;
};

/** The shop's calls: cart, coupons, sessions, checkout, orders, returns, account and newsletter. */
export function createShopApi({ get, post, send }: ApiTransport) {
  return {
    /** Re-prices the cart; `internal` is true when the x-be-internal header is 1. */
    syncCart: async (body: SyncCartRequest, auth: { token?: string } = {}) => {
      const { data, response } = await send({
        method: 'POST',
        path: '/api/sync-cart',
        schema: SyncCartResponseSchema,
        body,
        token: auth.token,
      });
      return { items: data, internal: response.headers.get('x-be-internal') === '1' };
    },
    /** Evaluates the coupons; `skipCache` bypasses the server's 5-minute coupon cache. */
    syncCoupons: async (
      body: SyncCouponsRequest,
      auth: { token?: string; skipCache?: boolean } = {},
    ) =>
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
    login: (body: LoginRequest) =>
      post('/api/auth/login', TokensResponseSchema, LoginRequestSchema.parse(body)),
    /** New tokens; without a refresh token the HttpOnly refresh cookie of the session is used. */
    refresh: (refreshToken?: string | null) =>
      post('/api/auth/refresh', TokensResponseSchema, undefined, refreshToken ?? undefined),
    profile: (accessToken: string) =>
      get('/api/auth/profile', ProfileResponseSchema, {}, accessToken),
    orderLogin: (body: OrderLoginRequest) =>
      post('/api/order-auth/login', TokensResponseSchema, body),
    orderRefresh: (refreshToken?: string | null) =>
      post('/api/order-auth/refresh', TokensResponseSchema, undefined, refreshToken ?? undefined),
    orderInfo: (accessToken: string) =>
      get('/api/order-auth/info', OrderInfoResponseSchema, {}, accessToken),
    /** Takes the address of an unsubscribe link's token off the storefront's newsletter list. */
    unsubscribe: (token: string) =>
      post('/api/newsletter/unsubscribe', UnsubscribeResponseSchema, { token }),
    /** The latest client error reports, newest first, for a staff account's access token (403 for other customers). */
    errorReports: (accessToken: string) =>
      get('/api/error-reports', ErrorReportsResponseSchema, {}, accessToken),
    /** Shipping methods for a postal code and goods total (minor units); `processor` is the shipping_processor experiment. */
    shippingMethods: (query: ShippingMethodsParams) =>
      get('/api/checkout/shipping-methods', ShippingMethodsResponseSchema, { ...query }),
    /** Pick-up points of a service-point method near a postal code. */
    servicePoints: (query: ServicePointsQuery) =>
      get('/api/checkout/service-points', ServicePointsResponseSchema, { ...query }),
    /** Payment methods, only those a customer type may use when given. */
    paymentMethods: (query: PaymentMethodsQuery = {}) =>
      get('/api/checkout/payment-methods', PaymentMethodsResponseSchema, { ...query }),
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
    order: (id: number, accessToken: string) =>
      get(`/api/orders/${id}`, OrderResponseSchema, {}, accessToken),
    /** The returns of an order so far and what can still be returned (order or account token). */
    orderReturns: (id: number, accessToken: string) =>
      get(`/api/orders/${id}/returns`, OrderReturnsResponseSchema, {}, accessToken),
    /** Returns chosen lines of an order (order or account token); 409 `not_returnable` when not allowed. */
    createReturn: (id: number, body: CreateReturnRequest, accessToken: string) =>
      send({
        method: 'POST',
        path: `/api/orders/${id}/returns`,
        schema: CreateReturnResponseSchema,
        body,
        token: accessToken,
      }).then((r) => r.data),
    /** The logged-in customer's orders, newest first. */
    accountOrders: (accessToken: string, page = 1) =>
      get('/api/account/orders', AccountOrdersResponseSchema, { page }, accessToken),
    accountProfile: (accessToken: string) =>
      get('/api/account/profile', AccountProfileResponseSchema, {}, accessToken),
    updateProfile: (body: UpdateProfileRequest, accessToken: string) =>
      send({
        method: 'PUT',
        path: '/api/account/profile',
        schema: AccountProfileResponseSchema,
        body,
        token: accessToken,
      }).then((r) => r.data),
    /**
     * Changes the password: every session of the account ends and the caller gets the tokens of a
     * new one (store them in place of the old); 401 when the current password is wrong.
     */
    changePassword: (body: ChangePasswordRequest, accessToken: string) =>
      send({
        method: 'POST',
        path: '/api/auth/change-password',
        schema: TokensResponseSchema,
        body,
        token: accessToken,
      }).then((r) => r.data),
    accountReturns: (accessToken: string) =>
      get('/api/account/returns', AccountReturnsResponseSchema, {}, accessToken),
    accountSubscriptions: (accessToken: string) =>
      get('/api/account/subscriptions', AccountSubscriptionsResponseSchema, {}, accessToken),
    updateSubscription: (id: number, status: SubscriptionStatus, accessToken: string) =>
      post(`/api/account/subscriptions/${id}`, SubscriptionResponseSchema, { status }, accessToken),
  };
}

/** See {@link createShopApi}. */
export type ShopApi = ReturnType<typeof createShopApi>;
