import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The five storefronts; seeded from @nordshop/locale-config, editable by the shop afterwards. */
export const storefronts = pgTable('storefronts', {
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
});
