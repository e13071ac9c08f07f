import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './commerce';

/**
 * The transactional outbox of e-mail (decision 037): the change that causes a message (an order
 * placed, a login link asked for…) writes its row in the same transaction, under a key unique to
 * the event, so an event gives one message however often it is reported. Senders in any process
 * claim due rows atomically (`claimed_until`), compose and send them, and mark them `sent`; a
 * failure is retried with back-off (`next_attempt_at`) until `failed`. `dropped`: nothing to send
 * (a forgotten-password ask for an address without an account). `payload` holds what the message
 * is about (ids, never a secret), and `recipient` the address until the row is pruned.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** One event, one message: `order-confirmation:42`, `login-link:<uuid>`… */
    eventKey: text('event_key').notNull().unique(),
    kind: text('kind').notNull(),
    /** The storefront whose language, brand and sender the message has. */
    locale: text('locale').notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('pending'),
    /** The message's Message-ID, the same on every try (a receiver drops a repeat by it). */
    messageId: text('message_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the row until then; past it, another may take it over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimedBy: uuid('claimed_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/**
 * Single-use login links (forgotten password, a new account's confirmation, a login link): only
 * the SHA-256 of the link's token is kept. A link ends when it is used (`used_at`, set atomically
 * by the one login it gives) or at `expires_at`.
 */
export const loginLinks = pgTable(
  'login_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'welcome', 'existing-account'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('login_links_customer_idx').on(t.customerId),
    index('login_links_expires_idx').on(t.expiresAt),
  ],
);
