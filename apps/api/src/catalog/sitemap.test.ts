import { ApiErrorSchema, SITEMAP_PAGE_SIZE, SitemapResponseSchema } from '@nordshop/api-contract';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();

describe('GET /api/sitemap', () => {
  it('lists home, every category, brand and tag, then every product the storefront sells', async () => {
    const sitemap = SitemapResponseSchema.parse(await api.client('fi').sitemap());
    const [counts] = await api.sql<{
      categories: number;
      brands: number;
      tags: number;
      products: number;
    }>(
      `select (select count(*)::int from category_texts where locale = 'fi') as categories,
              (select count(*)::int from brands) as brands,
              (select count(*)::int from tag_texts where locale = 'fi') as tags,
              (select count(*)::int from products p
                 join product_texts t on t.product_id = p.id and t.locale = 'fi'
                 join product_prices pr on pr.product_id = p.id and pr.locale = 'fi'
                 where p.parent_id is null) as products`,
    );
    const kinds = sitemap.entries.map((entry) => entry.kind);
    const countOf = (kind: string) => kinds.filter((k) => k === kind).length;
    expect(kinds[0]).toBe('home');
    expect(countOf('category')).toBe(counts!.categories);
    expect(countOf('brand')).toBe(counts!.brands);
    expect(countOf('tag')).toBe(counts!.tags);
    expect(countOf('product')).toBe(counts!.products);
    expect(sitemap.total).toBe(sitemap.entries.length);
    expect(sitemap.per_page).toBe(SITEMAP_PAGE_SIZE);
    // The kinds come in blocks: home, categories, brands, tags, products.
    expect([...new Set(kinds)]).toEqual(['home', 'category', 'brand', 'tag', 'product']);
  });

  it('gives every entry the storefront’s own path and its alternates in the others', async () => {
    const { entries } = await api.client('nl').sitemap();
    expect(entries[0]!.alternates).toEqual(
      Object.fromEntries(LOCALE_CODES.map((locale) => [locale, '/'])),
    );
    for (const entry of entries) expect(entry.alternates.nl).toBeDefined();
    const product = entries.find((entry) => entry.kind === 'product')!;
    expect(product.alternates.nl).toMatch(/^\/product\//);
    expect(product.alternates.fi).toMatch(/^\/tuote\//);
    const tag = entries.find((entry) => entry.kind === 'tag')!;
    expect(tag.alternates.nl).toMatch(/^\/product-tag\//);
    expect(tag.alternates.no).toMatch(/^\/produkt-stikkord\//);
  });

  it('answers a part past the last with no entries and the same total', async () => {
    const first = await api.client('sv').sitemap();
    const past = await api.client('sv').sitemap(2);
    expect(first.total).toBeLessThan(SITEMAP_PAGE_SIZE);
    expect(past).toEqual({ entries: [], total: first.total, page: 2, per_page: SITEMAP_PAGE_SIZE });
  });

  it('is cacheable by shared caches', async () => {
    const response = await api.get(`/api/sitemap?${SV}`);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });

  it('answers 400 naming page for a page below 1', async () => {
    const response = await api.get(`/api/sitemap?${SV}&page=0`);
    expect(response.status).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).fields ?? {})).toEqual(['page']);
  });
});
