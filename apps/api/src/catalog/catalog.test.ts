import {
  ApiErrorSchema,
  CategoryListingResponseSchema,
  IMAGE_TYPE,
  ProductCategoriesResponseSchema,
  ProductDetailSchema,
  type ProductDetail,
} from '@nordshop/api-contract';
import { STOREFRONTS } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { sharedApi, SV } from '../../testing/shared-api';

const api = sharedApi();
const MOBILE_MENU_BRANDS = [
  'apple',
  'google-pixel',
  'huawei',
  'motorola',
  'oneplus',
  'samsung',
  'sony',
  'universal',
  'xiaomi',
  'others',
];

describe('GET /api/product-categories', () => {
  it('answers the tree: type categories in the main menu, then the brands of the mobile menu', async () => {
    const tree = ProductCategoriesResponseSchema.parse(await api.client('sv').productCategories());
    expect(tree.filter((c) => c.show_in_main_menu).map((c) => c.slug)).toEqual([
      'mobilskal',
      'skarmskydd',
      'laddare',
      'kablar-och-adaptrar',
      'ljud',
      'reservdelar',
      'tillbehor',
    ]);
    expect(tree.filter((c) => c.kind === 'device_brand').map((c) => c.slug)).toEqual(
      MOBILE_MENU_BRANDS,
    );
    const apple = tree.find((c) => c.slug === 'apple')!;
    expect(apple.children.map((c) => c.slug)).toContain('iphone-15-pro');
    expect(apple.children[0]!.hierarchy.map((h) => h.name)).toEqual([
      'Apple',
      apple.children[0]!.name,
    ]);
  });

  it('names the categories in the locale and builds their uri with its path word', async () => {
    const tree = await api.client('fi').productCategories();
    const cases = tree.find((c) => c.hierarchy[0]?.name === 'Puhelinkotelot')!;
    expect(cases.uri).toBe('/kategoria/puhelinkotelot');
    expect(cases.children.map((c) => c.uri)).toContain('/kategoria/puhelinkotelot/lompakkokotelot');
  });

  it('is cacheable and answers 304 to its ETag', async () => {
    const first = await api.get(`/api/product-categories?${SV}&v=2`);
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const etag = first.headers.get('etag')!;
    const second = await api.get(`/api/product-categories?${SV}&v=2`, {
      headers: { 'if-none-match': etag },
    });
    expect(second.status).toBe(304);
  });

  it.each([{ query: '' }, { query: '&v=1' }])(
    'answers 400 naming v for "$query"',
    async ({ query }) => {
      const response = await api.get(`/api/product-categories?${SV}${query}`);
      expect(response.status).toBe(400);
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).fields ?? {})).toEqual(['v']);
    },
  );
});

