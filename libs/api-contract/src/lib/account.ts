import * as z from 'zod';
import { deferred } from './deferred-schema';
import { boundedInt, INT4_MAX, RowIdSchema, storableText } from './bounded';
import { ImageRefSchema, MinorUnitsSchema } from './product';
import { CUSTOMER_TYPES, ORDER_STATUSES } from './checkout';
import { queryInt } from './query-params';
import { CurrencyCodeSchema } from './storefront';

/**
 * The account area's calls (my-account token unless said otherwise) and the return calls (an
 * order's my-order token or its customer's my-account token). Spec section 7 leaves them open.
 */

/** The customer's stored contact details, as the profile page shows and edits them. */
export const CustomerProfileSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    /** The login; changed only by the shop. */
    email: z.string(),
    name: z.string(),
    /** Empty when not given. */
    phone: z.string(),
    customer_type: z.enum(CUSTOMER_TYPES),
    company_name: z.string(),
    org_number: z.string(),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
    /** The storefront the customer registered on. */
    locale: z.string(),
    created_at: z.string(),
  }),
);
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;

/** GET /api/account/profile and the answer of PUT /api/account/profile. */
export const AccountProfileResponseSchema = deferred(() =>
  z.object({ profile: CustomerProfileSchema }),
);
export type AccountProfileResponse = z.infer<typeof AccountProfileResponseSchema>;

const optionalText = (max: number) => storableText(max).trim().default('');

/**
 * PUT /api/account/profile: the editable details. The server also checks a non-empty phone with
 * the storefront's mobile rule and a non-empty postal code with its postal-code rule
 * (libs/locale-config), naming the field in the 400. A company needs company_name.
 */
export const UpdateProfileRequestSchema = deferred(() =>
  z.object({
    name: storableText(200).trim().min(1, { error: 'is required' }),
    phone: optionalText(30),
    customer_type: z.enum(CUSTOMER_TYPES, { error: 'must be private or company' }),
    company_name: optionalText(200),
    org_number: optionalText(30),
    street: optionalText(200),
    postal_code: optionalText(12),
    city: optionalText(100),
  }),
);
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** The shortest password the shop accepts. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * POST /api/auth/change-password (my-account access token): answered with the tokens of a new
 * session (every other session of the account ends); 401 wrong current password. The current
 * password may be left out only by a session a login link started (profile
 * `current_password_required: false`); otherwise leaving it out is a 400 naming it.
 */
export const ChangePasswordRequestSchema = deferred(() =>
  z.object({
    current_password: storableText(200).min(1, { error: 'is required' }).optional(),
    new_password: storableText(200).min(PASSWORD_MIN_LENGTH, {
      error: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
    }),
  }),
);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** An order in the account's order list. */
export const OrderSummarySchema = deferred(() =>
  z.object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    created_at: z.string(),
    /** The currency the order was placed in: its amounts are in it, whichever storefront shows them. */
    currency: CurrencyCodeSchema,
    total: MinorUnitsSchema,
    /** Σ quantities of the lines. */
    item_count: z.number().int(),
    /** Carrier tracking, once shipped. */
    tracking: z.object({ carrier: z.string(), number: z.string(), url: z.string() }).nullable(),
    /**
     * Whether lines of the order can be returned now: it shipped (shipped or delivered), its return
     * window is open and a unit is left. Offer a return only then.
     */
    returnable: z.boolean(),
  }),
);
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** Orders per page of GET /api/account/orders. */
export const ACCOUNT_ORDERS_PAGE_SIZE = 20;

/** GET /api/account/orders query: page (1-based). */
export const AccountOrdersQuerySchema = deferred(() =>
  z.object({ page: queryInt(1, 10_000).default(1) }),
);
export type AccountOrdersQuery = z.input<typeof AccountOrdersQuerySchema>;

