import type { ImageRef, Prices, ProductCard, Variation } from '@nordshop/api-contract';
import { dealPrices } from '@nordshop/coupon-engine';
import { fractionDigitsOf, type LocaleCode } from '@nordshop/locale-config';
import { TtlCache, jsonBytes } from '../platform/cache/ttl-cache';
import type { Database, PreparedStatement } from '../platform/db/database';
import type { ActiveDeal } from './current-deal';
import { PLACEHOLDER_IMAGE } from './placeholder-image';
import { productPath } from './product-paths';
import { shownStockStatusSql } from './shown-stock-status';

interface VariationRow {
  id: number;
  sku: string;
  slug: string;
  name: string;
  values: Record<string, string>;
  vat: number;
  prices: Prices;
  stock_status: string;
  estimated_at: string | null;
  thumb: ImageRef | null;
}

/** A product row as the card query returns it. */
export interface CardRow {
  id: number;
  sku: string;
  main_sku: string;
  type: ProductCard['type'];
  group_id: number;
  discount_category: number;
  prefix: string;
  stock_status: string;
  estimated_at: string | null;
  is_new: boolean;
  rating_score: number;
  rating_count: number;
  max_order_quantity: number | null;
  brand_id: number | null;
  primary_category_id: number | null;
  variation_attributes: unknown;
  slug: string;
  name: string;
  description: string;
  vat: number;
  prices: Prices;
  thumb: ImageRef | null;
  variations: VariationRow[];
}

/**
 * The select of card rows: the products of `wanted` (a from-item with the columns id and ord, read
 * in ord order) with their texts and prices in the locale `locale` (an SQL expression). The
 * variations are built with the jsonb functions: json_build_object writes each jsonb argument
 * (prices, values) out as text, which made this query about twice as slow on the embedded database
 * (measured, BENCHMARKS.md).
 */
export const cardRowsSelect = (wanted: string, locale: string): string =>
  `select p.id, p.sku, p.main_sku, p.type, p.group_id, p.discount_category, p.prefix,
      ${shownStockStatusSql('p')} as stock_status,
      p.estimated_at::text as estimated_at, p.is_new, p.rating_score, p.rating_count, p.max_order_quantity,
      p.brand_id, p.primary_category_id, p.variation_attributes, t.slug, t.name, t.description, pr.vat, pr.prices,
      (select json_build_object('url', i.url, 'width', i.width, 'height', i.height) from product_images i
         where i.product_id = p.id and i.sort_order = 0 and i.type = 3) as thumb,
      coalesce((select jsonb_agg(jsonb_build_object(
          'id', v.id, 'sku', v.sku, 'slug', vt.slug, 'name', vt.name, 'values', v.variation_values, 'vat', vp.vat,
          'prices', vp.prices, 'stock_status', ${shownStockStatusSql('v')}, 'estimated_at', v.estimated_at,
          'thumb', (select jsonb_build_object('url', i.url, 'width', i.width, 'height', i.height) from product_images i
                      where i.product_id = v.id and i.sort_order = 0 and i.type = 3)) order by v.id)
         from products v
         join product_texts vt on vt.product_id = v.id and vt.locale = ${locale}
         join product_prices vp on vp.product_id = v.id and vp.locale = ${locale}
         where v.parent_id = p.id), '[]'::jsonb) as variations
    from ${wanted}
    join products p on p.id = wanted.id
    join product_texts t on t.product_id = p.id and t.locale = ${locale}
    join product_prices pr on pr.product_id = p.id and pr.locale = ${locale}
    order by wanted.ord`;

/** The card rows of products $1 (ids, in that order) in locale $2. */
const CARD_ROWS: PreparedStatement = {
  name: 'catalog.card_rows',
  text: cardRowsSelect('unnest($1::int[]) with ordinality as wanted(id, ord)', '$2'),
};

/** How long a process keeps a card row (the database's changes empty the cache sooner). */
const CARD_ROW_TTL_MS = 60_000;

