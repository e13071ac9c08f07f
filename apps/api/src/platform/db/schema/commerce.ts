import { ORDER_STATUSES } from '@nordshop/api-contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  date,
  customType,
} from 'drizzle-orm/pg-core';
import { products, type LocalizedText } from './catalog';

/** An amount per currency in minor units, e.g. { SEK: 50000, EUR: 5000 }. */
export type AmountPerCurrency = Partial<Record<'SEK' | 'NOK' | 'DKK' | 'EUR', number>>;

/**
 * Coupons with every discount-rule field of spec section 3. Product references are SKUs,
 * `*_categories` are category ids, `*_groups` product group ids, `specific_discount_categories`
 * discount-category ids. Amounts are per currency in minor units incl. VAT.
 */
export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Upper-case code the shopper types. */
  code: text('code').notNull().unique(),
  active: boolean('active').notNull().default(true),
  /** Storefronts the coupon works on; null means all. */
  locales: text('locales').array(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  discountLabel: jsonb('discount_label').$type<LocalizedText>().notNull().default({}),
  /** Minimum cart total (incl. VAT) per currency; absent means none. */
  minimumSpend: jsonb('minimum_spend').$type<AmountPerCurrency>().notNull().default({}),
  percentageDiscount: doublePrecision('percentage_discount'),
  specificGroups: integer('specific_groups').array(),
  excludedGroups: integer('excluded_groups').array(),
  specificDiscountCategories: integer('specific_discount_categories').array(),
  buyX: integer('buy_x'),
  getY: integer('get_y'),
  buyProducts: text('buy_products').array(),
  getProducts: text('get_products').array(),
  buyCategories: integer('buy_categories').array(),
  getCategories: integer('get_categories').array(),
  buyGroups: integer('buy_groups').array(),
  getGroups: integer('get_groups').array(),
  buyXIncrement: doublePrecision('buy_x_increment'),
  buyXInterval: integer('buy_x_interval'),
  /** Fixed amount off each discounted unit of a fixed-amount buy-x-get-y, per currency. */
  buyXGetAmount: jsonb('buy_x_get_amount').$type<AmountPerCurrency>(),
  discountTypePercentage: doublePrecision('discount_type_percentage'),
  /** 3 means fixed amount; anything else percentage. */
  discountTypeValue: integer('discount_type_value'),
  allAffectedItems: text('all_affected_items').array(),
  /** Free gift SKU added to the cart as a line of its own (added_by_coupon). */
  giftSku: text('gift_sku'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Shop customers; the password is an scrypt hash (see auth/password.ts), null for an account
 * created without one (it is chosen through the login link that confirms the address).
 * `email_confirmed_at`: when a login link mailed to the address was used.
 */
export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash'),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  locale: text('locale').notNull().default('sv'),
  /** Shop staff: the cart sync answers x-be-internal: 1 for them. */
  internal: boolean('internal').notNull().default(false),
  /** Personal discount per category id, percent: { "12": 10 }. */
  categoryDiscounts: jsonb('category_discounts')
    .$type<Record<string, number>>()
    .notNull()
    .default({}),
  /** Loyalty credit per currency, minor units incl. VAT: the cart's CUSTOMERDISCOUNT fixed amount. */
  credit: jsonb('credit').$type<AmountPerCurrency>().notNull().default({}),
  /** Contact details of the profile (GET/PUT /api/account/profile); empty when not given. */
  phone: text('phone').notNull().default(''),
  customerType: text('customer_type', { enum: ['private', 'company'] })
    .notNull()
    .default('private'),
  companyName: text('company_name').notNull().default(''),
  orgNumber: text('org_number').notNull().default(''),
  street: text('street').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A pick-up point as stored on an order. */
export interface StoredServicePoint {
  id: string;
  name: string;
  street: string;
  postal_code: string;
  city: string;
}

/** A transaction id with its epoch (PostgreSQL's xid8), as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * Placed orders; customer_id is null for guest orders. Money in minor units incl. VAT:
 * total = subtotal - discount + shipping_price + payment_fee. Orders seeded before checkout
 * existed have empty method ids and the column defaults.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customerType: text('customer_type', { enum: ['private', 'company'] })
      .notNull()
      .default('private'),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    companyName: text('company_name'),
    orgNumber: text('org_number'),
    street: text('street').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    locale: text('locale').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** Σ unit price × quantity of the lines, before discounts. */
    subtotal: integer('subtotal').notNull().default(0),
    /** Σ line discounts (coupons, customer discounts, credit). */
    discount: integer('discount').notNull().default(0),
    shippingMethodId: text('shipping_method_id').notNull().default(''),
    shippingName: text('shipping_name').notNull().default(''),
    shippingPrice: integer('shipping_price').notNull().default(0),
    /** Business days from dispatch promised at checkout: { min, max }. */
    shippingDeliveryDays: jsonb('shipping_delivery_days').$type<{ min: number; max: number }>(),
    servicePoint: jsonb('service_point').$type<StoredServicePoint>(),
    paymentMethodId: text('payment_method_id').notNull().default(''),
    paymentName: text('payment_name').notNull().default(''),
    paymentFee: integer('payment_fee').notNull().default(0),
    /** The customer's credit (CUSTOMERDISCOUNT) the order used, in its currency: given back if it is cancelled. */
    creditUsed: integer('credit_used').notNull().default(0),
    /** The payment provider's reference of the approval. */
    paymentReference: text('payment_reference'),
    /** The codes that gave the order something. */
    coupons: text('coupons').array().notNull().default([]),
    checkoutId: text('checkout_id'),
    trackingCarrier: text('tracking_carrier'),
    trackingNumber: text('tracking_number'),
    total: integer('total').notNull(),
    vatTotal: integer('vat_total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Until when an unpaid order holds its units (a prepayment order: its transfer must arrive by
     * then); a `pending` order past it is cancelled and its units go back (decision 028).
     */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /**
     * When the order last changed (status, tracking, a return) and in which transaction (xid8):
     * set by triggers (migration 0023); the staff order feed pages by (changed_xid, id).
     */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedXid: xid8('changed_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId),
    index('orders_changed_idx').on(t.changedXid, t.id),
    // The buyer's open invoices, for the invoice provider's credit check.
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_reserved_until_idx')
      .on(t.reservedUntil)
      .where(sql`${t.status} = 'pending' and ${t.reservedUntil} is not null`),
  ],
);

/**
 * What an order may hold on each storefront (decision 028): one order without an account may
 * hold at most `guest_max_units` units and cost at most `guest_max_total` (minor units incl.
 * VAT, the storefront's currency); an unpaid prepayment order holds its units for
 * `prepayment_hold_hours`. Written by migration 0017, edited by the shop.
 */
export const orderSettings = pgTable(
  'order_settings',
  {
    locale: text('locale').primaryKey(),
    guestMaxUnits: integer('guest_max_units').notNull(),
    guestMaxTotal: integer('guest_max_total').notNull(),
    prepaymentHoldHours: integer('prepayment_hold_hours').notNull(),
  },
  (t) => [
    check('order_settings_guest_max_units_check', sql`${t.guestMaxUnits} >= 1`),
    check('order_settings_guest_max_total_check', sql`${t.guestMaxTotal} >= 0`),
    check('order_settings_prepayment_hold_hours_check', sql`${t.prepaymentHoldHours} >= 1`),
  ],
);

/**
 * POST /api/orders idempotency: one row per Idempotency-Key and storefront, written in the order's
 * transaction. `request_hash` is the SHA-256 of the parsed request (and the customer), so a key
 * reused with another body is told apart; `order_id` is set before the transaction commits.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

/** The lines of an order, priced as they were sold. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The main product, for co-purchase recommendations. */
    mainProductId: integer('main_product_id')
      .notNull()
      .references(() => products.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price, minor units incl. VAT, of the tier reached (campaign included), before discounts. */
    price: integer('price').notNull(),
    /** What coupons, customer discounts and credit took off the line, minor units incl. VAT. */
    discount: integer('discount').notNull().default(0),
    vat: doublePrecision('vat').notNull(),
    /** Days between deliveries when the line was bought as a subscription (subscription_interval), else null. */
    subscriptionIntervalDays: integer('subscription_interval_days'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_main_product_idx').on(t.mainProductId, t.orderId),
  ],
);

/** Returns of order lines. */
export const returns = pgTable(
  'returns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** One of RETURN_REASONS of the contract (older rows may hold free text). */
    reason: text('reason').notNull(),
    /** The shopper's own words; empty when none. */
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: ['requested', 'received', 'refunded', 'rejected'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('returns_order_idx').on(t.orderId)],
);

/** Repeat deliveries of a product to a customer (subscription_interval of a cart line). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
    intervalDays: integer('interval_days').notNull(),
    status: text('status', { enum: ['active', 'paused', 'cancelled'] }).notNull(),
    /** The order that started it, if any: cancelling that order ends it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    nextDeliveryAt: date('next_delivery_at', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_customer_idx').on(t.customerId)],
);

/** Deals: a product at a discount during a time window, with a localized title. */
export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Percent off the normal price. */
    discount: integer('discount').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('deals_window_idx').on(t.startsAt, t.expiresAt)],
);
