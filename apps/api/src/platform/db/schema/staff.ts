import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The API keys of the shop's own systems (an ERP, a PIM, a warehouse) on /api/staff/* (decision
 * 038): made, listed and revoked with `npm run staff-key`. Only the SHA-256 of a key is kept; the
 * key is shown once. `scopes` says what the key may do (STAFF_SCOPES of the contract).
 */
export const staffApiKeys = pgTable('staff_api_keys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  /** The key's first characters, to tell keys apart in a list. */
  hint: text('hint').notNull(),
  scopes: text('scopes').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/**
 * Every change made through the staff API or a staff command: which key (null: a command on the
 * server), what (`catalog.import`, `stock.update`, `coupon.put`…), on what (`product:<sku>`), and
 * the subject before and after. Written in the change's transaction.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    keyId: integer('key_id').references(() => staffApiKeys.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_subject_idx').on(t.subject, t.at),
    index('staff_audit_at_idx').on(t.at),
  ],
);