describe('GET /api/product-by-slug/{slug}', () => {
  it('answers the product page with images, variations, tiers, stock, rating and upselling flag', async () => {
    const [row] = await api.sql<{ slug: string; id: number }>(
      `select t.slug, p.id from products p join product_texts t on t.product_id = p.id and t.locale = 'sv'
       where p.parent_id is null and exists (select 1 from products v where v.parent_id = p.id) order by p.id limit 1`,
    );
    const product = ProductDetailSchema.parse(await api.client('sv').productBySlug(row!.slug));
    expect(product.id).toBe(row!.id);
    expect(product.variations.length).toBeGreaterThan(0);
    expect(product.variation_attributes[0]!.values.map((v) => v.code)).toEqual(
      product.variations.map((v) => Object.values(v.attributes)[0]),
    );
    expect(
      product.images.some((image) => image.type === IMAGE_TYPE.Thumb && image.sort_order === 0),
    ).toBe(true);
    expect(product.category_path.at(-1)!.uri).toMatch(/^\/kategori\//);
    expect(product.url_fragment).toBe(`/produkt/${row!.slug}`);
    expect(product.prices.n[0]!.q).toBe(1);
    expect(product.selected_sku).toBeNull();
  });

  it('opens the main product with the variation selected for a variation slug', async () => {
    const [row] = await api.sql<{ slug: string; sku: string; parent_id: number }>(
      `select t.slug, p.sku, p.parent_id from products p join product_texts t on t.product_id = p.id and t.locale = 'nl' where p.parent_id is not null order by p.id limit 1`,
    );
    const product = await api.client('nl').productBySlug(row!.slug);
    expect(product.id).toBe(row!.parent_id);
    expect(product.selected_sku).toBe(row!.sku);
    expect(product.url_fragment).toMatch(/^\/product\//);
  });

  const checks: { name: string; where: string; check: (p: ProductDetail) => void }[] = [
    {
      name: 'a presale product',
      where: `p.estimated_at is not null`,
      // The seed's presale dates lie 45 to 345 days after the day it ran.
      check: (p) => {
        expect(p.estimated_at).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(p.estimated_at! > new Date().toISOString().slice(0, 10)).toBe(true);
      },
    },
    {
      name: 'a campaign product',
      where: `jsonb_array_length(pr.prices->'c') > 0`,
      check: (p) => expect(p.prices.c.length).toBeGreaterThan(0),
    },
    {
      name: 'a product with tiers',
      where: `jsonb_array_length(pr.prices->'n') > 2`,
      check: (p) => expect(p.prices.n.map((t) => t.q)).toContain(10),
    },
  ];
  it.each(checks)('shows what the database holds for $name', async ({ where, check }) => {
    const [row] = await api.sql<{ slug: string }>(
      `select t.slug from products p join product_texts t on t.product_id = p.id and t.locale = 'sv'
       join product_prices pr on pr.product_id = p.id and pr.locale = 'sv' where p.parent_id is null and ${where} order by p.id limit 1`,
    );
    check(await api.client('sv').productBySlug(row!.slug));
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await api.get(`/api/product-by-slug/finns-inte-123?${SV}`)).status).toBe(404);
  });

  it('finds a product by the slug of another storefront and answers with this storefront’s slug', async () => {
    const [row] = await api.sql<{ sv: string; fi: string; id: number }>(
      `select sv.slug as sv, fi.slug as fi, p.id from products p
       join product_texts sv on sv.product_id = p.id and sv.locale = 'sv'
       join product_texts fi on fi.product_id = p.id and fi.locale = 'fi'
       where p.parent_id is null and sv.slug <> fi.slug order by p.id limit 1`,
    );
    const product = await api.client('fi').productBySlug(row!.sv);
    expect(product.id).toBe(row!.id);
    expect(product.slug).toBe(row!.fi);
  });

  it.each([
    { locale: 'sv' as const, perPage: 5, variation: false },
    { locale: 'fi' as const, perPage: 2, variation: false },
    { locale: 'nl' as const, perPage: 20, variation: true },
  ])(
    'carries the first $perPage reviews ($locale, variation slug: $variation) as the reviews call answers them',
    async ({ locale, perPage, variation }) => {
      const [row] = await api.sql<{ slug: string; id: number }>(
        `select t.slug, p.id from products p join product_texts t on t.product_id = p.id and t.locale = '${locale}'
         where ${variation ? 'p.parent_id is not null and' : 'p.parent_id is null and'}
           (select count(*) from product_reviews r where r.product_id = coalesce(p.parent_id, p.id)) > 2
         order by p.id limit 1`,
      );
      const client = api.client(locale);
      const product = ProductDetailSchema.parse(
        await client.productBySlug(row!.slug, { reviews_per_page: perPage }),
      );
      const reviews = await client.productReviews(row!.id, { page: 1, per_page: perPage });
      expect(product.reviews).toEqual(reviews);
      expect(product.reviews!.product_id).toBe(product.id);
      expect(product.reviews!.reviews.length).toBe(Math.min(perPage, reviews.count));
      const plain = await client.productBySlug(row!.slug);
      expect(plain.reviews).toBeUndefined();
      expect({ ...product, reviews: undefined }).toEqual({ ...plain, reviews: undefined });
    },
  );

  it.each(['0', '21', 'x', '1.5'])('answers 400 naming reviews_per_page=%s', async (value) => {
    const response = await api.get(
      `/api/product-by-slug/${(await api.sql<{ slug: string }>(`select slug from product_texts where locale = 'sv' limit 1`))[0]!.slug}?${SV}&reviews_per_page=${value}`,
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('reviews_per_page');
  });

  it('answers 404 for a product that has no price in the storefront, by its own or another slug', async () => {
    const [row] = await api.sql<{ sv: string; da: string; id: number }>(
      `select sv.slug as sv, da.slug as da, p.id from products p
       join product_texts sv on sv.product_id = p.id and sv.locale = 'sv'
       join product_texts da on da.product_id = p.id and da.locale = 'da'
       where p.parent_id is null and sv.slug <> da.slug order by p.id desc limit 1`,
    );
    const [price] = await api.sql<{ saved: string }>(
      `delete from product_prices p where product_id = ${row!.id} and locale = 'da' returning row_to_json(p)::text as saved`,
    );
    try {
      for (const slug of [row!.da, row!.sv]) {
        expect(
          (await api.get(`/api/product-by-slug/${slug}?locale=da&sid=${STOREFRONTS.da.storeID}`))
            .status,
        ).toBe(404);
      }
      expect((await api.client('sv').productBySlug(row!.sv)).id).toBe(row!.id);
    } finally {
      await api.sql(
        `insert into product_prices select * from json_populate_record(null::product_prices, '${price!.saved.replaceAll("'", "''")}')`,
      );
    }
  });
});

describe('GET /api/products/{id}/upselling', () => {
  it('answers true for a product with upselling and false for one without', async () => {
    const [withUpsell] = await api.sql<{ id: number }>(
      'select product_id as id from product_upsells order by product_id limit 1',
    );
    const [without] = await api.sql<{ id: number }>(
      'select id from products p where not exists (select 1 from product_upsells u where u.product_id = p.id) order by id limit 1',
    );
    expect(await api.client('sv').hasUpselling(withUpsell!.id)).toBe(true);
    expect(await api.client('sv').hasUpselling(without!.id)).toBe(false);
  });

  it.each([
    { id: '0', status: 400 },
    { id: 'abc', status: 400 },
    { id: '999999', status: 404 },
  ])('answers $status for id $id', async ({ id, status }) => {
    expect((await api.get(`/api/products/${id}/upselling?${SV}`)).status).toBe(status);
  });
});

describe('GET /api/category-listing', () => {
  it('pages through a category with the total of all pages', async () => {
    const [count] = await api.sql<{ n: number }>(
      `select count(*)::int as n from products p where p.parent_id is null and p.id in (select product_id from product_categories where category_id = 1)`,
    );
    const page1 = CategoryListingResponseSchema.parse(
      await api.client('sv').categoryListing({ path: 'mobilskal', per_page: 10 }),
    );
    const page2 = await api
      .client('sv')
      .categoryListing({ path: 'mobilskal', per_page: 10, page: 2 });
    expect(page1.total).toBe(count!.n);
    expect(page1.products).toHaveLength(10);
    expect(page2.products.map((p) => p.id)).not.toContain(page1.products[0]!.id);
    expect(page1.children.map((c) => c.slug)).toEqual([
      'planboksfodral',
      'silikonskal',
      'stottaliga-skal',
      'magsafe-skal',
    ]);
  });

  it('sorts by price', async () => {
    const { products } = await api
      .client('sv')
      .categoryListing({ path: 'laddare', sort: 'price_asc', per_page: 30 });
    const prices = products.map((p) => Math.min(p.prices.n[0]!.p, p.prices.c[0]?.p ?? Infinity));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('filters by phone model and lists the models with their counts', async () => {
    const listing = await api.client('sv').categoryListing({
      path: 'mobilskal/silikonskal',
      phone_model: 'iphone-15-pro',
      per_page: 100,
    });
    const model = listing.phone_models.find((m) => m.slug === 'iphone-15-pro')!;
    expect(listing.total).toBe(model.count);
    for (const product of listing.products) expect(product.name).toMatch(/iPhone 15 Pro$/);
  });

  it('gives each phone model its maker with its place in the brand list, and its release month', async () => {
    const listing = await api.client('fi').categoryListing({ path: 'puhelinkotelot' });
    expect(listing.phone_models.find((m) => m.slug === 'iphone-15-pro')).toMatchObject({
      brand: { slug: 'apple', name: 'Apple', position: 0 },
      released: '2023-09',
    });
    expect(listing.phone_models.find((m) => m.slug === 'galaxy-s24')).toMatchObject({
      brand: { slug: 'samsung', name: 'Samsung', position: 5 },
      released: '2024-01',
    });
    expect(listing.phone_models.find((m) => m.slug === 'fairphone-5')?.brand).toEqual({
      slug: 'others',
      name: 'Muut mallit',
      position: 9,
    });
  });

  it('opens the brand and model levels of the tree', async () => {
    const listing = await api.client('no').categoryListing({ path: 'samsung/galaxy-s24' });
    expect(listing.category.hierarchy.map((h) => h.slug)).toEqual(['samsung', 'galaxy-s24']);
    expect(listing.total).toBeGreaterThan(0);
  });

  it.each([
    { path: 'mobilskal/laddare', status: 404 },
    { path: 'finns-inte', status: 404 },
    { path: 'Mobilskal', status: 400 },
  ])('answers $status for the path $path', async ({ path, status }) => {
    expect((await api.get(`/api/category-listing?${SV}&path=${path}`)).status).toBe(status);
  });

  it('answers 400 naming phone_model for an unknown model', async () => {
    const response = await api.get(
      `/api/category-listing?${SV}&path=mobilskal&phone_model=nokia-3310`,
    );
    expect(response.status).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).fields ?? {})).toEqual([
      'phone_model',
    ]);
  });
});

