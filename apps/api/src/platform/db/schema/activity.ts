import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * Product page views posted by the storefront (POST /api/product-views), for the social proof of
 * product pages. product_id is the main product; client_key is a hash of the client's address
 * (null when the API was called in-process without one; 'seed' for the demo views). A visitor's
 * views count once per product and UTC day (`view_date`, unique with the product and client key).
 * Rows older than two days are pruned now and then: only the last 24 hours are read.
 */
export const productViews = pgTable(
  'product_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    clientKey: text('client_key'),
    viewDate: date('view_date', { mode: 'string' })
      .notNull()
      .default(sql`(now() at time zone 'UTC')::date`),
  },
  (t) => [
    index('product_views_product_idx').on(t.productId, t.viewedAt),
    index('product_views_viewed_idx').on(t.viewedAt),
    uniqueIndex('product_views_once_a_day_idx')
      .on(t.productId, t.clientKey, t.viewDate)
      .where(sql`client_key is not null and client_key <> 'seed'`),
  ],
);
