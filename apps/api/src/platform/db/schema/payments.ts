import type { PaymentLedger } from '@nordshop/payment-lifecycle';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './commerce';

/** One line of an order as a payment provider lists it and the payment keeps it (Klarna needs them; amounts incl. VAT, minor units). */
export interface HostedPaymentLine {
  /** The SKU, or `shipping` / `payment-fee`. */
  readonly reference: string;
  readonly name: string;
  readonly kind: 'physical' | 'shipping_fee' | 'surcharge';
  readonly quantity: number;
  /** Price of one unit incl. VAT before discounts. */
  readonly unitPrice: number;
  /** VAT rate in basis points (25 % = 2500). */
  readonly taxRate: number;
  /** unitPrice × quantity − totalDiscount. */
  readonly totalAmount: number;
  readonly totalDiscount: number;
  /** The VAT in totalAmount. */
  readonly totalTax: number;
}

/**
 * An order's payment at a provider that reports back (decision 026): the provider's reference of
 * it, what its reports add up to (libs/payment-lifecycle) and the state that gives. Written when
 * the provider takes the payment; the webhooks only update it.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /**
     * The provider's reference of the payment (Adyen's pspReference of the authorisation, Klarna's
     * order id), as soon as the provider names it.
     */
    reference: text('reference'),
    /** The shop's reference sent to the provider (orders.payment_reference). */
    merchantReference: text('merchant_reference').notNull(),
    /** The provider's session of its hosted payment page, and that page. */
    sessionId: text('session_id').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    /** The session's own URL as the provider answered it (Klarna's session_url), read as given. */
    sessionUrl: text('session_url'),
    /** When the provider's page ends (its answer's expires_at); null for payments stored before. */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    /** Until when one process asks the provider about this payment (the others wait for its answer). */
    settlingUntil: timestamp('settling_until', { withTimezone: true }),
    /** The order's lines as the provider was given them (Klarna lists them again when it places the order). */
    lines: jsonb('lines').$type<HostedPaymentLine[]>().notNull().default([]),
    currency: text('currency').notNull(),
    /** The order total asked for, minor units. */
    amount: integer('amount').notNull(),
    state: text('state', {
      enum: [
        'pending',
        'authorized',
        'paid',
        'cancelled',
        'refunded',
        'failed',
        'capture_failed',
        'refund_failed',
        'disputed',
      ],
    })
      .notNull()
      .default('pending'),
    /**
     * The facts the reports add up to (PaymentLedger without `seen`: payment_events holds the ids),
     * every field only growing; the columns below are its money as it stands.
     */
    ledger: jsonb('ledger').$type<Partial<PaymentLedger>>().notNull().default({}),
    /** Why staff must look at the payment (paymentAttentionOf), or null. */
    attention: text('attention', {
      enum: ['capture_failed', 'refund_failed', 'disputed', 'cancel_failed'],
    }),
    /** The order's status before its money needed the shop (orderFollowingPayment), or null. */
    orderStatusHeld: text('order_status_held'),
    authorized: integer('authorized').notNull().default(0),
    /** What stays taken (captures less those undone). */
    captured: integer('captured').notNull().default(0),
    /** What stays given back (refunds less those undone, and chargebacks). */
    refunded: integer('refunded').notNull().default(0),
    cancelled: boolean('cancelled').notNull().default(false),
    refused: boolean('refused').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_idx').on(t.provider, t.reference),
    uniqueIndex('payments_provider_merchant_reference_idx').on(t.provider, t.merchantReference),
    index('payments_order_idx').on(t.orderId),
    index('payments_attention_idx').on(t.attention),
  ],
);

/**
 * Every report of a provider about a payment, once (the audit of its changes): a report delivered
 * again hits the unique (provider, event_id) and is not written twice, in any process.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the report. */
    eventId: text('event_id').notNull(),
    /** One of libs/payment-lifecycle's PAYMENT_EVENT_KINDS. */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    /** The payment's state once this report was counted. */
    state: text('state').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId),
    index('payment_events_payment_idx').on(t.paymentId),
  ],
);

/**
 * What providers called the shop with, kept before it is answered and worked through afterwards
 * (decision 026): a signed Adyen report, or a Klarna call to settle a payment with Klarna's word.
 * The same report twice is one row (provider, key). A report about a payment the shop cannot
 * name yet (its provider reference not known) waits until the payment is named.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull(),
    /** `report` (a PaymentReport in `body`) or `settle` (ask the provider about `merchantReference`). */
    kind: text('kind', { enum: ['report', 'settle'] }).notNull(),
    /** The report's id, or the settle call's own: the same key twice is stored once. */
    key: text('key').notNull(),
    /** The provider's reference of the payment it is about, when it names one. */
    reference: text('reference'),
    merchantReference: text('merchant_reference'),
    body: jsonb('body').notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when one process works on it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Whether it waits for its payment to be named (a report before its authorisation). */
    waiting: boolean('waiting').notNull().default(false),
    /**
     * When it was worked through, and what came of it (counted, duplicate, mismatch, settled);
     * `retry` while a call that failed waits for its claim to end.
     */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('payment_notifications_provider_key_idx').on(t.provider, t.key),
    index('payment_notifications_open_idx').on(t.processedAt, t.waiting),
    index('payment_notifications_reference_idx').on(t.provider, t.reference),
  ],
);
