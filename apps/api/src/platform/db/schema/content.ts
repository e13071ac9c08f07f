import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

/**
 * CMS-style pages per locale (customer service, terms, privacy policy). Content is HTML, served
 * sanitized. The CMS keeps an unpublished edit in draft_title / draft_content (null: none), which
 * only a signed preview link shows. Pages of different storefronts that share a translation_key
 * are the same page in each language (the terms, 'terms'); null: a page of its own storefront only
 * (docs/decisions/033).
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    translationKey: text('translation_key'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    draftTitle: text('draft_title'),
    draftContent: text('draft_content'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_pages_locale_slug_idx').on(t.locale, t.slug),
    // One page per storefront and key; also the lookup of a page's counterparts.
    uniqueIndex('cms_pages_translation_key_locale_idx').on(t.translationKey, t.locale),
  ],
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
  // The staff list (GET /api/error-reports) reads the newest reports.
  (t) => [
    index('error_reports_client_idx').on(t.clientKey, t.createdAt),
    index('error_reports_created_idx').on(t.createdAt),
  ],
);

/** Server settings kept in the database, e.g. the generated token-signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The slides of the home page's hero slider, shown in sort_order while now is inside their window
 * (starts_at and expires_at, each open when null). The picture is one for every locale; the texts
 * and the link are per locale in hero_slide_texts, and a slide without texts in a locale does not
 * show there.
 */
export const heroSlides = pgTable(
  'hero_slides',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Background colour behind the picture and the text, #rrggbb. */
    background: text('background').notNull(),
    imageUrl: text('image_url').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
  },
  (t) => [check('hero_slides_background_check', sql`${t.background} ~ '^#[0-9a-fA-F]{6}$'`)],
);

/** A hero slide's texts in one locale and where it links (a storefront path without locale prefix). */
export const heroSlideTexts = pgTable(
  'hero_slide_texts',
  {
    slideId: integer('slide_id')
      .notNull()
      .references(() => heroSlides.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The call-to-action button's label. */
    cta: text('cta').notNull(),
    uri: text('uri').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slideId, t.locale] })],
);
