import type {
  ChangePasswordRequest,
  CreateReturnRequest,
  SubscriptionStatus,
  UpdateProfileRequest,
} from './account';
import type { ApiTransport } from './api-transport';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  OrderLoginRequest,
  RegisterRequest,
} from './auth';
import type { SyncCartRequest } from './cart';
import {
  IDEMPOTENCY_KEY_HEADER,
  type PaymentMethodsQuery,
  type PaymentReturnRequest,
  type PlaceOrderRequest,
  type ServicePointsQuery,
  type ShippingMethodsQuery,
} from './checkout';
import type { SyncCouponsRequest } from './coupons';
import { shopOperations as ops } from './shop-operations';

/** The shipping-methods query with the goods total as a number (minor units incl. VAT). */
export type ShippingMethodsParams = Omit<ShippingMethodsQuery, 'subtotal'> & {
  readonly subtotal: number;
};

/** The shop's calls: cart, coupons, sessions, checkout, orders, returns, account and newsletter. */
export function createShopApi({ call, send }: ApiTransport) {
  return {
    /** Re-prices the cart; `internal` is true when the x-be-internal header is 1. */
    syncCart: async (body: SyncCartRequest, auth: { token?: string } = {}) => {
      const { data, response } = await send(ops.syncCart, { body, token: auth.token });
      return { items: data, internal: response.headers.get('x-be-internal') === '1' };
    },
    /** Evaluates the coupons; `skipCache` bypasses the server's 5-minute coupon cache. */
    syncCoupons: (body: SyncCouponsRequest, auth: { token?: string; skipCache?: boolean } = {}) =>
      call(ops.syncCoupons, {
        body,
        token: auth.token,
        headers: auth.skipCache ? { 'cache-control': 'no-cache' } : {},
      }),
    login: (body: LoginRequest) => call(ops.login, { body: ops.login.body.parse(body) }),
    /** New tokens; without a refresh token the HttpOnly refresh cookie of the session is used. */
    refresh: (refreshToken?: string | null) =>
      call(ops.refresh, { token: refreshToken ?? undefined }),
    profile: (accessToken: string) => call(ops.profile, { token: accessToken }),
    /** Mails a login link to the account of an e-mail, if there is one (the same answer either way). */
    forgotPassword: (body: ForgotPasswordRequest) => call(ops.forgotPassword, { body }),
    /** Creates an account (no password yet) and mails its confirmation link (the same answer for a known e-mail). */
    register: (body: RegisterRequest) => call(ops.register, { body }),
    /** Logs in with an e-mailed login link's token (single use). */
    linkLogin: (token: string) => call(ops.linkLogin, { body: { token } }),
    orderLogin: (body: OrderLoginRequest) => call(ops.orderLogin, { body }),
    /** Logs in to one order with its e-mailed tracking link's token. */
    orderLinkLogin: (token: string) => call(ops.orderLinkLogin, { body: { token } }),
    orderRefresh: (refreshToken?: string | null) =>
      call(ops.orderRefresh, { token: refreshToken ?? undefined }),
    orderInfo: (accessToken: string) => call(ops.orderInfo, { token: accessToken }),
    /** Takes the address of an unsubscribe link's token off the storefront's newsletter list. */
    unsubscribe: (token: string) => call(ops.unsubscribe, { body: { token } }),
    /** The latest client error reports, newest first, for a staff account's access token (403 for other customers). */
    errorReports: (accessToken: string) => call(ops.errorReports, { token: accessToken }),
    /** Shipping methods for a postal code and goods total (minor units); `processor` is the shipping_processor experiment. */
    shippingMethods: (query: ShippingMethodsParams) =>
      call(ops.shippingMethods, { query: { ...query } }),
    /** Pick-up points of a service-point method near a postal code. */
    servicePoints: (query: ServicePointsQuery) => call(ops.servicePoints, { query: { ...query } }),
    /** Payment methods, only those a customer type may use when given. */
    paymentMethods: (query: PaymentMethodsQuery = {}) =>
      call(ops.paymentMethods, { query: { ...query } }),
    /**
     * Places an order (header Idempotency-Key; send the same key when retrying the same attempt).
     * With a my-account `accessToken` the order is the customer's and priced with their discounts.
     * `replayed` is true when the key had already placed this order (answer 200 instead of 201).
     */
    placeOrder: async (body: PlaceOrderRequest, idempotencyKey: string, accessToken?: string) => {
      const { data, response } = await send(ops.placeOrder, {
        body,
        token: accessToken,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      });
      return { ...data, replayed: response.status === 200 };
    },
    /** How the payment of a shopper back from the provider's page ended, asked of the provider by the server. */
    paymentReturn: (body: PaymentReturnRequest) => call(ops.paymentReturn, { body }),
    /** An order, with its order token (my-order) or its customer's access token (my-account). */
    order: (id: number, accessToken: string) =>
      call(ops.order, { params: { id }, token: accessToken }),
    /** The returns of an order so far and what can still be returned (order or account token). */
    orderReturns: (id: number, accessToken: string) =>
      call(ops.orderReturns, { params: { id }, token: accessToken }),
    /** Returns chosen lines of an order (order or account token); 409 `not_returnable` when not allowed. */
    createReturn: (id: number, body: CreateReturnRequest, accessToken: string) =>
      call(ops.createReturn, { params: { id }, body, token: accessToken }),
    /** The logged-in customer's orders, newest first. */
    accountOrders: (accessToken: string, page = 1) =>
      call(ops.accountOrders, { query: { page }, token: accessToken }),
    accountProfile: (accessToken: string) => call(ops.accountProfile, { token: accessToken }),
    updateProfile: (body: UpdateProfileRequest, accessToken: string) =>
      call(ops.updateProfile, { body, token: accessToken }),
    /**
     * Changes the password: every session of the account ends and the caller gets the tokens of a
     * new one (store them in place of the old); 401 when the current password is wrong.
     */
    changePassword: (body: ChangePasswordRequest, accessToken: string) =>
      call(ops.changePassword, { body, token: accessToken }),
    accountReturns: (accessToken: string) => call(ops.accountReturns, { token: accessToken }),
    accountSubscriptions: (accessToken: string) =>
      call(ops.accountSubscriptions, { token: accessToken }),
    updateSubscription: (id: number, status: SubscriptionStatus, accessToken: string) =>
      call(ops.updateSubscription, { params: { id }, body: { status }, token: accessToken }),
  };
}

/** See {@link createShopApi}. */
export type ShopApi = ReturnType<typeof createShopApi>;
