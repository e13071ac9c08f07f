import type { ListingQuery, ListingSort } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
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

const ORDER: Readonly<Record<ListingSort, SQL>> = {
  popular: sql`p.popularity desc, p.id`,
  price_asc: sql`pr.price asc, p.id`,
  price_desc: sql`pr.price desc, p.id`,
  newest: sql`p.is_new desc, p.created_at desc, p.id desc`,
  rating: sql`p.rating_score desc, p.rating_count desc, p.id`,
  name: sql`t.name asc, p.id`,
};

/** One page of main products matching the filter, sorted, with the total over all pages. */
export async function listProductIds(
  db: Db,
  locale: LocaleCode,
  filter: ListingFilter,
  query: Pick<ListingQuery, 'page' | 'per_page' | 'sort'>,
): Promise<{ ids: number[]; total: number }> {
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
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select p.id, count(*) over()::int as total
        from products p
        join product_prices pr on pr.product_id = p.id and pr.locale = ${locale}
        join product_texts t on t.product_id = p.id and t.locale = ${locale}
        where ${sql.join(conditions, sql` and `)}
        order by ${ORDER[query.sort]}
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  if (rows.length === 0 && query.page > 1) {
    const [count] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from products p where ${sql.join(conditions, sql` and `)}`,
    );
    return { ids: [], total: count?.total ?? 0 };
  }
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

/** How many of a category's products fit each phone model (the phone_model filter's choices). */
export async function phoneModelCounts(db: Db, categoryId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; n: number }>(
    db,
    sql`select m.category_id as id, count(*)::int as n
        from product_categories pc
        join products p on p.id = pc.product_id and p.parent_id is null
        join product_categories m on m.product_id = pc.product_id
        join categories c on c.id = m.category_id and c.kind = 'device_model'
        where pc.category_id = ${categoryId}
        group by m.category_id`,
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}
