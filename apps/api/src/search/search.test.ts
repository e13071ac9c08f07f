import { ProductsResponseSchema, SearchTriggersResponseSchema } from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { sharedApi } from '../../testing/shared-api';

const api = sharedApi();

async function search(locale: LocaleCode, query: string, extra = '') {
  const response = await api.get(
    `/api/products?locale=${locale}&sid=${STOREFRONTS[locale].storeID}&query=${encodeURIComponent(query)}${extra}`,
  );
  expect(response.status).toBe(200);
  return {
    body: ProductsResponseSchema.parse(await response.json()),
    records: Number(response.headers.get('x-be-records')),
  };
}

describe('GET /api/products (search)', () => {
  // The product word, an inflected form the stemmer must reduce to it, and a one-letter typo.
  const cases = [
    { locale: 'sv', word: /laddare/i, stemmed: 'laddarna', typo: 'ladare' },
    { locale: 'sv', word: /plånboksfodral/i, stemmed: 'plånboksfodralen', typo: 'plånboksfodrsl' },
    { locale: 'no', word: /deksel/i, stemmed: 'deksler', typo: 'dekzel' },
    { locale: 'da', word: /oplader/i, stemmed: 'opladeren', typo: 'oplaser' },
    { locale: 'fi', word: /laturi/i, stemmed: 'laturit', typo: 'laturo' },
    { locale: 'nl', word: /oplader/i, stemmed: 'opladers', typo: 'opkader' },
  ] as const;

  it.each(cases)(
    'finds $word in $locale from the inflected form "$stemmed"',
    async ({ locale, word, stemmed }) => {
      const { body, records } = await search(locale, stemmed);
      expect(records).toBeGreaterThan(0);
      expect(body.products.length).toBeGreaterThan(0);
      for (const product of body.products.slice(0, 5)) expect(product.name).toMatch(word);
    },
  );

  it.each(cases)(
    'finds $word in $locale despite the typo "$typo"',
    async ({ locale, word, typo }) => {
      const { body } = await search(locale, typo);
      expect(body.products.length).toBeGreaterThan(0);
      for (const product of body.products.slice(0, 5)) expect(product.name).toMatch(word);
    },
  );

  it('finds a product by phone model and type together', async () => {
    const { body } = await search('sv', 'iphone 15 pro skal');
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) expect(product.name).toMatch(/iPhone 15 Pro/);
  });

  it('gives the total number of hits in x-be-records', async () => {
    const { body, records } = await search('sv', 'laddare', '&limit=5');
    expect(body.products).toHaveLength(5);
    expect(records).toBeGreaterThan(5);
  });

  it('pages with co without repeating a product', async () => {
    const first = await search('sv', 'skal', '&limit=10');
    const second = await search('sv', 'skal', '&limit=10&co=10');
    expect(second.records).toBe(first.records);
    const ids = new Set(first.body.products.map((p) => p.id));
    expect(second.body.products.filter((p) => ids.has(p.id))).toEqual([]);
  });

  it('keeps the total on a page past the last hit, which has no products', async () => {
    const { records } = await search('sv', 'laddare', '&limit=5');
    const past = await search('sv', 'laddare', `&limit=5&co=${records + 5}`);
    expect(past.body.products).toEqual([]);
    expect(past.records).toBe(records);
  });

  it('answers matching categories with their hierarchy, and none with nc=1', async () => {
    const { body } = await search('sv', 'plånboksfodral');
    expect(body.categories).toContainEqual({
      slug: 'planboksfodral',
      uri: '/kategori/mobilskal/planboksfodral',
      hierarchy: ['Mobilskal', 'Plånboksfodral'],
    });
    expect((await search('sv', 'plånboksfodral', '&nc=1')).body.categories).toEqual([]);
  });

  it('answers any provider with the internal search and says so', async () => {
    const response = await api.get(
      `/api/products?locale=sv&sid=1&query=laddare&provider=personalization`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-be-provider')).toBe('internal');
  });

  it('answers no products and zero records for words nothing has', async () => {
    const { body, records } = await search('sv', 'xyzzyqwv');
    expect(body.products).toEqual([]);
    expect(records).toBe(0);
  });

  it('finds the closest matches outside the most popular products too, and says they are partial', async () => {
    // The order test fixtures are the least popular products; no product has the second word.
    const response = await api.get(
      `/api/products?locale=sv&sid=1&nc=1&query=${encodeURIComponent('ordertest qwertyzzx')}`,
    );
    expect(response.headers.get('x-be-match')).toBe('partial');
    const { products } = ProductsResponseSchema.parse(await response.json());
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.name).toMatch(/^Ordertest /);
  });

  it('searches only main products and shows each once', async () => {
    const { body } = await search('sv', 'silikonskal', '&limit=100');
    expect(new Set(body.products.map((p) => p.id)).size).toBe(body.products.length);
    for (const product of body.products) expect(product.sku).toBe(product.main_sku);
  });
});

describe('GET /api/products (popular)', () => {
  it('answers the most popular products first', async () => {
    const { products } = await api.client('sv').popularProducts({ limit: 8, nc: true });
    const top = await api.sql<{ id: number }>(
      'select id from products where parent_id is null order by popularity desc, id limit 8',
    );
    expect(products.map((p) => p.id)).toEqual(top.map((r) => r.id));
  });

  it('answers only products in stock with in_stock=1', async () => {
    const { products } = await api.client('fi').popularProducts({ limit: 20, in_stock: true });
    expect(products).toHaveLength(20);
    for (const product of products) expect(product.stock_status).toBe('in-stock');
  });
});

describe('GET /api/products (upsell)', () => {
  it("answers a product's upselling products in their order", async () => {
    const [row] = await api.sql<{ product_id: number }>(
      'select product_id from product_upsells group by product_id having count(*) >= 2 order by product_id limit 1',
    );
    const expected = await api.sql<{ id: number }>(
      `select upsell_product_id as id from product_upsells where product_id = ${row!.product_id} order by sort_order limit 4`,
    );
    const { products, categories } = await api
      .client('da')
      .upsellProducts({ upselling_id: row!.product_id, nc: true });
    expect(products.map((p) => p.id)).toEqual(expected.map((r) => r.id));
    expect(categories).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect(
      (await api.get('/api/products?locale=sv&sid=1&upselling_id=999999&limit=4')).status,
    ).toBe(404);
  });
});

describe('GET /api/search-triggers', () => {
  it.each([
    { locale: 'sv', query: 'retur', url: '/returer' },
    { locale: 'sv', query: 'presentkort', url: '/kategori/tillbehor/presentkort' },
    { locale: 'no', query: 'frakt', url: '/frakt' },
    { locale: 'da', query: 'gavekort', url: '/kategori/tilbehor/gavekort' },
    { locale: 'fi', query: 'palautus', url: '/palautukset' },
    { locale: 'fi', query: 'lahjakortti', url: '/kategoria/tarvikkeet/lahjakortit' },
    { locale: 'nl', query: 'retourneren', url: '/retourneren' },
    { locale: 'nl', query: 'verzendng', url: '/verzending' },
  ] as const)('points "$query" in $locale to $url', async ({ locale, query, url }) => {
    const hints = SearchTriggersResponseSchema.parse(
      await api.client(locale).searchTriggers(query),
    );
    expect(hints.map((h) => h.url)).toContain(url);
    for (const hint of hints) expect(Object.keys(hint).sort()).toEqual(['id', 'url', 'url_title']);
  });

  it('answers no hints for words no trigger has', async () => {
    expect(await api.client('sv').searchTriggers('qwxz')).toEqual([]);
  });
});
