import {
  ApiErrorSchema,
  ProductDetailSchema,
  StorefrontResponseSchema,
  type ProductDetail,
} from '@nordshop/api-contract';
import { STOREFRONTS } from '@nordshop/locale-config';
import { afterAll, describe, expect, it } from 'vitest';
import { startOfLocalDay } from './start-of-local-day';
import { PRODUCT_VIEWS_PER_MINUTE } from './record-product-view';
import { postFromAddress } from '../../testing/from-address';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();
let fresh = 0;

/** The product page of a slug, past the server's 30 s response cache (an extra parameter is a new cache key). */
async function productPage(slug: string, query = SV): Promise<ProductDetail> {
  fresh += 1;
  const response = await api.get(
    `/api/product-by-slug/${slug}?${query}&fresh=${Date.now()}-${fresh}`,
  );
  expect(response.status).toBe(200);
  return ProductDetailSchema.parse(await response.json());
}

/** Posts a view from a loopback address of the test's own: each address is one visitor. */
const postView = (body: unknown, address: string) =>
  postFromAddress(`${api.baseUrl}/api/product-views?${SV}`, body, address);

/**
 * Main products nobody else's tests view or order, one per call: the least popular ones of the
 * catalog (not the order tests' NS-TST fixtures), with their sv slug.
 */
const quietProducts = api.sql<{ id: number; slug: string }>(
  `select p.id, t.slug from products p join product_texts t on t.product_id = p.id and t.locale = 'sv'
   where p.parent_id is null and p.sku not like 'NS-TST-%'
     and not exists (select 1 from product_views v where v.product_id = p.id)
   order by p.popularity, p.id limit 80`,
);
let nextQuiet = 0;
async function quietProduct(): Promise<{ id: number; slug: string }> {
  return (await quietProducts)[nextQuiet++]!;
}

describe('POST /api/product-views', () => {
  it('records a view, answered 204 without a body, counted on the product page', async () => {
    const product = await quietProduct();
    expect((await productPage(product.slug)).social_proof).toEqual({
      recent_views: 0,
      bought_today: 0,
    });
    const response = await postView({ product_id: product.id }, '127.0.1.1');
    expect(response.status).toBe(204);
    expect(response.body).toBe('');
    expect((await productPage(product.slug)).social_proof?.recent_views).toBe(1);
  });

  it('counts a view of a variation for its main product', async () => {
    const [variation] = await api.sql<{ id: number; slug: string }>(
      `select v.id, t.slug from products v join product_texts t on t.product_id = v.parent_id and t.locale = 'sv'
       where v.parent_id is not null and not exists (select 1 from product_views pv where pv.product_id = v.parent_id)
       order by v.id desc limit 1`,
    );
    expect((await postView({ product_id: variation!.id }, '127.0.1.2')).status).toBe(204);
    expect((await productPage(variation!.slug)).social_proof?.recent_views).toBe(1);
  });

  it('counts a visitor once per product and day, and another visitor again', async () => {
    const product = await quietProduct();
    expect((await postView({ product_id: product.id }, '127.0.1.3')).status).toBe(204);
    expect((await postView({ product_id: product.id }, '127.0.1.3')).status).toBe(204);
    expect((await productPage(product.slug)).social_proof?.recent_views).toBe(1);
    expect((await postView({ product_id: product.id }, '127.0.1.4')).status).toBe(204);
    expect((await productPage(product.slug)).social_proof?.recent_views).toBe(2);
  });

  it('counts a burst of views of one product from one address once, whatever the user agents say', async () => {
    const product = await quietProduct();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postFromAddress(
          `${api.baseUrl}/api/product-views?${SV}`,
          { product_id: product.id },
          '127.0.1.9',
          {
            'user-agent': `rotating-agent-${i}`,
          },
        ),
      ),
    );
    expect(answers.every((a) => a.status === 204)).toBe(true);
    expect((await productPage(product.slug)).social_proof?.recent_views).toBe(1);
  });

  it(`answers 429 with Retry-After past ${PRODUCT_VIEWS_PER_MINUTE} views a minute from one client`, async () => {
    const products = (await quietProducts).slice(40, 40 + PRODUCT_VIEWS_PER_MINUTE + 2);
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof postView>> | undefined;
    for (const product of products) {
      const response = await postView({ product_id: product.id }, '127.0.1.5');
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, PRODUCT_VIEWS_PER_MINUTE).every((status) => status === 204)).toBe(
      true,
    );
    expect(statuses.slice(PRODUCT_VIEWS_PER_MINUTE)).toEqual([429, 429]);
    expect(limited!.headers['retry-after']).toBe('60');
    expect(ApiErrorSchema.parse(JSON.parse(limited!.body)).error).toBe('too_many_requests');
    // Another visitor is not held back by this one.
    expect((await postView({ product_id: products[0]!.id }, '127.0.1.6')).status).toBe(204);
  });

  it('answers 404 as JSON for an unknown product', async () => {
    const response = await postView({ product_id: 99_999_999 }, '127.0.1.7');
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(JSON.parse(response.body)).error).toBe('not_found');
  });

  it.each([
    { name: 'no product id', body: {} },
    { name: 'a product id as text', body: { product_id: '12' } },
    { name: 'a fraction', body: { product_id: 2.5 } },
    { name: 'a negative id', body: { product_id: -3 } },
    { name: 'an id past 32 bits', body: { product_id: 2 ** 31 } },
  ])('answers 400 naming product_id for $name', async ({ body }) => {
    const response = await postView(body, '127.0.1.8');
    expect(response.status).toBe(400);
    const error = ApiErrorSchema.parse(JSON.parse(response.body));
    expect(error.error).toBe('invalid_request');
    expect(Object.keys(error.fields ?? {})).toEqual(['product_id']);
  });

  it('answers 400 for a body that is not an object', async () => {
    expect((await postView([1], '127.0.1.8')).status).toBe(400);
  });

  it('answers 400 naming body for malformed JSON', async () => {
    const response = await api.post(`/api/product-views?${SV}`, '{"product_id": ', {
      'user-agent': '127.0.1.8',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).fields ?? {})).toEqual(['body']);
  });
});

