import type { LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';

/** A review's title and text in one storefront language. */
export interface StoredReviewText {
  readonly title: string;
  readonly body: string;
}

/**
 * Shoppers' reviews of main products: a rating of 1 to 5 stars, the reviewer's short name, the
 * storefront language it was written in and its title and text in every storefront language (the
 * others translated). A product's rating_score and rating_count are their average (one decimal)
 * and count, kept by the table's triggers (migration 0016).
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    /** The reviewer as shown: first name and the initial of the last, e.g. "Anna L.". */
    author: text('author').notNull(),
    /** The storefront language the review was written in. */
    locale: text('locale').notNull(),
    texts: jsonb('texts').$type<Readonly<Record<LocaleCode, StoredReviewText>>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    index('product_reviews_product_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
  ],
);
