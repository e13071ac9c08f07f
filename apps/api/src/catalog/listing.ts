import type { ListingQuery, ListingSort } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { sql, type SQL } from 'drizzle-orm';
import { TtlCache } from '../platform/cache/ttl-cache';
import type { Database } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { shownInStockSql } from './shown-stock-status';

/** Which products a listing shows; every given condition must hold. */
export interface ListingFilter {
  readonly categoryId?: number;
  readonly phoneModelId?: number;
  readonly brandId?: number;
  readonly tagId?: number;
  readonly inStock?: boolean;
}

/**
 * The order of each sort, as a large listing reads it: written to match an index (decision 040), so
 * the listing's page is read from the index's top and the rest is never sorted. Most popular first
 * reads `products_popularity_idx`, the prices `product_prices_locale_price_idx`, newest first
 * `products_newest_idx`, by rating `products_rating_idx`, by name `product_texts_locale_name_idx`.
 * Their descending keys are ordered `nulls last`, and none of these columns is ever null, so a
 * `nulls` written here changes which index matches, never the order.
 */
const ORDER: Readonly<Record<ListingSort, SQL>> = {
  popular: sql`p.popularity desc nulls last, p.id`,
  price_asc: sql`pr.price asc, p.id`,
  price_desc: sql`pr.price desc, p.id`,
  newest: sql`p.is_new desc nulls last, p.created_at desc nulls last, p.id desc nulls last`,
  rating: sql`p.rating_score desc nulls last, p.rating_count desc nulls last, p.id`,
  name: sql`t.name asc, t.product_id`,
};

/**
 * The same orders for a listing of fewer products than {@link INDEX_WALK_FROM}, written so
 * that no index matches them, so its products are sorted. Read from an index, a small listing
 * whose products sit far down it walks most of the catalog for one page (a category of 969 of
 * 100,000 products, most popular first: 120 ms against 20 ms sorted).
 */
const SORTED: Readonly<Record<ListingSort, SQL>> = {
  popular: sql`p.popularity desc nulls first, p.id`,
  price_asc: sql`pr.price asc nulls first, p.id`,
  price_desc: sql`pr.price desc nulls last, p.id`,
  newest: sql`p.is_new desc nulls first, p.created_at desc, p.id desc`,
  rating: sql`p.rating_score desc nulls first, p.rating_count desc, p.id`,
  name: sql`t.name asc nulls first, t.product_id`,
};

/** How many products a listing must have to be read in its order from an index. */
const INDEX_WALK_FROM = 5_000;

/** How long a process keeps a listing's total and a category's phone model counts (changes empty them sooner). */
const LISTING_COUNT_TTL_MS = 60_000;

/** Most listing totals and category model counts a process keeps. */
const LISTING_COUNT_ENTRIES = 5_000;

interface ListingCaches {
  /** The number of products of a listing, by locale and filter. */
  readonly totals: TtlCache<string, number>;
  /** How many of a category's listed products fit each phone model, by locale and category. */
  readonly modelCounts: TtlCache<string, Map<number, number>>;
}

/**
 * Counts by database: a listing's total is the same for every page and sort of it, and counting a
 * large category reads all its products (tens of milliseconds and more on a catalog of 100,000),
 * so each process keeps them. Emptied whenever the database announces a change of the catalog,
 * prices or stock (decision 023), as the answers that show them are.
 */
const listingCaches = new WeakMap<Database, ListingCaches>();

function cachesOf(database: Database): ListingCaches {
  let caches = listingCaches.get(database);
  if (!caches) {
    const created: ListingCaches = {
      totals: new TtlCache(LISTING_COUNT_TTL_MS, Date.now, LISTING_COUNT_ENTRIES, 'listing_totals'),
      modelCounts: new TtlCache(
        LISTING_COUNT_TTL_MS,
        Date.now,
        LISTING_COUNT_ENTRIES,
        'listing_model_counts',
      ),
    };
    database.changes.subscribe(() => {
      created.totals.clear();
      created.modelCounts.clear();
    });
    listingCaches.set(database, created);
    caches = created;
  }
  return caches;
}

