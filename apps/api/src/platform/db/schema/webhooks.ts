import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './commerce';

/**
 * The webhook outbox's events: the change of an order that causes one (placed, paid, shipped…)
 * writes its row in the same transaction, under a key unique to the event, with the order as it
 * stands then (`data`: `{ order, detail? }`), so an event is sent as it happened however late it
 * is delivered. `id` is the event's id on every try and to every endpoint; `seq` orders an order's
 * events as they happened (writers lock the order's row, so seq follows commit order per order).
 * A sender hands each event to the configured endpoints once (`fanned_out_at`, webhook_deliveries).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
    /** One event, one row: `order.placed:42`, `order.refunded:return-7`… */
    eventKey: text('event_key').notNull().unique(),
    type: text('type').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_events_unfanned_idx')
      .on(t.orderId, t.seq)
      .where(sql`${t.fannedOutAt} is null`),
    index('webhook_events_created_idx').on(t.createdAt),
  ],
);

/**
 * One event to one endpoint (webhook URL): pending until the endpoint answers 2xx (`delivered`),
 * retried with back-off (`next_attempt_at`) until `failed`. Senders in any process claim due rows
 * atomically (`claimed_until`); an endpoint gets an order's events one at a time, in `event_seq`
 * order: a row waits while an earlier one of its order and endpoint is pending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    orderId: integer('order_id').notNull(),
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimedBy: uuid('claimed_by'),
    /** The last failure: `HTTP 503`, `timeout`, `ECONNREFUSED` (never the endpoint's answer). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    unique('webhook_deliveries_event_endpoint_unique').on(t.eventId, t.endpoint),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_chain_idx')
      .on(t.endpoint, t.orderId, t.eventSeq)
      .where(sql`${t.status} = 'pending'`),
  ],
);