/** GET /api/account/orders: the customer's orders, newest first, ACCOUNT_ORDERS_PAGE_SIZE per page. */
export const AccountOrdersResponseSchema = deferred(() =>
  z.object({
    orders: z.array(OrderSummarySchema),
    /** How many orders the customer has in all. */
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);
export type AccountOrdersResponse = z.infer<typeof AccountOrdersResponseSchema>;

/** Why a shopper sends something back; the storefront translates each (account.return_reason.*). */
export const RETURN_REASONS = [
  'wrong_model',
  'defective',
  'not_as_described',
  'changed_mind',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['requested', 'received', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A return of (part of) one order line. */
export const ReturnSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    order_id: z.number().int(),
    order_line_id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    /** One of RETURN_REASONS (returns recorded before reasons were fixed may hold free text). */
    reason: z.string(),
    comment: z.string(),
    status: z.enum(RETURN_STATUSES),
    created_at: z.string(),
  }),
);
export type Return = z.infer<typeof ReturnSchema>;

/** GET /api/account/returns: the customer's returns, newest first. */
export const AccountReturnsResponseSchema = deferred(() =>
  z.object({ returns: z.array(ReturnSchema) }),
);
export type AccountReturnsResponse = z.infer<typeof AccountReturnsResponseSchema>;

/**
 * GET /api/orders/{id}/returns (order or account token): the order's returns so far and what can
 * still be returned: per line the ordered quantity minus what is already returned (rejected
 * returns do not count), 0 for every line of an order that has not shipped, is cancelled or
 * refunded, or whose window has passed. `returnable_until` is the end of the return window, null
 * while the order has not shipped (pending, authorized, paid) and for a cancelled or refunded one.
 */
export const OrderReturnsResponseSchema = deferred(() =>
  z.object({
    returns: z.array(ReturnSchema),
    returnable: z.array(z.object({ order_line_id: z.number().int(), quantity: z.number().int() })),
    returnable_until: z.string().nullable(),
  }),
);
export type OrderReturnsResponse = z.infer<typeof OrderReturnsResponseSchema>;

/**
 * POST /api/orders/{id}/returns (order or account token): returns chosen lines. 201 with the new
 * returns; 409 code `not_returnable` when the order has not shipped, is cancelled or refunded, the
 * window has passed, or a quantity exceeds what can still be returned (`fields` names
 * `lines.N.quantity`).
 */
export const CreateReturnRequestSchema = deferred(() =>
  z.object({
    lines: z
      .array(
        z.object({
          order_line_id: RowIdSchema,
          quantity: boundedInt(1, INT4_MAX),
        }),
      )
      .min(1, { error: 'choose at least one line' })
      .max(200),
    reason: z.enum(RETURN_REASONS, { error: `must be one of ${RETURN_REASONS.join(', ')}` }),
    comment: storableText(1000).trim().default(''),
  }),
);
export type CreateReturnRequest = z.input<typeof CreateReturnRequestSchema>;

/** 201 answer of POST /api/orders/{id}/returns. */
export const CreateReturnResponseSchema = deferred(() =>
  z.object({ returns: z.array(ReturnSchema) }),
);
export type CreateReturnResponse = z.infer<typeof CreateReturnResponseSchema>;

/** The 409 code of a return the order does not allow. */
export const RETURN_ERROR_CODE = 'not_returnable';

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A repeat delivery of a product (created from an order line with a subscription_interval). */
export const SubscriptionSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    product: z.object({
      id: z.number().int(),
      sku: z.string(),
      name: z.string(),
      slug: z.string(),
      thumb: ImageRefSchema.nullable(),
    }),
    quantity: z.number().int(),
    interval_days: z.number().int(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** ISO date of the next delivery; null when paused or cancelled. */
    next_delivery_at: z.string().nullable(),
    created_at: z.string(),
  }),
);
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** GET /api/account/subscriptions: the customer's subscriptions, active first. */
export const AccountSubscriptionsResponseSchema = deferred(() =>
  z.object({
    subscriptions: z.array(SubscriptionSchema),
  }),
);
export type AccountSubscriptionsResponse = z.infer<typeof AccountSubscriptionsResponseSchema>;

/**
 * POST /api/account/subscriptions/{id}: pause (active → paused), resume (paused → active, next
 * delivery one interval from today) or cancel (final). 409 code `subscription_cancelled` for any
 * change of a cancelled subscription. Answers the subscription.
 */
export const UpdateSubscriptionRequestSchema = deferred(() =>
  z.object({
    status: z.enum(SUBSCRIPTION_STATUSES, {
      error: `must be one of ${SUBSCRIPTION_STATUSES.join(', ')}`,
    }),
  }),
);
export type UpdateSubscriptionRequest = z.infer<typeof UpdateSubscriptionRequestSchema>;
export const SubscriptionResponseSchema = deferred(() =>
  z.object({ subscription: SubscriptionSchema }),
);
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** Path parameter {id} of the subscription calls. */
export const SubscriptionIdParamSchema = deferred(() =>
  z.object({ id: queryInt(1, 2_147_483_647) }),
);
