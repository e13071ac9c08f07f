import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import { count, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { hashPassword } from '../src/auth/password';
import type { Db } from '../src/platform/db/database';
import * as t from '../src/platform/db/schema';
import { rebuildSearchWords } from '../src/search/search-words';
import { bulkInsert } from './bulk-insert';
import { buildCategories } from './build-categories';
import { buildContent } from './build-content';
import { buildCoupons } from './build-coupons';
import { buildDeals } from './build-deals';
import { buildHeroSlides } from './build-hero-slides';
import { buildOrders } from './build-orders';
import { buildProductViews } from './build-product-views';
import { buildReviews, reviewablesOf } from './build-reviews';
import { buildUpsells } from './build-upsells';
import { DISPLAY_SETTINGS } from './data/display-settings';
import { DEMO_CUSTOMER, STAFF_CUSTOMER } from './demo-accounts';
import { buildDemoCatalog, CATALOG_SEED } from './demo-catalog';
import { withDeferredIndexes } from './deferred-indexes';
import { seedCalendars, seedContentExtrasIfNone } from './seed-content-extras';
import { groupBy } from './group-by';
import { createPrng } from './prng';

/** How much demo data to write: `default` (~1,900 products) or `large` (~100,000, for benchmarks). */
export type SeedSize = 'default' | 'large';

/**
 * Editions of the catalog (catalog-plan.ts: the large seed repeats every product type in design
 * collections), orders and pictures (views) per product of each seed size.
 */
export const SEED_SIZES: Readonly<
  Record<SeedSize, { editions: number; orders: number; views: number }>
> = {
  default: { editions: 1, orders: 3_000, views: 3 },
  large: { editions: 51, orders: 20_000, views: 1 },
};

/** Whether the database holds no catalog yet (first start, or a database from before the catalog). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.products);
  return (row?.n ?? 0) === 0;
}

/** What a seed run wrote. */
export interface SeedReport {
  readonly size: SeedSize;
  /** False when the catalog already existed and was left as it is. */
  readonly catalogSeeded: boolean;
  /** Whether the hero slides were written (with the catalog, or into a catalog from before them that has none). */
  readonly heroSlidesSeeded: boolean;
  /**
   * What else was written into a catalog from before it: `Christmas calendars`, `newsletter
   * subscribers`, `page drafts` (empty when the catalog was seeded now, with all of them).
   */
  readonly contentAdded: readonly string[];
  readonly products: number;
}

/**
 * Writes the deterministic demo data (a seeded PRNG: the same rows on every run). Idempotent:
 * storefronts that exist are kept, and the catalog, customers and content are written only into a
 * database without products, so a shop owner's edits survive a re-run. Demo product views are
 * placed in the 23 hours before `now` (default: the clock), so product pages show social proof.
 */
export async function seedDemoData(
  db: Db,
  options: { size?: SeedSize | undefined; now?: Date | undefined } = {},
): Promise<SeedReport> {
  const size = options.size ?? 'default';
  const now = options.now ?? new Date();
  await seedStorefronts(db);
  const [existing] = await db.select({ n: count() }).from(t.products);
  if ((existing?.n ?? 0) > 0) {
    const heroSlidesSeeded = await seedHeroSlidesIfNone(db);
    return {
      size,
      catalogSeeded: false,
      heroSlidesSeeded,
      contentAdded: await seedContentExtrasIfNone(db),
      products: existing?.n ?? 0,
    };
  }

  const prng = createPrng(CATALOG_SEED);
  const { cats, built } = buildDemoCatalog(
    prng,
    SEED_SIZES[size].editions,
    SEED_SIZES[size].views,
    now,
  );
  // PRNGs of their own, so the rows drawn from the main one do not depend on them.
  const reviews = buildReviews(createPrng(20_250_301), reviewablesOf(built, cats), now);
  const upsells = buildUpsells(prng, built.mains);
  const upsellsOf = new Map(
    [...groupBy(upsells, (row) => row.productId)].map(([id, rows]) => [
      id,
      rows.map((r) => r.upsellProductId),
    ]),
  );
  const content = buildContent(cats);
  const customers = await buildCustomers(cats);
  const orders = buildOrders(prng, built, upsellsOf, SEED_SIZES[size].orders, 1, now);
  const hero = buildHeroSlides(cats, content.tagTexts);
  const views = buildProductViews(createPrng(20_261_122), built.mains, now);

  await db.transaction(async (tx) => {
    const tdb = tx as unknown as Db;
    await bulkInsert(tdb, t.categories, cats.categoryRows);
    await bulkInsert(tdb, t.categoryTexts, cats.textRows);
    await bulkInsert(tdb, t.brands, content.brands);
    await bulkInsert(tdb, t.tags, content.tags);
    await bulkInsert(tdb, t.tagTexts, content.tagTexts);
    await withDeferredIndexes(tdb, BULK_TABLES, async () => {
      await bulkInsert(tdb, t.products, built.products);
      // Listings before texts: the texts' trigger then writes each device model's documents with
      // their listed flag, instead of the listings' trigger updating them all again.
      await bulkInsert(tdb, t.productCategories, built.categories);
      // One locale's rows together on disk: a search or listing reads a fifth of the pages.
      await bulkInsert(tdb, t.productTexts, byLocale(built.texts));
      await bulkInsert(tdb, t.productPrices, byLocale(built.prices));
      await bulkInsert(tdb, t.productImages, built.images);
      await bulkInsert(tdb, t.productTags, built.tags);
      await bulkInsert(tdb, t.productUpsells, upsells);
      // The reviews' trigger sets each product's rating from them (migration 0016).
      await bulkInsert(tdb, t.productReviews, reviews);
    });
    await bulkInsert(tdb, t.searchTriggers, content.searchTriggers);
    await bulkInsert(tdb, t.widgets, content.widgets);
    await bulkInsert(tdb, t.strings, content.strings);
    await bulkInsert(tdb, t.cmsPages, content.cmsPages);
    await bulkInsert(tdb, t.newsletterSubscribers, content.newsletterSubscribers);
    await bulkInsert(tdb, t.customers, customers);
    await bulkInsert(tdb, t.orders, orders.orders);
    await bulkInsert(tdb, t.orderLines, orders.lines);
    await bulkInsert(tdb, t.returns, orders.returns);
    await bulkInsert(tdb, t.subscriptions, orders.subscriptions);
    await bulkInsert(tdb, t.deals, buildDeals(prng, built.mains));
    await bulkInsert(tdb, t.heroSlides, hero.slides);
    await bulkInsert(tdb, t.heroSlideTexts, hero.texts);
    await bulkInsert(tdb, t.productViews, views);
    // Coupons carry array columns, which the unnest-based bulk insert cannot take.
    await tx.insert(t.coupons).values(buildCoupons(cats, built.mains, built.products));
    // After the products and coupons its doors point at.
    await seedCalendars(tdb);
    await resetIdentities(tdb);
  });
  await rebuildSearchWords(db);
  // VACUUM marks the pages all-visible, so counts over index hits can skip the heap.
  await db.execute(sql`vacuum analyze`);
  return {
    size,
    catalogSeeded: true,
    heroSlidesSeeded: true,
    contentAdded: [],
    products: built.products.length,
  };
}

/** Writes the demo hero slides into a catalog seeded before they existed, when it has no slides. */
async function seedHeroSlidesIfNone(db: Db): Promise<boolean> {
  const [slides] = await db.select({ n: count() }).from(t.heroSlides);
  if ((slides?.n ?? 0) > 0) return false;
  const cats = buildCategories();
  const hero = buildHeroSlides(cats, buildContent(cats).tagTexts);
  await db.transaction(async (tx) => {
    await bulkInsert(tx as unknown as Db, t.heroSlides, hero.slides);
    await bulkInsert(tx as unknown as Db, t.heroSlideTexts, hero.texts);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('hero_slides', 'id'), (select max(id) from hero_slides) + 1, false)`,
    );
  });
  return true;
}

async function seedStorefronts(db: Db): Promise<void> {
  await db
    .insert(t.storefronts)
    .values(
      LOCALE_CODES.map((code) => {
        const s = STOREFRONTS[code];
        return {
          code,
          storeId: s.storeID,
          name: s.name,
          iso: s.iso,
          countryCode: s.countryCode,
          country: s.country,
          brand: s.brand,
          currency: s.currency,
          allowExVat: s.allowExVAT,
          privacyUrl: s.privacyURL,
          ...DISPLAY_SETTINGS[code],
        };
      }),
    )
    .onConflictDoNothing();
}

/** A salt derived from the e-mail, so the seeded password hashes are the same on every run. */
const seedSalt = (email: string) =>
  createHash('sha256').update(`nordshop-seed:${email}`).digest().subarray(0, 16);

async function buildCustomers(
  cats: ReturnType<typeof buildCategories>,
): Promise<(typeof t.customers.$inferInsert)[]> {
  const cases = cats.typeByKey.get('cases')!.id;
  const parts = cats.typeByKey.get('spare-parts')!.id;
  return [
    {
      id: 1,
      email: DEMO_CUSTOMER.email,
      name: DEMO_CUSTOMER.name,
      passwordHash: await hashPassword(DEMO_CUSTOMER.password, seedSalt(DEMO_CUSTOMER.email)),
      locale: 'sv',
      internal: false,
      categoryDiscounts: { [String(cases)]: 10, [String(parts)]: 15 },
      credit: { SEK: 5_000, NOK: 5_000, DKK: 3_500, EUR: 500 },
      ...DEMO_CUSTOMER.contact,
    },
    {
      id: 2,
      email: STAFF_CUSTOMER.email,
      name: STAFF_CUSTOMER.name,
      passwordHash: await hashPassword(STAFF_CUSTOMER.password, seedSalt(STAFF_CUSTOMER.email)),
      locale: 'sv',
      internal: true,
      categoryDiscounts: {},
      credit: {},
      ...STAFF_CUSTOMER.contact,
    },
  ];
}

/** Rows ordered by locale, then product (a stable sort keeps product order within a locale). */
function byLocale<T extends { locale: string }>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => LOCALE_CODES.indexOf(a.locale as never) - LOCALE_CODES.indexOf(b.locale as never),
  );
}

/** The tables the catalog load fills with many rows; their secondary indexes are built after it. */
const BULK_TABLES = [
  'products',
  'product_texts',
  'product_prices',
  'product_categories',
  'product_tags',
  'product_model_texts',
  'product_reviews',
];

const IDENTITY_TABLES = [
  'categories',
  'brands',
  'products',
  'tags',
  'search_triggers',
  'cms_pages',
  'customers',
  'orders',
  'order_lines',
  'returns',
  'subscriptions',
  'deals',
  'coupons',
  'hero_slides',
  'newsletter_subscribers',
  'calendar_doors',
  'product_reviews',
];

/** Moves every identity sequence past the ids the seed wrote explicitly. */
async function resetIdentities(db: Db): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}