describe('brands and tags', () => {
  it('lists the brands and a brand page with its products', async () => {
    const brands = await api.client('da').brands();
    expect(brands.map((b) => b.slug)).toContain('fjallglas');
    const page = await api.client('da').brandListing('fjallglas', { per_page: 5 });
    expect(page.brand.description).toMatch(/hærdet glas/);
    for (const product of page.products) expect(product.prefix).toBe('Fjällglas');
  });

  it('shows a tag page of the locale', async () => {
    const page = await api.client('fi').tagListing('magsafe-yhteensopiva', { per_page: 5 });
    expect(page.tag.name).toBe('MagSafe-yhteensopiva');
    expect(page.total).toBeGreaterThan(0);
    expect((await api.get(`/api/tag-listing/finns-inte?${SV}`)).status).toBe(404);
  });
});

describe('POST /api/category-children', () => {
  it('maps each category to the given products in it or below it', async () => {
    const rows = await api.sql<{ id: number }>(
      `select product_id as id from product_categories where category_id = 2 order by product_id limit 2`,
    );
    const [other] = await api.sql<{ id: number }>(
      `select id from products where id not in (select product_id from product_categories where category_id = 1) order by id limit 1`,
    );
    const ids = [...rows.map((r) => r.id), other!.id];
    const result = await api
      .client('sv')
      .categoryChildren({ productIDs: ids, Categories: [1, 2, 9999] });
    expect(result).toEqual({ '1': rows.map((r) => r.id), '2': rows.map((r) => r.id), '9999': [] });
  });
});