describe('social proof on GET /api/product-by-slug/{slug}', () => {
  it('shows the seeded views of the most popular products at or above the storefront view threshold', async () => {
    const storefront = StorefrontResponseSchema.parse(await api.client('sv').storefront());
    const [popular] = await api.sql<{ slug: string }>(
      `select t.slug from products p join product_texts t on t.product_id = p.id and t.locale = 'sv'
       where p.parent_id is null and p.type <> 4 order by p.popularity desc, p.id limit 1`,
    );
    const proof = (await productPage(popular!.slug)).social_proof!;
    expect(proof.recent_views).toBeGreaterThanOrEqual(storefront.display_settings.view_threshold);
  });

  it('counts views of the last 24 hours only', async () => {
    const product = await quietProduct();
    await api.sql(`insert into product_views (product_id, viewed_at, client_key) values
      (${product.id}, now() - interval '23 hours', 'views-test-recent'), (${product.id}, now() - interval '25 hours', 'views-test-old')`);
    expect((await productPage(product.slug)).social_proof?.recent_views).toBe(1);
  });

  describe('bought_today', () => {
    const orderIds: number[] = [];
    afterAll(async () => {
      if (orderIds.length > 0)
        await api.sql(`delete from orders where id in (${orderIds.join(',')})`);
    });

    async function order(
      product: { id: number },
      locale: 'sv' | 'fi',
      createdAt: Date,
      quantity: number,
      status = 'paid',
    ): Promise<void> {
      const [row] = await api.sql<{ id: number }>(
        `insert into orders (email, name, locale, currency, status, total, vat_total, created_at)
         values ('social@example.com', 'Social Proof', '${locale}', '${STOREFRONTS[locale].currency}', '${status}', 100, 20, '${createdAt.toISOString()}') returning id`,
      );
      orderIds.push(row!.id);
      const [variation] = await api.sql<{ id: number }>(
        `select coalesce((select id from products where parent_id = ${product.id} limit 1), ${product.id}) as id`,
      );
      await api.sql(
        `insert into order_lines (order_id, product_id, main_product_id, sku, name, quantity, price, vat)
         select ${row!.id}, ${variation!.id}, ${product.id}, sku, 'x', ${quantity}, 100, 25 from products where id = ${variation!.id}`,
      );
    }

    it("sums the units of the storefront's orders since local midnight, leaving out earlier, cancelled and other storefronts' orders", async () => {
      const product = await quietProduct();
      const now = new Date();
      const svMidnight = startOfLocalDay(now, STOREFRONTS.sv.timeZone);
      await order(product, 'sv', now, 2);
      await order(product, 'sv', svMidnight, 3);
      await order(product, 'sv', new Date(svMidnight.getTime() - 60_000), 7);
      await order(product, 'sv', now, 11, 'cancelled');
      await order(product, 'fi', now, 13);
      expect((await productPage(product.slug)).social_proof?.bought_today).toBe(5);
      const [fiSlug] = await api.sql<{ slug: string }>(
        `select slug from product_texts where product_id = ${product.id} and locale = 'fi'`,
      );
      expect((await productPage(fiSlug!.slug, 'locale=fi&sid=4')).social_proof?.bought_today).toBe(
        13,
      );
    });
  });
});
