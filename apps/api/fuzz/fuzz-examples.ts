import { MOBILE_EXAMPLES, POSTAL_CODE_EXAMPLES } from '../src/checkout/storefront-checks';
import { DEMO_CUSTOMER } from '../seed/demo-accounts';
import type { SharedApi } from '../testing/shared-api';
import type { FuzzExamples } from './build-case';
import { UNUSED_ID_FROM } from './is-safe-case';

const TOKEN_LIKE = 'eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoicGFnZS1wcmV2aWV3In0.c2lnbmF0dXJl';

/**
 * Valid calls on the Swedish storefront built from the seeded data (products, brands, tags,
 * widgets, pages, the demo customer's orders and subscriptions), so mutations also reach the code
 * behind validation. Orders name a SKU no product has: none is placed.
 */
export async function fuzzExamples(api: SharedApi): Promise<FuzzExamples> {
  const column = async (query: string) =>
    (await api.sql<{ v: string | number }>(query)).map((row) => row.v);
  const products = await api.sql<{ id: number; sku: string; slug: string }>(
    `select p.id, p.sku, t.slug from products p join product_texts t on t.product_id = p.id and t.locale = 'sv'
     where p.parent_id is null and p.sku not like 'NS-TST-%' order by p.id limit 3`,
  );
  const [brand] = await column(`select slug as v from brands order by id limit 1`);
  const [tag] = await column(
    `select slug as v from tag_texts where locale = 'sv' order by tag_id limit 1`,
  );
  const [widget] = await column(
    `select slug as v from widgets where locale = 'sv' order by slug limit 1`,
  );
  const [page] = await column(
    `select slug as v from cms_pages where locale = 'sv' order by id limit 1`,
  );
  const categories = await column(`select id as v from categories order by id limit 3`);
  const [order] = await column(
    `select o.id as v from orders o join customers c on c.id = o.customer_id where c.email = '${DEMO_CUSTOMER.email}' order by o.id limit 1`,
  );
  const [line] = await column(
    `select id as v from order_lines where order_id = ${Number(order)} order by id limit 1`,
  );
  const [subscription] = await column(
    `select s.id as v from subscriptions s join customers c on c.id = s.customer_id where c.email = '${DEMO_CUSTOMER.email}' order by s.id limit 1`,
  );
  const skus = products.map((p) => p.sku);
  const item = { uuid: 'line-1', sku: skus[0], quantity: 2 };
  const orderId = { id: String(order) };
  return {
    'GET /api/widget-by-slug/{slug}': [{ params: { slug: widget } }],
    'GET /api/products': [
      { query: { query: 'skal' } },
      { query: { popular: '1', limit: '8', in_stock: '1' } },
      { query: { upselling_id: String(products[0]?.id) } },
    ],
    'GET /api/search-triggers': [{ query: { query: 'lad' } }],
    'POST /api/product-recommendations': [{ body: { sku: skus } }],
    'GET /api/products/{id}/upselling': [{ params: { id: String(products[0]?.id) } }],
    'POST /api/category-children': [
      { body: { productIDs: products.map((p) => p.id), Categories: categories } },
    ],
    'GET /api/product-categories': [{ query: { v: '2' } }],
    'POST /api/sync-cart': [{ body: { items: [item], coupons: ['VALKOMMEN10'] } }],
    'POST /api/sync-coupons': [{ body: { coupons: [{ code: 'SKAL20' }], cart_contents: [item] } }],
    'POST /api/auth/login': [
      { body: { email: 'nobody@fuzz.example', password: 'not-a-password' } },
    ],
    'POST /api/auth/change-password': [
      { body: { current_password: 'not-the-password', new_password: 'long-enough-1' } },
    ],
    'POST /api/order-auth/login': [
      { body: { order_id: UNUSED_ID_FROM + 1, email: 'nobody@fuzz.example' } },
      { body: { order_id: String(UNUSED_ID_FROM + 2), postal_code: '114 55' } },
    ],
    'GET /api/product-by-slug/{slug}': products.map((p) => ({ params: { slug: p.slug } })),
    'GET /api/category-listing': [
      { query: { path: 'mobilskal', page: '1', per_page: '24', sort: 'price_asc' } },
    ],
    'GET /api/brand-listing/{slug}': [
      { params: { slug: brand }, query: { page: '1', sort: 'name' } },
    ],
    'GET /api/tag-listing/{slug}': [{ params: { slug: tag } }],
    'POST /api/product-views': [{ body: { product_id: UNUSED_ID_FROM + 3 } }],
    'GET /api/page-by-slug/{slug}': [{ params: { slug: page } }],
    'GET /api/page-preview': [{ query: { token: TOKEN_LIKE } }],
    'POST /api/newsletter/unsubscribe': [{ body: { token: TOKEN_LIKE } }],
    'GET /api/calendar': [{ query: { year: '2025' } }],
    'GET /api/checkout/shipping-methods': [
      { query: { postal_code: POSTAL_CODE_EXAMPLES.sv, subtotal: '19900', processor: '2' } },
    ],
    'GET /api/checkout/service-points': [
      { query: { postal_code: POSTAL_CODE_EXAMPLES.sv, method_id: 'servicepoint:standard' } },
    ],
    'GET /api/checkout/payment-methods': [{ query: { customer_type: 'private' } }],
    'POST /api/orders': [
      {
        body: {
          customer_type: 'private',
          email: 'shopper@fuzz.example',
          phone: MOBILE_EXAMPLES.sv,
          first_name: 'Anna',
          last_name: 'Lindqvist',
          address: { street: 'Storgatan 1', postal_code: POSTAL_CODE_EXAMPLES.sv, city: 'Stad' },
          items: [{ uuid: 'line-1', sku: 'NS-FUZZ-NONE', quantity: 2 }],
          coupons: ['VALKOMMEN10'],
          shipping_method_id: 'flat:home',
          payment_method_id: 'invoice:standard',
          accept_terms: true,
        },
      },
    ],
    'GET /api/orders/{id}': [{ params: orderId }],
    'GET /api/orders/{id}/returns': [{ params: orderId }],
    'POST /api/orders/{id}/returns': [
      {
        params: orderId,
        body: { lines: [{ order_line_id: line, quantity: 1 }], reason: 'defective' },
      },
    ],
    'PUT /api/account/profile': [
      {
        body: {
          name: 'Fuzz Kund',
          phone: MOBILE_EXAMPLES.sv,
          customer_type: 'private',
          street: 'Gatan 1',
          postal_code: POSTAL_CODE_EXAMPLES.sv,
          city: 'Stad',
        },
      },
    ],
    'GET /api/account/orders': [{ query: { page: '1' } }],
    'POST /api/account/subscriptions/{id}': [
      { params: { id: String(subscription) }, body: { status: 'paused' } },
    ],
    'POST /captuerr': [
      {
        body: {
          error: 'TypeError: x is undefined',
          level: 'error',
          url: 'https://nordshop.example/sv',
        },
      },
    ],
  };
}
