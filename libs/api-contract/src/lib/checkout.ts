import { PAYMENT_STATES } from '@nordshop/payment-lifecycle';
import * as z from 'zod';
import { deferred } from './deferred-schema';
import { storableText } from './bounded';
import { CartItemInputSchema, CouponCodeSchema } from './cart';
import { CART_MAX_QUANTITY } from './constants';
import { ImageRefSchema, MinorUnitsSchema, VatRateSchema } from './product';
import { queryInt } from './query-params';
import { CurrencyCodeSchema } from './storefront';

// Checkout and orders (issue: checkout, orders, auth, account). The spec leaves these calls open;
// they are the shop's own. Money is in minor units including VAT, like every other price.

/** The values of the shipping_processor experiment (spec section 9); the second is the default. */
export const SHIPPING_PROCESSORS = ['1', '2'] as const;
export type ShippingProcessor = (typeof SHIPPING_PROCESSORS)[number];
/** The processor used when the experiment gives none. */
export const DEFAULT_SHIPPING_PROCESSOR: ShippingProcessor = '2';

const PostalCodeSchema = deferred(() => storableText(12).trim().min(1, { error: 'is required' }));
const MethodIdSchema = deferred(() =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,30}:[a-z0-9-]{1,30}$/, {
      error: 'must be a method id like provider:method',
    }),
);

/** A way to ship an order, as a shipping provider offers it for a postal code. */
export const ShippingMethodSchema = deferred(() =>
  z.object({
    /** Stable id, `{provider}:{method}`, e.g. 'flat:home' or 'servicepoint:standard'. */
    id: z.string(),
    provider: z.string(),
    name: z.string(),
    /** Price incl. VAT for this cart; 0 when free (the cart reaches `free_from`). */
    price: MinorUnitsSchema,
    /** VAT rate of the shipping price, percent. */
    vat: VatRateSchema,
    /** Goods total (incl. VAT, after discounts) from which the method is free; null when never free. */
    free_from: MinorUnitsSchema.nullable(),
    /** Whether the shopper picks a service point (pick-up location). */
    service_point: z.boolean(),
    /** Business days from dispatch to delivery. */
    delivery_days: z.object({
      min: z.number().int().nonnegative(),
      max: z.number().int().nonnegative(),
    }),
  }),
);
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

/** GET /api/checkout/shipping-methods?postal_code=&subtotal=&processor= */
export const ShippingMethodsQuerySchema = deferred(() =>
  z.object({
    /** Valid for the storefront (libs/locale-config isValidPostalCode); the server checks it. */
    postal_code: PostalCodeSchema,
    /** Goods total incl. VAT after discounts, minor units (free shipping from the storefront's threshold). */
    subtotal: queryInt(0, 100_000_000),
    /** The shipping_processor experiment's choice ('1': home delivery only; '2', the default: service point and home delivery). */
    processor: z
      .enum(SHIPPING_PROCESSORS, { error: "must be '1' or '2'" })
      .default(DEFAULT_SHIPPING_PROCESSOR),
  }),
);
export type ShippingMethodsQuery = z.input<typeof ShippingMethodsQuerySchema>;
export const ShippingMethodsResponseSchema = deferred(() =>
  z.object({ methods: z.array(ShippingMethodSchema) }),
);
export type ShippingMethodsResponse = z.infer<typeof ShippingMethodsResponseSchema>;

/** A pick-up location of a service-point shipping method. */
export const ServicePointSchema = deferred(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
  }),
);
export type ServicePointOption = z.infer<typeof ServicePointSchema>;

/** GET /api/checkout/service-points?postal_code=&method_id= (a method with `service_point: true`). */
export const ServicePointsQuerySchema = deferred(() =>
  z.object({
    postal_code: PostalCodeSchema,
    method_id: MethodIdSchema,
  }),
);
export type ServicePointsQuery = z.input<typeof ServicePointsQuerySchema>;
export const ServicePointsResponseSchema = deferred(() =>
  z.object({ points: z.array(ServicePointSchema) }),
);
export type ServicePointsResponse = z.infer<typeof ServicePointsResponseSchema>;

