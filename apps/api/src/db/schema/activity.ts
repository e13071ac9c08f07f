import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * Product page views posted by the storefront (POST /api/product-views), for the social proof of
 * product pages. product_id is the main product; client_key is a hash of the client's address and
 * user agent (null when the API was called in-process without one; 'seed' for the demo views), for
 * the rate limit. Rows older
 * than two days are pruned now and then: only the last 24 hours are read.
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
  },
  (t) => [
    index('product_views_product_idx').on(t.productId, t.viewedAt),
    index('product_views_client_idx').on(t.clientKey, t.viewedAt),
  ],
);
