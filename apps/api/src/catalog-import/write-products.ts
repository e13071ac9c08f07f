import { IMAGE_TYPE } from '@nordshop/api-contract';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { sortPriceOf, type ProductState, type StatePart } from './product-state';

/** A product to write: its stored state (null when new) and the state the import asks for. */
export interface ProductChange {
  readonly current: { id: number; state: ProductState } | null;
  readonly desired: ProductState;
  /** Whether the products row differs (always for a new product). */
  readonly row: boolean;
  /** The parts stored in rows of their own that differ. */
  readonly parts: ReadonlySet<StatePart>;
}

/** The picture types the demo catalog writes for its first picture and for each further one. */
const FIRST_PICTURE = [
  IMAGE_TYPE.Thumb,
  IMAGE_TYPE.GalleryThumb,
  IMAGE_TYPE.Gallery,
  IMAGE_TYPE.Zoom,
];
const FURTHER_PICTURE = FIRST_PICTURE.filter((type) => type !== IMAGE_TYPE.Thumb);

const recordset = (rows: readonly object[], columns: string) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(columns)})`;

/**
 * Writes the products rows that differ, main products before their variations (which need their
 * ids): one upsert by SKU per kind. Returns every written product's id by SKU.
 */
async function upsertRows(
  db: Db,
  changes: readonly ProductChange[],
  idOfSku: Map<string, number>,
): Promise<void> {
  for (const variations of [false, true]) {
    const rows = changes
      .filter((c) => c.row && (c.desired.parentSku !== null) === variations)
      .map(({ desired: s }) => ({
        sku: s.sku,
        type: s.parentSku === null ? 1 : 2,
        parent_id: s.parentSku === null ? null : idOfSku.get(s.parentSku),
        main_sku: s.parentSku ?? s.sku,
        group_id: s.groupId,
        discount_category: s.discountCategory,
        brand_id: s.brandId,
        primary_category_id: s.primaryCategoryId,
        prefix: s.prefix,
        stock_status: s.stock.status,
        stock_quantity: s.stock.quantity,
        max_order_quantity: s.maxOrderQuantity,
        estimated_at: s.stock.estimatedAt,
        is_new: s.isNew,
        popularity: s.popularity,
        variation_attributes: s.variationAttributes,
        variation_values: s.variationValues,
      }));
    if (rows.length === 0) continue;
    const written = await queryRows<{ id: number; sku: string }>(
      db,
      sql`insert into products (sku, type, parent_id, main_sku, group_id, discount_category, brand_id,
            primary_category_id, prefix, stock_status, stock_quantity, max_order_quantity, estimated_at,
            is_new, popularity, variation_attributes, variation_values)
          select sku, type, parent_id, main_sku, group_id, discount_category, brand_id, primary_category_id,
            prefix, stock_status, stock_quantity, max_order_quantity, estimated_at, is_new, popularity,
            variation_attributes, variation_values
          from ${recordset(rows, 'sku text, type smallint, parent_id int, main_sku text, group_id int, discount_category int, brand_id int, primary_category_id int, prefix text, stock_status text, stock_quantity int, max_order_quantity int, estimated_at date, is_new boolean, popularity int, variation_attributes jsonb, variation_values jsonb')}
          on conflict (sku) do update set type = excluded.type, parent_id = excluded.parent_id,
            main_sku = excluded.main_sku, group_id = excluded.group_id,
            discount_category = excluded.discount_category, brand_id = excluded.brand_id,
            primary_category_id = excluded.primary_category_id, prefix = excluded.prefix,
            stock_status = excluded.stock_status, stock_quantity = excluded.stock_quantity,
            max_order_quantity = excluded.max_order_quantity, estimated_at = excluded.estimated_at,
            is_new = excluded.is_new, popularity = excluded.popularity,
            variation_attributes = excluded.variation_attributes,
            variation_values = excluded.variation_values
          returning id, sku`,
    );
    for (const { id, sku } of written) idOfSku.set(sku, id);
  }
}

/** The rows of one part of the products that change it. */
function partRows(part: StatePart, id: number, s: ProductState): object[] {
  switch (part) {
    case 'texts':
      return LOCALE_CODES.flatMap((locale) => {
        const t = s.texts[locale];
        return t
          ? [
              {
                product_id: id,
                locale,
                ...t,
                is_main: s.parentSku === null,
                popularity: s.parentSku === null ? s.popularity : 0,
              },
            ]
          : [];
      });
    case 'prices':
      return LOCALE_CODES.flatMap((locale) => {
        const p = s.prices[locale];
        return p
          ? [{ product_id: id, locale, vat: p.vat, prices: p.prices, price: sortPriceOf(p.prices) }]
          : [];
      });
    case 'categoryIds':
      return s.categoryIds.map((category_id) => ({ product_id: id, category_id }));
    case 'tagIds':
      return s.tagIds.map((tag_id) => ({ product_id: id, tag_id }));
    case 'images':
      return s.images.flatMap((image, sort_order) =>
        (sort_order === 0 ? FIRST_PICTURE : FURTHER_PICTURE).map((type) => ({
          product_id: id,
          sort_order,
          type,
          ...image,
        })),
      );
  }
}

/** Table and recordset columns of each part. */
const PART_TABLES: Readonly<Record<StatePart, { table: string; columns: string }>> = {
  texts: {
    table: 'product_texts',
    columns:
      'product_id int, locale text, name text, slug text, description text, keywords text, is_main boolean, popularity int',
  },
  prices: {
    table: 'product_prices',
    columns: 'product_id int, locale text, vat float8, prices jsonb, price int',
  },
  categoryIds: { table: 'product_categories', columns: 'product_id int, category_id int' },
  tagIds: { table: 'product_tags', columns: 'product_id int, tag_id int' },
  images: {
    table: 'product_images',
    columns: 'product_id int, sort_order int, type smallint, url text, width int, height int',
  },
};

/**
 * Writes what differs: the products rows, then per part (texts, prices, listings, tags, pictures)
 * the rows of the products that change it, deleted and inserted in one statement each (every
 * deletion before any insertion, so slugs can move between products of the batch; prices are
 * written over, see {@link KEEP_PRICE_SEQUENCE}). Listings go before texts, as the seed writes
 * them, so the device-model documents are made once.
 */
export async function writeProducts(
  db: Db,
  changes: readonly ProductChange[],
  idOfSku: Map<string, number>,
): Promise<void> {
  await upsertRows(db, changes, idOfSku);
  const order: StatePart[] = ['categoryIds', 'texts', 'prices', 'tagIds', 'images'];
  const touched = (part: StatePart) => changes.filter((c) => c.parts.has(part));
  for (const part of order) {
    const ids = touched(part).flatMap((c) => (c.current ? [c.current.id] : []));
    if (ids.length === 0 || part === 'prices') continue;
    await db.execute(
      sql`delete from ${sql.identifier(PART_TABLES[part].table)} where product_id = any(${sql.param(ids)}::int[])`,
    );
  }
  await dropUnpriced(db, touched('prices'));
  for (const part of order) {
    const rows = touched(part).flatMap((c) =>
      partRows(part, idOfSku.get(c.desired.sku)!, c.desired),
    );
    if (rows.length === 0) continue;
    const { table, columns } = PART_TABLES[part];
    const names = columns
      .split(', ')
      .map((c) => c.split(' ')[0]!)
      .join(', ');
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(names)})
          select ${sql.raw(names)} from ${recordset(rows, columns)}
          ${part === 'prices' ? KEEP_PRICE_SEQUENCE : sql``}`,
    );
  }
}

/**
 * Prices are written over their rows, not deleted and inserted: a row keeps the sequence of the
 * last price update a system sent (PATCH /api/staff/prices), so an older update arriving after the
 * import is still recognised as late.
 */
const KEEP_PRICE_SEQUENCE = sql`on conflict (product_id, locale) do update
  set vat = excluded.vat, prices = excluded.prices, price = excluded.price`;

/** Deletes the price rows of the storefronts a product is no longer priced in. */
async function dropUnpriced(db: Db, changes: readonly ProductChange[]): Promise<void> {
  const rows = changes.flatMap(({ current, desired }) =>
    current
      ? LOCALE_CODES.filter((l) => current.state.prices[l] && !desired.prices[l]).map((locale) => ({
          product_id: current.id,
          locale,
        }))
      : [],
  );
  if (rows.length === 0) return;
  await db.execute(
    sql`delete from product_prices p using ${recordset(rows, 'product_id int, locale text')}
        where p.product_id = x.product_id and p.locale = x.locale`,
  );
}