export const CUSTOMER_TYPES = ['private', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
const CustomerTypeSchema = deferred(() =>
  z.enum(CUSTOMER_TYPES, { error: "must be 'private' or 'company'" }),
);

/** A way to pay, as a payment provider offers it. */
export const PaymentMethodSchema = deferred(() =>
  z.object({
    /** Stable id, `{provider}:{method}`, e.g. 'invoice:standard'. */
    id: z.string(),
    provider: z.string(),
    name: z.string(),
    /** Fee incl. VAT added to the order; 0 when none. */
    fee: MinorUnitsSchema,
    /** Who may use it. */
    customer_types: z.array(CustomerTypeSchema),
    /**
     * The badge that stands for the method in the footer: an image name under /brand/badges/
     * (e.g. 'invoice', 'bank-transfer'); methods of one kind share a badge.
     */
    badge: z.string().regex(/^[a-z0-9-]{1,40}$/),
  }),
);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** GET /api/checkout/payment-methods?customer_type= (all methods when absent). */
export const PaymentMethodsQuerySchema = deferred(() =>
  z.object({ customer_type: CustomerTypeSchema.optional() }),
);
export type PaymentMethodsQuery = z.input<typeof PaymentMethodsQuerySchema>;
export const PaymentMethodsResponseSchema = deferred(() =>
  z.object({ methods: z.array(PaymentMethodSchema) }),
);
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/** The delivery address of an order, as the shopper types it. */
export const AddressSchema = deferred(() =>
  z.object({
    street: storableText(200).trim().min(1, { error: 'is required' }),
    /** Valid for the storefront (libs/locale-config isValidPostalCode); the server checks it. */
    postal_code: PostalCodeSchema,
    city: storableText(100).trim().min(1, { error: 'is required' }),
  }),
);
export type Address = z.infer<typeof AddressSchema>;

/** A cart line of an order: a cart item with at least one unit (at most the cart's 5,000). */
export const OrderItemInputSchema = deferred(() =>
  CartItemInputSchema.extend({
    quantity: z
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(CART_MAX_QUANTITY, { error: `must be at most ${CART_MAX_QUANTITY}` }),
  }),
);
export type OrderItemInput = z.infer<typeof OrderItemInputSchema>;

/** The request header of POST /api/orders: a key per checkout attempt (a uuid), 8 to 64 characters. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = deferred(() =>
  z
    .string({ error: 'is required' })
    .regex(/^[A-Za-z0-9._:-]{8,64}$/, { error: 'must be 8 to 64 letters, digits or . _ : -' }),
);

/**
 * POST /api/orders: places an order. Send the header `Idempotency-Key` (8 to 64 characters; a
 * uuid per checkout attempt): the same key always answers with the same order. The server prices
 * every line itself; no price in this body is trusted (unknown fields are dropped).
 */
export const PlaceOrderRequestSchema = deferred(() =>
  z.object({
    customer_type: CustomerTypeSchema,
    email: z.email({ error: 'must be an e-mail address' }).max(200),
    /** A mobile number valid for the storefront (libs/locale-config isValidMobile). */
    phone: storableText(30).trim().min(1, { error: 'is required' }),
    first_name: storableText(100).trim().min(1, { error: 'is required' }),
    last_name: storableText(100).trim().min(1, { error: 'is required' }),
    /** Required for companies. */
    company_name: storableText(200).trim().optional(),
    /** Required for companies: the organisation number in the storefront country's form. */
    org_number: storableText(30).trim().optional(),
    address: AddressSchema,
    items: z.array(OrderItemInputSchema).min(1, { error: 'the cart is empty' }).max(200),
    coupons: z.array(CouponCodeSchema).max(20).default([]),
    shipping_method_id: MethodIdSchema,
    /** Required for a method with `service_point: true`: one of its points for the postal code. */
    service_point_id: storableText(64).trim().optional(),
    payment_method_id: MethodIdSchema,
    /** The cart's checkoutID, when the checkout was opened before. */
    checkout_id: storableText(64).nullish(),
    accept_terms: z.literal(true, { error: 'must be accepted' }),
    /**
     * Create an account with the order's e-mail and name (ignored for a logged-in customer): a
     * login link that confirms the address and sets a password is mailed with the confirmation.
     */
    create_account: z.boolean().optional(),
  }),
);
export type PlaceOrderRequest = z.input<typeof PlaceOrderRequestSchema>;

/**
 * An order's status. `authorized`: a payment provider reserved the total, taken when the order
 * ships; `refunded`: all money taken was paid back. An order paid through a provider's page is
 * `pending` until the provider has answered. The last three say the shop is acting on the order's
 * money (libs/payment-lifecycle): the payment was not taken after all (`payment_failed`), a refund
 * did not reach the shopper (`refund_failed`), the shopper's bank disputes the payment (`disputed`).
 */
export const ORDER_STATUSES = [
  'pending',
  'authorized',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'payment_failed',
  'refund_failed',
  'disputed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order line as sold. */
export const OrderLineSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    /** Unit price incl. VAT of the tier reached (campaign included), before coupons and customer discounts. */
    unit_price: MinorUnitsSchema,
    /** What coupons, customer discounts and credit took off the line, incl. VAT. */
    discount: MinorUnitsSchema,
    /** unit_price × quantity − discount. */
    total: MinorUnitsSchema,
    vat: VatRateSchema,
    thumb: ImageRefSchema.nullable(),
  }),
);
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** An address as stored (orders placed before checkout existed may have empty parts). */
export const OrderAddressSchema = deferred(() =>
  z.object({
    street: z.string(),
    postal_code: z.string(),
    city: z.string(),
  }),
);

