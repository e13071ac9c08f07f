import { LOCALE_CODES } from '@nordshop/locale-config';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/database';
import { queryRows } from '../src/platform/db/query';
import * as t from '../src/platform/db/schema';
import { buildCalendar, familyGroup, PRODUCTS_PER_FAMILY } from './build-calendar';
import { newsletterSubscriberRows } from './build-content';
import { bulkInsert } from './bulk-insert';
import { CALENDAR_DOORS } from './data/calendar-doors';
import { CMS_DRAFTS } from './data/cms-drafts';
import { CMS_PAGES } from './data/cms-pages';

/**
 * Writes the Christmas calendars and their one-day coupons. Each door's family offers its most
 * popular main products in stock (one per year; one delivered within days when too few are in
 * stock: a family has a handful of products), read from the products table, so this works on a
 * fresh catalog and on one seeded long ago alike. Coupon codes already there are kept as they are.
 */
export async function seedCalendars(db: Db): Promise<void> {
  const groups = CALENDAR_DOORS.map((door) => familyGroup(door.family));
  const rows = await queryRows<{ group_id: number; id: number }>(
    db,
    sql`select group_id, id from (
          select group_id, id, row_number() over (
              partition by group_id order by stock_status = 'in-stock' desc, popularity desc, id) as n
          from products where parent_id is null and group_id = any(${sql.param(groups)}::int[])
            and stock_status in ('in-stock', 'back-order-quick', 'back-order-slow')
        ) ranked where n <= ${PRODUCTS_PER_FAMILY} order by group_id, n`,
  );
  const products = new Map(
    CALENDAR_DOORS.map((door) => [
      door.family,
      rows.filter((r) => r.group_id === familyGroup(door.family)).map((r) => r.id),
    ]),
  );
  const [next] = await queryRows<{ id: number }>(
    db,
    sql`select coalesce(max(id), 0) + 1 as id from coupons`,
  );
  const calendar = buildCalendar(products, next?.id ?? 1);
  if (calendar.coupons.length > 0)
    await db
      .insert(t.coupons)
      .values(calendar.coupons)
      .onConflictDoNothing({ target: t.coupons.code });
  await bulkInsert(db, t.calendarDoors, calendar.doors);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('coupons', 'id'), (select max(id) from coupons) + 1, false)`,
  );
}

/** Puts the seeded drafts on their pages where a page has none (the CMS may have written one since). */
async function seedDrafts(db: Db): Promise<void> {
  for (const locale of LOCALE_CODES) {
    const draft = CMS_DRAFTS[locale];
    await db.execute(
      sql`update cms_pages set draft_title = ${draft.title}, draft_content = ${draft.content}
          where locale = ${locale} and slug = ${draft.slug} and draft_title is null and draft_content is null`,
    );
  }
}

/**
 * Gives the seeded pages of a database seeded before translation keys their keys (where the page
 * has none and no page of the storefront has the key yet), and adds a seeded page whose key no
 * page of its storefront has (the account and login help). Pages the shop wrote are left as they
 * are. Returns how many pages were changed or added.
 */
async function seedPageKeys(db: Db): Promise<number> {
  let changed = 0;
  for (const locale of LOCALE_CODES) {
    for (const page of CMS_PAGES[locale]) {
      const [keyed] = await queryRows<{ n: number }>(
        db,
        sql`update cms_pages set translation_key = ${page.key}
            where locale = ${locale} and slug = ${page.slug} and translation_key is null
              and not exists (select 1 from cms_pages k where k.locale = ${locale} and k.translation_key = ${page.key})
            returning 1 as n`,
      );
      const [added] = keyed
        ? []
        : await queryRows<{ n: number }>(
            db,
            sql`insert into cms_pages (locale, slug, translation_key, title, content)
                select ${locale}, ${page.slug}, ${page.key}, ${page.title}, ${page.content}
                where not exists (select 1 from cms_pages k where k.locale = ${locale} and k.translation_key = ${page.key})
                on conflict do nothing
                returning 1 as n`,
          );
      if (keyed ?? added) changed++;
    }
  }
  return changed;
}

/**
 * Brings a database seeded before them up to the demo: the Christmas calendars, the newsletter
 * subscribers and the page drafts, each only when the database has none of them, and the pages'
 * translation keys (seedPageKeys). Published pages are left as the shop may have edited them.
 * Returns what was written.
 */
export async function seedContentExtrasIfNone(db: Db): Promise<string[]> {
  const added: string[] = [];
  await db.transaction(async (tx) => {
    const tdb = tx as unknown as Db;
    const [doors] = await tdb.select({ n: count() }).from(t.calendarDoors);
    if ((doors?.n ?? 0) === 0) {
      await seedCalendars(tdb);
      added.push('Christmas calendars');
    }
    const [subscribers] = await tdb.select({ n: count() }).from(t.newsletterSubscribers);
    if ((subscribers?.n ?? 0) === 0) {
      await bulkInsert(tdb, t.newsletterSubscribers, newsletterSubscriberRows());
      added.push('newsletter subscribers');
    }
    const [drafts] = await queryRows<{ n: number }>(
      tdb,
      sql`select count(*)::int as n from cms_pages where draft_title is not null or draft_content is not null`,
    );
    if ((drafts?.n ?? 0) === 0) {
      await seedDrafts(tdb);
      added.push('page drafts');
    }
    if ((await seedPageKeys(tdb)) > 0) added.push('page translations');
  });
  return added;
}
