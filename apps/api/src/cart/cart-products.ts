import type { ImageRef, Prices, ProductCard } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import type { Database, PreparedStatement } from '../platform/db/database';

/** What pricing and stock rules need of a product in the cart. */
export interface CartProduct {
  id: number;
  /** The main product (itself unless a variation). */
  main_id: number;
  sku: string;
  type: ProductCard['type'];
  name: string;
  slug: string;
  thumb: ImageRef | null;
  vat: number;
  prices: Prices;
  group_id: number;
  discount_category: number;
  categories: number[];
  stock_status: string;
  stock_quantity: number;
  max_order_quantity: number | null;
  estimated_at: string | null;
}

const CART_PRODUCTS: PreparedStatement = {
  name: 'cart.products',
  text: `select p.id, coalesce(p.parent_id, p.id) as main_id, p.sku, p.type, t.name, t.slug, pr.vat, pr.prices, p.group_id,
      p.discount_category, p.stock_status, p.stock_quantity, p.max_order_quantity, p.estimated_at::text as estimated_at,
      array(select category_id from product_categories where product_id = p.id order by category_id) as categories,
      coalesce(
        (select json_build_object('url', i.url, 'width', i.width, 'height', i.height) from product_images i
           where i.product_id = p.id and i.sort_order = 0 and i.type = 3),
        (select json_build_object('url', i.url, 'width', i.width, 'height', i.height) from product_images i
           where i.product_id = p.parent_id and i.sort_order = 0 and i.type = 3)) as thumb
    from products p
    join product_texts t on t.product_id = p.id and t.locale = $2
    join product_prices pr on pr.product_id = p.id and pr.locale = $2
    where p.sku = any($1::text[])`,
};

/** The cart products of these SKUs in a locale, by SKU (unknown SKUs are absent). One prepared query. */
export async function loadCartProducts(
  database: Database,
  skus: readonly string[],
  locale: LocaleCode,
): Promise<Map<string, CartProduct>> {
  if (skus.length === 0) return new Map();
  const rows = await database.run<CartProduct>(CART_PRODUCTS, [[...new Set(skus)], locale]);
  return new Map(rows.map((row) => [row.sku, row]));
}