/** An order as the shopper sees it (confirmation, tracking, account). */
export const OrderSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    created_at: z.string(),
    locale: z.string(),
    /** The currency the order was placed in: its amounts are in it, whichever storefront shows them. */
    currency: CurrencyCodeSchema,
    customer_type: z.enum(CUSTOMER_TYPES),
    email: z.string(),
    name: z.string(),
    phone: z.string(),
    /** The company of a company order, else null. */
    company: z.object({ name: z.string(), org_number: z.string() }).nullable(),
    address: OrderAddressSchema,
    lines: z.array(OrderLineSchema),
    /** Sum of the lines before discounts (Σ unit_price × quantity). */
    subtotal: MinorUnitsSchema,
    /** Σ line discounts. */
    discount: MinorUnitsSchema,
    shipping: z.object({
      method_id: z.string(),
      name: z.string(),
      price: MinorUnitsSchema,
      service_point: ServicePointSchema.nullable(),
      /** Business days from dispatch, as promised when the order was placed (null for older orders). */
      delivery_days: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    }),
    payment: z.object({ method_id: z.string(), name: z.string(), fee: MinorUnitsSchema }),
    /** subtotal − discount + shipping.price + payment.fee. */
    total: MinorUnitsSchema,
    /** The VAT in `total` (goods, shipping and fee). */
    vat_total: MinorUnitsSchema,
    /** The coupon codes that applied (valid for the cart, minimum spend reached); CUSTOMERDISCOUNT when the customer's credit was used. */
    coupons: z.array(z.string()),
    /** Carrier tracking, once shipped. */
    tracking: z.object({ carrier: z.string(), number: z.string(), url: z.string() }).nullable(),
    /**
     * Until when (ISO instant) an unpaid order holds its goods: a prepayment order whose transfer has
     * not arrived by then is cancelled and its goods go back on sale. Null for every other order.
     */
    reserved_until: z.string().nullable(),
    /**
     * Whether lines of the order can be returned now: it shipped (shipped or delivered), its return
     * window is open and a unit is left (GET /api/orders/{id}/returns says which lines). Offer a
     * return only then.
     */
    returnable: z.boolean(),
  }),
);
export type Order = z.infer<typeof OrderSchema>;

