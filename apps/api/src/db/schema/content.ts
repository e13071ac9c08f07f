import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Layout widgets per locale (cookie-alert, cart-header, store-message, ...). */
export const widgets = pgTable(
  'widgets',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    content: text('content').notNull(),
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);

/** Translated interface strings per locale, keyed by dotted keys (general.no_products_found). */
export const strings = pgTable(
  'strings',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

/** CMS-style pages per locale (customer service, terms, privacy policy). Content is HTML. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_pages_locale_slug_idx').on(t.locale, t.slug)],
);

/** Client error reports posted to /captuerr; client_key (hashed address) drives the rate limit. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    error: text('error').notNull(),
    level: text('level').notNull(),
    stack: text('stack').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    url: text('url').notNull().default(''),
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_client_idx').on(t.clientKey, t.createdAt)],
);

/** Server settings kept in the database, e.g. the generated token-signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
