import { eq, exists, sql } from 'drizzle-orm';
import type { Database, Db, PreparedStatement } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { products, productUpsells } from '../platform/db/schema';
import { shownInStockSql } from '../catalog/shown-stock-status';
import { DomainError } from '../platform/http/errors';

/**
 * The most popular main products, read from the top of `products_popularity_idx` (popularity
 * descending, nulls last; the column is never null): an order written without `nulls last` does
 * not match the index, and then every call sorted the whole catalog for a few dozen rows.
 */
const POPULAR: PreparedStatement = {
  name: 'lists.popular',
  text: `select id from products p where parent_id is null and (not $2 or ${shownInStockSql('p')}) order by popularity desc nulls last, id limit $1`,
};

/** The most popular main products (optionally only those in stock). */
export async function popularProductIds(
  database: Database,
  limit: number,
  inStock: boolean,
): Promise<number[]> {
  const rows = await database.run<{ id: number }>(POPULAR, [limit, inStock]);
  return rows.map((r) => r.id);
}

/** A product's upselling products in their order; 404 when the product does not exist. */
export async function upsellProductIds(
  db: Db,
  productId: number,
  limit: number,
  inStock: boolean,
): Promise<number[]> {
  const rows = await queryRows<{ id: number | null }>(
    db,
    sql`select u.upsell_product_id as id
        from products p
        left join product_upsells u on u.product_id = p.id
          and (${!inStock} or exists (select 1 from products up where up.id = u.upsell_product_id and ${sql.raw(shownInStockSql('up'))}))
        where p.id = ${productId}
        order by u.sort_order limit ${limit}`,
  );
  if (rows.length === 0) throw new DomainError('not_found', `No product ${productId}`);
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

/** Whether a product has upselling products; 404 when the product does not exist. */
export async function hasUpselling(db: Db, productId: number): Promise<boolean> {
  const upsells = db
    .select({ one: sql`1` })
    .from(productUpsells)
    .where(eq(productUpsells.productId, products.id));
  const [row] = await db
    .select({ has: exists(upsells).mapWith(Boolean) })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new DomainError('not_found', `No product ${productId}`);
  return row.has;
}

/**
 * Recommendations for a shopper's history (main SKUs): first what other orders bought together
 * with those products, most often first, then popular products of the same categories.
 */
export async function recommendedProductIds(
  db: Db,
  skus: readonly string[],
  limit: number,
): Promise<number[]> {
  if (skus.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with source as (
          select distinct coalesce(parent_id, id) as id, primary_category_id from products where sku = any(${sql.param([...skus])}::text[])
        ),
        bought_with as (
          select ol2.main_product_id as id, count(*) as n
          from order_lines ol1 join order_lines ol2 on ol2.order_id = ol1.order_id
          where ol1.main_product_id in (select id from source) and ol2.main_product_id not in (select id from source)
          group by ol2.main_product_id
          order by n desc, ol2.main_product_id limit ${limit}
        ),
        same_category as (
          select p.id, p.popularity from products p
          where p.parent_id is null and p.primary_category_id in (select primary_category_id from source)
            and p.id not in (select id from source) and p.id not in (select id from bought_with)
          order by p.popularity desc nulls last, p.id limit ${limit}
        )
        select id from (
          select id, 0 as bucket, n as score from bought_with
          union all
          select id, 1 as bucket, popularity as score from same_category
        ) ranked
        order by bucket, score desc, id
        limit ${limit}`,
  );
  return rows.map((r) => r.id);
}
