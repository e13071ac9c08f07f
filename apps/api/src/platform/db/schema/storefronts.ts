import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The five storefronts; seeded from @nordshop/locale-config, editable by the shop afterwards. The
 * display settings (spec section 3) are the columns from recent_product_views on.
 */
export const storefronts = pgTable(
  'storefronts',
  {
    code: text('code').primaryKey(),
    storeId: integer('store_id').notNull().unique(),
    name: text('name').notNull(),
    iso: text('iso').notNull(),
    countryCode: text('country_code').notNull(),
    country: text('country').notNull(),
    brand: text('brand').notNull(),
    currency: text('currency').notNull(),
    allowExVat: boolean('allow_ex_vat').notNull(),
    privacyUrl: text('privacy_url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Show how often a product was viewed in the last 24 hours. */
    recentProductViews: boolean('recent_product_views').notNull().default(true),
    /** Show how many units of a product were sold today. */
    itemsBoughtToday: boolean('items_bought_today').notNull().default(true),
    /** Show stock status as delivery dates. */
    stockStatusDates: boolean('stock_status_dates').notNull().default(false),
    /** Views (last 24 hours) from which the views line shows. */
    viewThreshold: integer('view_threshold').notNull().default(10),
    /** Units sold today from which the sold-today line shows. */
    purchaseThreshold: integer('purchase_threshold').notNull().default(3),
    /** Hide waiting (delivery) times. */
    hiddenWaitingTimes: boolean('hidden_waiting_times').notNull().default(false),
  },
  (t) => [
    check('storefronts_view_threshold_check', sql`${t.viewThreshold} >= 0`),
    check('storefronts_purchase_threshold_check', sql`${t.purchaseThreshold} >= 0`),
  ],
);
