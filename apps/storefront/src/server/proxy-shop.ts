import {
  ProductDetailSchema,
  SyncCartResponseSchema,
  type PlaceOrderRequest,
} from '@nordshop/api-contract';
import { formatDisplayPrice } from '@nordshop/locale-config';
import type pg from 'pg';
import { jsonOf, pageProduct, plainText, send, textsOfClass } from './proxy-http';

// The shop's calls the proxy test makes, on one process or through the proxy (`base`), sv storefront.

/** The query every API call of the sv storefront carries. */
export const SV = 'locale=sv&sid=1';

/** A simple product of the seed: one price tier, no campaign, variation or deal, plenty in stock. */
export interface SeedProduct {
  readonly id: number;
  readonly sku: string;
  readonly slug: string;
  readonly name: string;
  /** The sv price, minor units incl. VAT. */
  readonly price: number;
}

/** The first `count` simple products of the seed (see {@link SeedProduct}). */
export async function simpleProducts(database: pg.Client, count: number): Promise<SeedProduct[]> {
  const { rows } = await database.query<SeedProduct>(
    `select p.id, p.sku, t.slug, t.name, (pr.prices->'n'->0->>'p')::int as price
       from products p
       join product_texts t on t.product_id = p.id and t.locale = 'sv'
       join product_prices pr on pr.product_id = p.id and pr.locale = 'sv'
      where p.parent_id is null and p.type = 1 and p.stock_status = 'in-stock'
        and p.stock_quantity >= 100 and p.max_order_quantity is null and p.estimated_at is null
        and jsonb_array_length(pr.prices->'c') = 0 and jsonb_array_length(pr.prices->'n') = 1
        and not exists (select 1 from products v where v.parent_id = p.id)
        and not exists (select 1 from deals d where d.product_id = p.id)
      order by p.id limit $1`,
    [count],
  );
  return rows;
}

/** A new guest e-mail address. */
export const guestEmail = () => `proxy-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** An order of one unit of `sku` by a private customer of Sweden, home delivery, invoice. */
export function orderBody(
  sku: string,
  coupons: string[] = [],
  email = guestEmail(),
): PlaceOrderRequest {
  return {
    customer_type: 'private',
    email,
    phone: '070-123 45 67',
    first_name: 'Anna',
    last_name: 'Lindqvist',
    address: { street: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm' },
    items: [{ uuid: 'line-1', sku, quantity: 1 }],
    coupons,
    shipping_method_id: 'flat:home',
    payment_method_id: 'invoice:standard',
    accept_terms: true,
  };
}

/** POST /api/orders with a new Idempotency-Key. */
export const placeOrder = (base: string, body: PlaceOrderRequest) =>
  send(`${base}/api/orders?${SV}`, {
    json: body,
    headers: { 'idempotency-key': `proxy-${crypto.randomUUID()}` },
  });

/** POST /api/sync-cart of one unit of `sku` with the coupons: the priced lines. */
export const syncCart = async (base: string, sku: string, coupons: string[]) =>
  SyncCartResponseSchema.parse(
    jsonOf(
      await send(`${base}/api/sync-cart?${SV}`, {
        json: { items: [{ uuid: 'line-1', sku, quantity: 1 }], coupons },
      }),
      200,
    ),
  );

/** The product page: its schema.org Product, its HTML and the prices it shows. */
export async function productPage(base: string, product: SeedProduct) {
  const answer = await send(`${base}/sv/produkt/${product.slug}`);
  if (answer.status !== 200) throw new Error(`${product.slug} answered ${answer.status}`);
  const found = pageProduct(answer.body);
  if (!found) throw new Error(`no schema.org Product on ${product.slug}`);
  return { ...found, html: answer.body, prices: textsOfClass(answer.body, 'ns-price__current') };
}

/** GET /api/product-by-slug of the product. */
export const productApi = async (base: string, product: SeedProduct) =>
  ProductDetailSchema.parse(
    jsonOf(await send(`${base}/api/product-by-slug/${product.slug}?${SV}`), 200),
  );

/** How many orders the database holds for an e-mail address. */
export async function ordersOf(database: pg.Client, email: string): Promise<number> {
  const { rows } = await database.query<{ n: string }>(
    'select count(*) as n from orders where email = $1',
    [email],
  );
  return Number(rows[0]?.n);
}

/** Sets the product's one sv price tier to `price` (minor units incl. VAT), straight in the database. */
export async function setSvPrice(database: pg.Client, product: SeedProduct, price: number) {
  await database.query(
    `update product_prices set prices = jsonb_build_object(
       'n', jsonb_build_array(jsonb_build_object('p', $2::int, 'q', 1, 'o', $2::int, 'd', 0)),
       'c', '[]'::jsonb)
     where product_id = $1 and locale = 'sv'`,
    [product.id, price],
  );
}

/** How the shop writes a price in sv (minor units incl. VAT), spaces made plain. */
export const shown = (minor: number) => plainText(formatDisplayPrice(minor, 'sv', true));