/**
 * 201 answer of POST /api/orders (and 200 for a repeated Idempotency-Key): the order and an
 * order-scoped token (scope my-order) that reads this order only, for the confirmation page.
 */
export const PlaceOrderResponseSchema = deferred(() =>
  z.object({
    order: OrderSchema,
    order_token: z.object({ access_token: z.string(), expires_in: z.number().int() }),
    /**
     * For a method paid on the provider's own page (card, wallet, bank, Klarna): where to send the
     * shopper. The order is `pending` until the provider answers; the provider sends the shopper
     * back to the checkout with `payment_ref` in the query (POST /api/payments/return). Null or
     * absent for the shop's own methods (invoice, prepayment).
     */
    payment_redirect_url: z.string().nullable().optional(),
    /** The shop's reference of that payment (`payment_ref`), to ask how it ended; null otherwise. */
    payment_reference: z.string().nullable().optional(),
  }),
);
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/**
 * The `code` of a 409 from POST /api/orders (ApiError.code): the key was used for another
 * request; another request with the key is still being placed (retry shortly); a line stock
 * cannot fill (`fields` names `items.N.sku`); a coupon that is unknown, expired or not applicable
 * (`fields` names `coupons.N` with the reason key); the customer's credit changed meanwhile; the
 * payment provider declined.
 */
export const ORDER_ERROR_CODES = [
  'idempotency_conflict',
  'idempotency_in_progress',
  'out_of_stock',
  'coupon_rejected',
  'credit_changed',
  'payment_declined',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/**
 * The largest total one order may have, in minor units incl. VAT (1,000,000 in the storefront's
 * currency): a larger order is refused with 400 code `order_too_large` naming `items`; the shop's
 * sales team takes such orders.
 */
export const ORDER_MAX_TOTAL = 100_000_000;

/** The `code` of the 400 of an order above {@link ORDER_MAX_TOTAL}. */
export const ORDER_TOO_LARGE_CODE = 'order_too_large';

/** GET /api/orders/{id} path parameter. */
export const OrderIdParamSchema = deferred(() => z.object({ id: queryInt(1, 2_147_483_647) }));

/** GET /api/orders/{id} with a Bearer token of the order (my-order) or of its customer. */
export const OrderResponseSchema = deferred(() => z.object({ order: OrderSchema }));
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

/** The `code` of the 503 answered when a payment provider cannot be reached or answers nonsense. */
export const PAYMENT_UNAVAILABLE_CODE = 'payment_unavailable';

/** The shop's reference of a payment at a provider, as the return URL carries it (in its `PAYMENT_RETURN_PARAM` parameter). */
export const PaymentReferenceSchema = deferred(() =>
  z.string({ error: 'is required' }).regex(/^[A-Z]{3}-[0-9A-F]{16}$/, {
    error: 'must be a payment reference like ADY-3F9A0C21B7D4E5F6',
  }),
);

/**
 * POST /api/payments/return: the shopper is back from the provider's page. The server asks the
 * provider how the payment ended (never trusting the URL) and answers the order's status.
 * `session_result` is what Adyen appends to the return URL (`sessionResult`).
 */
export const PaymentReturnRequestSchema = deferred(() =>
  z.object({
    reference: PaymentReferenceSchema,
    session_result: storableText(4000).optional(),
  }),
);
export type PaymentReturnRequest = z.input<typeof PaymentReturnRequestSchema>;

/** The order a returning shopper's payment belongs to, its status and the payment's state. */
export const PaymentReturnResponseSchema = deferred(() =>
  z.object({
    order_id: z.number().int(),
    status: z.enum(ORDER_STATUSES),
    /** The payment's state at its provider (libs/payment-lifecycle). */
    payment: z.enum(PAYMENT_STATES),
  }),
);
export type PaymentReturnResponse = z.infer<typeof PaymentReturnResponseSchema>;
