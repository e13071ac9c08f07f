import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { coupons } from './commerce';

/**
 * Newsletter subscribers per storefront: an address is on a storefront's list once (any case);
 * unsubscribed_at is set when the subscriber leaves through the link in a newsletter.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_locale_email_idx').on(t.locale, sql`lower(${t.email})`),
  ],
);

/**
 * The doors of the Christmas calendars: one calendar per year and storefront, doors 1 to 24 (a
 * door opens at midnight of its December day in the storefront's time zone). A door offers a
 * product and may hold a coupon code, which the coupon's own validity limits to the door's day.
 */
export const calendarDoors = pgTable(
  'calendar_doors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    year: integer('year').notNull(),
    locale: text('locale').notNull(),
    day: integer('day').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code').references(() => coupons.code, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
  },
  (t) => [
    uniqueIndex('calendar_doors_year_locale_day_idx').on(t.year, t.locale, t.day),
    check('calendar_doors_day_check', sql`${t.day} between 1 and 24`),
  ],
);
