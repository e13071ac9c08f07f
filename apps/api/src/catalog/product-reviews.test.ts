import {
  ApiErrorSchema,
  ProductDetailSchema,
  ProductReviewsResponseSchema,
} from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();

/** The main product with the most reviews (nobody else's tests write reviews), with its sv slug. */
const reviewed = api.sql<{ id: number; slug: string; count: number }>(
  `select p.id, t.slug, p.rating_count as count from products p
   join product_texts t on t.product_id = p.id and t.locale = 'sv'
   where p.parent_id is null order by p.rating_count desc, p.id limit 2`,
);

async function reviewsOf(id: number, query = '') {
  const response = await api.get(`/api/products/${id}/reviews?${SV}${query}`);
  expect(response.status).toBe(200);
  return ProductReviewsResponseSchema.parse(await response.json());
}

describe('GET /api/products/{id}/reviews', () => {
  it("answers the product's rating as the product page shows it, and the stars its reviews gave", async () => {
    const [product] = await reviewed;
    const page = await reviewsOf(product!.id);
    const detail = ProductDetailSchema.parse(
      await (await api.get(`/api/product-by-slug/${product!.slug}?${SV}`)).json(),
    );
    expect({ score: page.score, count: page.count }).toEqual(detail.rating);
    expect(page.stars.map((s) => s.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(page.stars.reduce((sum, s) => sum + s.count, 0)).toBe(page.count);
    const average = page.stars.reduce((sum, s) => sum + s.stars * s.count, 0) / page.count;
    expect(page.score).toBe(Math.round(average * 10) / 10);
  });

  it('pages through the reviews newest first, five at a time unless asked otherwise', async () => {
    const [product] = await reviewed;
    const first = await reviewsOf(product!.id);
    expect(first).toMatchObject({ page: 1, per_page: 5 });
    expect(first.reviews).toHaveLength(5);
    const all = await reviewsOf(product!.id, `&per_page=20`);
    const dates = all.reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await reviewsOf(product!.id, `&page=2`);
    expect(second.reviews.map((r) => r.id)).toEqual(all.reviews.slice(5, 10).map((r) => r.id));
  });

  it("writes each review in the storefront's language, and names the one it was written in", async () => {
    const [product] = await reviewed;
    const sv = await reviewsOf(product!.id);
    const response = await api.get(`/api/products/${product!.id}/reviews?locale=fi&sid=4`);
    const fi = ProductReviewsResponseSchema.parse(await response.json());
    const [stored] = await api.sql<{ texts: Record<string, { title: string; body: string }> }>(
      `select texts from product_reviews where id = ${sv.reviews[0]!.id}`,
    );
    expect(sv.reviews[0]).toMatchObject(stored!.texts['sv']!);
    expect(fi.reviews[0]).toMatchObject(stored!.texts['fi']!);
    expect(fi.reviews[0]!.body).not.toBe(sv.reviews[0]!.body);
    expect(new Set(fi.reviews.map((r) => r.written_in)).size).toBeGreaterThan(0);
  });

  it('answers for the main product when asked with a variation', async () => {
    const [variation] = await api.sql<{ id: number; parent_id: number }>(
      `select v.id, v.parent_id from products v join products p on p.id = v.parent_id
       where p.rating_count > 0 order by v.id limit 1`,
    );
    const page = await reviewsOf(variation!.id);
    expect(page.product_id).toBe(variation!.parent_id);
  });

  it('keeps the rating and the page true when a review is written and taken away', async () => {
    const [, product] = await reviewed;
    const before = await reviewsOf(product!.id, '&fresh=before');
    const [{ id } = { id: 0 }] = await api.sql<{ id: number }>(
      `insert into product_reviews (product_id, rating, author, locale, texts, created_at)
       values (${product!.id}, 1, 'Test T.', 'sv', '{"sv":{"title":"Nej","body":"Gick sönder."},"no":{"title":"Nei","body":"Gikk i stykker."},"da":{"title":"Nej","body":"Gik i stykker."},"fi":{"title":"Ei","body":"Hajosi."},"nl":{"title":"Nee","body":"Ging kapot."}}', now())
       returning id`,
    );
    try {
      const [rated] = await api.sql<{ rating_count: number }>(
        `select rating_count from products where id = ${product!.id}`,
      );
      expect(rated!.rating_count).toBe(before.count + 1);
      // The answer cache forgets the product's page when the table announces the change.
      await expect
        .poll(async () => (await reviewsOf(product!.id)).reviews[0]?.id, { timeout: 5_000 })
        .toBe(id);
    } finally {
      await api.sql(`delete from product_reviews where id = ${id}`);
    }
    const [after] = await api.sql<{ rating_count: number; rating_score: number }>(
      `select rating_count, rating_score from products where id = ${product!.id}`,
    );
    expect(after).toEqual({ rating_count: before.count, rating_score: before.score });
  });

  it.each([
    { query: '&page=0', field: 'page' },
    { query: '&per_page=21', field: 'per_page' },
    { query: '&per_page=x', field: 'per_page' },
  ])('answers 400 naming $field for $query', async ({ query, field }) => {
    const [product] = await reviewed;
    const response = await api.get(`/api/products/${product!.id}/reviews?${SV}${query}`);
    expect(response.status).toBe(400);
    const body = ApiErrorSchema.parse(await response.json());
    expect(JSON.stringify(body)).toContain(field);
  });

  it('answers 404 as JSON for an unknown product', async () => {
    const response = await api.get(`/api/products/2000000000/reviews?${SV}`);
    expect(response.status).toBe(404);
    ApiErrorSchema.parse(await response.json());
  });
});
