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
import type { ApiOperation } from './api-operation';
import {
  ForgotPasswordRequestSchema,
  LinkLoginRequestSchema,
  LoginRequestSchema,
  MailAcceptedResponseSchema,
  RegisterRequestSchema,
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
  PaymentReturnRequestSchema,
  PaymentReturnResponseSchema,
  PlaceOrderResponseSchema,
  ServicePointsQuerySchema,
  ServicePointsResponseSchema,
  ShippingMethodsQuerySchema,
  ShippingMethodsResponseSchema,
} from './checkout';
import { ERROR_REPORTS_LIMIT, ErrorReportsResponseSchema } from './content';
import { SyncCouponsRequestSchema, SyncCouponsResponseSchema } from './coupons';
import { UnsubscribeRequestSchema, UnsubscribeResponseSchema } from './newsletter';

/**
 * The shop's endpoints: cart, coupons, sessions, checkout, orders, returns, account, newsletter
 * and the staff's error reports. Each key is the name of the client method that calls it.
 */
export const shopOperations = {
  syncCart: {
    method: 'post',
    path: '/api/sync-cart',
    summary: 'Re-price the cart from the database',
    body: SyncCartRequestSchema,
    response: SyncCartResponseSchema,
    headers: { 'x-be-internal': '1 for shop staff, else 0' },
    auth: 'optional',
    rateLimited: true,
  },
  syncCoupons: {
    method: 'post',
    path: '/api/sync-coupons',
    summary: 'Evaluate the held coupons against the cart (coupon rules cached 5 minutes)',
    body: SyncCouponsRequestSchema,
    response: SyncCouponsResponseSchema,
    headers: {
      'cache-control':
        'private, max-age=300; no-store for a logged-in customer or when the request skips the cache',
      'x-be-coupon-cache': 'hit or miss',
    },
    auth: 'optional',
    rateLimited: true,
  },
  login: {
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
  refresh: {
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
  profile: {
    method: 'get',
    path: '/api/auth/profile',
    summary: 'The logged-in customer',
    response: ProfileResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  changePassword: {
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
  forgotPassword: {
    method: 'post',
    path: '/api/auth/forgot-password',
    summary:
      'Mail a single-use login link (30 minutes) that opens the change-password dialog to the account of an e-mail; 202 whether an account has it or not; 429 past the limits per address and e-mail',
    body: ForgotPasswordRequestSchema,
    response: MailAcceptedResponseSchema,
    status: 202,
    rateLimited: true,
  },
  register: {
    method: 'post',
    path: '/api/auth/register',
    summary:
      'Create an account without a password and mail its confirmation link (a single-use login link that opens the change-password dialog); 202 also when the e-mail has an account (which gets a login link); 429 past the limits',
    body: RegisterRequestSchema,
    response: MailAcceptedResponseSchema,
    status: 202,
    rateLimited: true,
  },
  linkLogin: {
    method: 'post',
    path: '/api/auth/link-login',
    summary: `Log in with the token of an e-mailed login link (single use, 30 minutes; confirms the account's e-mail); also sets the refresh cookie ${REFRESH_COOKIE_NAMES['my-account']}; 401 for a used, expired or unknown link`,
    body: LinkLoginRequestSchema,
    response: TokensResponseSchema,
    headers: {
      'set-cookie': `${REFRESH_COOKIE_NAMES['my-account']}=<refresh token>; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    },
    rateLimited: true,
  },
  orderLinkLogin: {
    method: 'post',
    path: '/api/order-auth/link-login',
    summary: `Log in to one order with the token of its e-mailed tracking link (signed, 180 days); also sets the refresh cookie ${REFRESH_COOKIE_NAMES['my-order']}; 401 for an expired or forged link`,
    body: LinkLoginRequestSchema,
    response: TokensResponseSchema,
    headers: {
      'set-cookie': `${REFRESH_COOKIE_NAMES['my-order']}=<refresh token>; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    },
    rateLimited: true,
  },
  orderLogin: {
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
  orderRefresh: {
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
  orderInfo: {
    method: 'get',
    path: '/api/order-auth/info',
    summary: 'The order-scoped user',
    response: OrderInfoResponseSchema,
    auth: true,
    errors: { 403: 'A my-account token' },
  },
  unsubscribe: {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    summary:
      "Take the address of an unsubscribe link's token (HS256 JWT with purpose unsubscribe, locale, email; exp optional) off the storefront's list; 400 naming token when it is not valid, 404 when the address is not on the list",
    body: UnsubscribeRequestSchema,
    response: UnsubscribeResponseSchema,
  },
  shippingMethods: {
    method: 'get',
    path: '/api/checkout/shipping-methods',
    summary:
      'Shipping methods for a postal code and goods total (processor 1: home delivery; 2: service point and home delivery)',
    query: ShippingMethodsQuerySchema,
    response: ShippingMethodsResponseSchema,
  },
  servicePoints: {
    method: 'get',
    path: '/api/checkout/service-points',
    summary:
      "Pick-up points of a service-point shipping method near a postal code (from the storefront's carrier when it has one; 503 `carrier_unavailable` when that carrier cannot answer)",
    query: ServicePointsQuerySchema,
    response: ServicePointsResponseSchema,
  },
  paymentMethods: {
    method: 'get',
    path: '/api/checkout/payment-methods',
    summary: 'Payment methods, for a customer type when given',
    query: PaymentMethodsQuerySchema,
    response: PaymentMethodsResponseSchema,
  },
  placeOrder: {
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
  paymentReturn: {
    method: 'post',
    path: '/api/payments/return',
    summary:
      "The shopper is back from a payment provider's page: the server asks the provider how the payment ended and answers the order's status (404 for a reference of no payment on the storefront; 429 when one address asks too often; 503 `payment_unavailable` when the provider cannot answer)",
    body: PaymentReturnRequestSchema,
    response: PaymentReturnResponseSchema,
  },
  order: {
    method: 'get',
    path: '/api/orders/{id}',
    summary: "An order, for its my-order token or its customer's my-account token",
    params: OrderIdParamSchema,
    response: OrderResponseSchema,
    auth: true,
    errors: { 403: 'The token belongs to another order or customer' },
  },
  orderReturns: {
    method: 'get',
    path: '/api/orders/{id}/returns',
    summary:
      "An order's returns and what can still be returned, for its my-order token or its customer's my-account token",
    params: OrderIdParamSchema,
    response: OrderReturnsResponseSchema,
    auth: true,
    errors: { 403: 'The token belongs to another order or customer' },
  },
  createReturn: {
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
  accountProfile: {
    method: 'get',
    path: '/api/account/profile',
    summary: "The logged-in customer's contact details",
    response: AccountProfileResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  updateProfile: {
    method: 'put',
    path: '/api/account/profile',
    summary:
      "Replace the customer's contact details (phone and postal code checked for the storefront's country)",
    body: UpdateProfileRequestSchema,
    response: AccountProfileResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  accountOrders: {
    method: 'get',
    path: '/api/account/orders',
    summary: "The customer's orders, newest first, one page at a time",
    query: AccountOrdersQuerySchema,
    response: AccountOrdersResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  accountReturns: {
    method: 'get',
    path: '/api/account/returns',
    summary: "The customer's returns, newest first",
    response: AccountReturnsResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  accountSubscriptions: {
    method: 'get',
    path: '/api/account/subscriptions',
    summary: "The customer's subscriptions: active, then paused, then cancelled",
    response: AccountSubscriptionsResponseSchema,
    auth: true,
    errors: { 403: 'A my-order token' },
  },
  updateSubscription: {
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
  errorReports: {
    method: 'get',
    path: '/api/error-reports',
    summary: `The latest ${ERROR_REPORTS_LIMIT} client error reports, newest first (a staff account's my-account token)`,
    response: ErrorReportsResponseSchema,
    auth: true,
    errors: { 403: 'A customer who is not staff, or a my-order token' },
  },
} as const satisfies Record<string, ApiOperation>;