/** The conditions of `filter` on main products `p`. */
function conditionsOf(filter: ListingFilter): SQL {
  const conditions: SQL[] = [sql`p.parent_id is null`];
  if (filter.categoryId !== undefined)
    conditions.push(
      sql`p.id in (select product_id from product_categories where category_id = ${filter.categoryId})`,
    );
  if (filter.phoneModelId !== undefined)
    conditions.push(
      sql`p.id in (select product_id from product_categories where category_id = ${filter.phoneModelId})`,
    );
  if (filter.brandId !== undefined) conditions.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.tagId !== undefined)
    conditions.push(
      sql`p.id in (select product_id from product_tags where tag_id = ${filter.tagId})`,
    );
  if (filter.inStock) conditions.push(sql.raw(shownInStockSql('p')));
  return sql.join(conditions, sql` and `);
}

/**
 * The products a listing shows (main products matching the filter, with a text and a price in the
 * locale), with `joined` joined to them.
 */
const listed = (locale: LocaleCode, filter: ListingFilter, joined: SQL = sql``) =>
  sql`from products p
        join product_prices pr on pr.product_id = p.id and pr.locale = ${locale}
        join product_texts t on t.product_id = p.id and t.locale = ${locale}
        ${joined}
        where ${conditionsOf(filter)}`;

/**
 * One page of main products matching the filter, sorted, with the total over all pages (the
 * process's count of the listing, counted once for all its pages and sorts). A listing of at least
 * `indexWalkFrom` products is read in the index-matching order.
 */
export async function listProductIds(
  database: Database,
  locale: LocaleCode,
  filter: ListingFilter,
  query: Pick<ListingQuery, 'page' | 'per_page' | 'sort'>,
  indexWalkFrom = INDEX_WALK_FROM,
): Promise<{ ids: number[]; total: number }> {
  const total = await listingTotal(database, locale, filter);
  if (total === 0) return { ids: [], total };
  const offset = (query.page - 1) * query.per_page;
  const order = (total < indexWalkFrom ? SORTED : ORDER)[query.sort];
  const rows = await queryRows<{ id: number }>(
    database.db,
    sql`select p.id ${listed(locale, filter)}
        order by ${order}
        limit ${query.per_page} offset ${offset}`,
  );
  const ids = rows.map((r) => r.id);
  // A count kept from before a change the process has not heard of yet never says less than a
  // page shows.
  return { ids, total: ids.length > 0 ? Math.max(total, offset + ids.length) : total };
}

/** How many products a listing shows over all its pages (kept by the process). */
async function listingTotal(
  database: Database,
  locale: LocaleCode,
  filter: ListingFilter,
): Promise<number> {
  const key = [
    locale,
    filter.categoryId,
    filter.phoneModelId,
    filter.brandId,
    filter.tagId,
    filter.inStock === true,
  ].join('|');
  const { value } = await cachesOf(database).totals.get(key, async () => {
    const [row] = await queryRows<{ total: number }>(
      database.db,
      sql`select count(*)::int as total ${listed(locale, filter)}`,
    );
    return row?.total ?? 0;
  });
  return value;
}

/**
 * How many of a category's products fit each phone model (the phone_model filter's choices),
 * counting those the listing shows in the locale; kept by the process.
 */
export async function phoneModelCounts(
  database: Database,
  locale: LocaleCode,
  categoryId: number,
): Promise<Map<number, number>> {
  const key = `${locale}|${categoryId}`;
  const { value } = await cachesOf(database).modelCounts.get(key, async () => {
    const rows = await queryRows<{ id: number; n: number }>(
      database.db,
      sql`select m.category_id as id, count(*)::int as n
          ${listed(
            locale,
            { categoryId },
            sql`join product_categories m on m.product_id = p.id
                join categories c on c.id = m.category_id and c.kind = 'device_model'`,
          )}
          group by m.category_id`,
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  });
  return value;
}