describe('POST /api/product-recommendations', () => {
  it('recommends what was bought together most often first', async () => {
    const [pair] = await api.sql<{ a: number; b: number; sku: string }>(
      `select ol1.main_product_id as a, ol2.main_product_id as b, p.sku, count(*) as n
       from order_lines ol1 join order_lines ol2 on ol2.order_id = ol1.order_id and ol2.main_product_id <> ol1.main_product_id
       join products p on p.id = ol1.main_product_id
       group by 1, 2, 3 order by n desc, 1, 2 limit 1`,
    );
    const products = await api
      .client('sv')
      .productRecommendations({ sku: [pair!.sku], user_id: 'u-1', product_box_id: 'product-page' });
    expect(products[0]!.id).toBe(pair!.b);
    expect(products.map((p) => p.id)).not.toContain(pair!.a);
  });

  it('fills with the same category when nothing was bought together', async () => {
    const [lonely] = await api.sql<{ sku: string; category: number }>(
      `select p.sku, p.primary_category_id as category from products p where p.parent_id is null and not exists (select 1 from order_lines ol where ol.main_product_id = p.id) order by p.id limit 1`,
    );
    const products = await api.client('sv').productRecommendations({ sku: [lonely!.sku] });
    expect(products.length).toBeGreaterThan(0);
  });

  it('answers an empty list for no history', async () => {
    expect(await api.client('sv').productRecommendations({ sku: [] })).toEqual([]);
  });
});