/** Most card rows a process keeps. */
const CARD_ROW_ENTRIES = 20_000;

/** Most bytes of card rows (as JSON) a process keeps, whatever their number: 12 MB. */
const CARD_ROW_MAX_BYTES = 12 * 1024 * 1024;

/**
 * Card rows by locale and id, one cache per database: search results, listings and product pages
 * show the same popular products again and again. Emptied whenever the database announces a
 * change of the catalog, prices, stock or pictures (decision 023), so no process shows a card older
 * than the last committed change for long; orders read their products fresh, never from here.
 */
const cardRowCaches = new WeakMap<Database, TtlCache<string, CardRow | null>>();

function cardRowCache(database: Database): TtlCache<string, CardRow | null> {
  let cache = cardRowCaches.get(database);
  if (!cache) {
    const created = new TtlCache<string, CardRow | null>(
      CARD_ROW_TTL_MS,
      Date.now,
      CARD_ROW_ENTRIES,
      'card_rows',
      { weigh: jsonBytes, maxBytes: CARD_ROW_MAX_BYTES },
    );
    database.changes.subscribe(() => created.clear());
    cardRowCaches.set(database, created);
    cache = created;
  }
  return cache;
}

/**
 * The card rows of products by id, in the order of `ids` (unknown ids and products without texts
 * or prices in the locale are left out): from the process's cache, the missing ones in one
 * prepared query.
 */
export async function loadCardRows(
  database: Database,
  ids: readonly number[],
  locale: LocaleCode,
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const cache = cardRowCache(database);
  const missing: number[] = [];
  let loaded: Promise<Map<number, CardRow>> | undefined;
  // A miss's loader runs at once inside get(): every miss joins `missing` before the query starts.
  const load = () =>
    Promise.resolve().then(async () => {
      const rows = await database.run<CardRow>(CARD_ROWS, [missing, locale]);
      return new Map(rows.map((row) => [row.id, row]));
    });
  const rows = await Promise.all(
    ids.map(
      async (id) =>
        (
          await cache.get(`${locale}:${id}`, () => {
            missing.push(id);
            loaded ??= load();
            return loaded.then((byId) => byId.get(id) ?? null);
          })
        ).value,
    ),
  );
  return rows.filter((row): row is CardRow => row !== null);
}

/** The card of a row: prices with the running deal applied, placeholder picture when none. */
export function toProductCard(
  row: CardRow,
  locale: LocaleCode,
  deal: ActiveDeal | null,
): ProductCard {
  const dealDiscount = deal?.productId === row.id ? deal.discount : 0;
  const digits = fractionDigitsOf(locale);
  const variations: Variation[] = row.variations.map((v) => ({
    id: v.id,
    sku: v.sku,
    slug: v.slug,
    name: v.name,
    attributes: v.values,
    thumb: v.thumb ?? row.thumb ?? PLACEHOLDER_IMAGE,
    vat: v.vat,
    prices: dealPrices(v.prices, dealDiscount, digits),
    stock_status: v.stock_status,
    estimated_at: v.estimated_at,
  }));
  return {
    id: row.id,
    sku: row.sku,
    slug: row.slug,
    name: row.name,
    prefix: row.prefix,
    thumb: row.thumb ?? PLACEHOLDER_IMAGE,
    url_fragment: productPath(locale, row.slug),
    main_sku: row.main_sku,
    type: row.type,
    group_id: row.group_id,
    discount_category: row.discount_category,
    stock_status: row.stock_status,
    estimated_at: row.estimated_at,
    is_new: row.is_new,
    vat: row.vat,
    prices: dealPrices(row.prices, dealDiscount, digits),
    variations,
    score: row.rating_score,
  };
}

/** Product cards by id, in the order of `ids`. */
export async function loadProductCards(
  database: Database,
  ids: readonly number[],
  locale: LocaleCode,
  deal: ActiveDeal | null,
): Promise<ProductCard[]> {
  const rows = await loadCardRows(database, ids, locale);
  return rows.map((row) => toProductCard(row, locale, deal));
}
