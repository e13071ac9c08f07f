import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Counters of the shop's limits, shared by every process over the database: login attempts per
 * account and address, per address and per account, error reports and product views per client
 * address. One row per key and window, counted with one atomic upsert (see limits/hit-limit.ts);
 * `blocked_until` holds a key back until then (the growing delays of an account's logins). Rows
 * whose window has passed are pruned.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStartedAt)],
);

/**
 * A login session: the family of refresh tokens one login starts (docs/decisions/012). Only the
 * refresh token with `refresh_jti` is valid; each refresh replaces it. A refresh with an older
 * token of the family means a token was stolen and revokes the session; a password change
 * revokes every session of the account. Sessions end at the latest `max age` after `created_at`.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    /** my-account or my-order. */
    scope: text('scope', { enum: ['my-account', 'my-order'] }).notNull(),
    /** Customer id (my-account) or order id (my-order). */
    subject: integer('subject').notNull(),
    refreshJti: uuid('refresh_jti').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A session started by an e-mailed login link: it may set a password without the current one for a while. */
    viaLink: boolean('via_link').notNull().default(false),
  },
  (t) => [index('auth_sessions_subject_idx').on(t.scope, t.subject)],
);
