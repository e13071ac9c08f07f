import { IMAGE_TYPE } from '@nordshop/api-contract';
import { isLocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { inSequence } from './in-sequence';
import type { StoredPrices, StoredVariationAttribute } from '../platform/db/schema';
import type { ProductState, StoredText } from './product-state';

/** A product as stored: its id, whether it is a main product, and its state. */
export interface StoredProduct {
  readonly id: number;
  readonly state: ProductState;
}

interface ProductRow {
  id: number;
  sku: string;
  parent_sku: string | null;
  variation_values: Record<string, string>;
  variation_attributes: StoredVariationAttribute[];
  brand_id: number | null;
  prefix: string;
  primary_category_id: number | null;
  stock_quantity: number;
  stock_status: string;
  estimated_at: string | null;
  group_id: number;
  discount_category: number;
  max_order_quantity: number | null;
  is_new: boolean;
  popularity: number;
}

/**
 * The stored state of the products with these SKUs (those that exist), by SKU, read in six
 * queries whatever their number. Pictures are read from their gallery rows (one per picture).
 */
export async function loadProducts(
  db: Db,
  skus: readonly string[],
): Promise<Map<string, StoredProduct>> {
  if (skus.length === 0) return new Map();
  const rows = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.sku, parent.sku as parent_sku, p.variation_values, p.variation_attributes,
          p.brand_id, p.prefix, p.primary_category_id, p.stock_quantity, p.stock_status,
          p.estimated_at::text as estimated_at, p.group_id, p.discount_category,
          p.max_order_quantity, p.is_new, p.popularity
        from products p left join products parent on parent.id = p.parent_id
        where p.sku = any(${sql.param([...skus])}::text[])`,
  );
  const ids = sql.param(rows.map((r) => r.id));
  const [texts, prices, listings, tags, images] = await inSequence([
    () =>
      queryRows<StoredText & { product_id: number; locale: string }>(
        db,
        sql`select product_id, locale, name, slug, description, keywords from product_texts
          where product_id = any(${ids}::int[])`,
      ),
    () =>
      queryRows<{ product_id: number; locale: string; vat: number; prices: StoredPrices }>(
        db,
        sql`select product_id, locale, vat, prices from product_prices where product_id = any(${ids}::int[])`,
      ),
    () =>
      queryRows<{ product_id: number; category_id: number }>(
        db,
        sql`select product_id, category_id from product_categories
          where product_id = any(${ids}::int[]) order by category_id`,
      ),
    () =>
      queryRows<{ product_id: number; tag_id: number }>(
        db,
        sql`select product_id, tag_id from product_tags where product_id = any(${ids}::int[]) order by tag_id`,
      ),
    () =>
      queryRows<{ product_id: number; url: string; width: number; height: number }>(
        db,
        sql`select product_id, url, width, height from product_images
          where product_id = any(${ids}::int[]) and type = ${IMAGE_TYPE.Gallery} order by sort_order`,
      ),
  ]);
  const byProduct = <T extends { product_id: number }>(list: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const row of list) map.set(row.product_id, [...(map.get(row.product_id) ?? []), row]);
    return (id: number) => map.get(id) ?? [];
  };
  const textsOf = byProduct(texts);
  const pricesOf = byProduct(prices);
  const listingsOf = byProduct(listings);
  const tagsOf = byProduct(tags);
  const imagesOf = byProduct(images);
  return new Map(
    rows.map((row) => [
      row.sku,
      {
        id: row.id,
        state: {
          sku: row.sku,
          parentSku: row.parent_sku,
          variationValues: row.variation_values,
          variationAttributes: row.variation_attributes,
          texts: Object.fromEntries(
            textsOf(row.id).flatMap(({ locale, name, slug, description, keywords }) =>
              isLocaleCode(locale) ? [[locale, { name, slug, description, keywords }]] : [],
            ),
          ),
          prices: Object.fromEntries(
            pricesOf(row.id).flatMap(({ locale, vat, prices }) =>
              isLocaleCode(locale) ? [[locale, { vat, prices }]] : [],
            ),
          ),
          brandId: row.brand_id,
          prefix: row.prefix,
          categoryIds: listingsOf(row.id).map((r) => r.category_id),
          primaryCategoryId: row.primary_category_id,
          tagIds: tagsOf(row.id).map((r) => r.tag_id),
          stock: {
            quantity: row.stock_quantity,
            status: row.stock_status,
            estimatedAt: row.estimated_at,
          },
          images: imagesOf(row.id).map(({ url, width, height }) => ({ url, width, height })),
          groupId: row.group_id,
          discountCategory: row.discount_category,
          maxOrderQuantity: row.max_order_quantity,
          isNew: row.is_new,
          popularity: row.popularity,
        },
      },
    ]),
  );
}

/** The SKUs of the variations of these main products. */
export async function variationSkusOf(db: Db, mainIds: readonly number[]): Promise<string[]> {
  if (mainIds.length === 0) return [];
  const rows = await queryRows<{ sku: string }>(
    db,
    sql`select sku from products where parent_id = any(${sql.param([...mainIds])}::int[]) order by id`,
  );
  return rows.map((r) => r.sku);
}
