import {
  BrandListingResponseSchema,
  CategoryListingResponseSchema,
  ProductDetailSchema,
  TagListingResponseSchema,
  type Category,
} from '@nordshop/api-contract';
import { LOCALE_CODES, buildPath, type LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { sharedApi } from '../../testing/shared-api';

const api = sharedApi();

/** A screen's path without locale prefix, as the alternates carry it. */
const pathOf = (name: 'product' | 'brand' | 'product-tag', slug: string, locale: LocaleCode) =>
  buildPath(name, { slug }, locale, { prefix: false });

function findById(nodes: readonly Category[], id: number): Category | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const deeper = findById(node.children, id);
    if (deeper) return deeper;
  }
  return undefined;
}

describe('alternates of a product page', () => {
  it('names the product page of every storefront with its own path word and slug', async () => {
    const rows = await api.sql<{ locale: LocaleCode; slug: string; id: number }>(
      `select t.locale, t.slug, p.id from products p join product_texts t on t.product_id = p.id
       where p.id = (select min(id) from products where parent_id is null)`,
    );
    const sv = rows.find((row) => row.locale === 'sv')!;
    const product = ProductDetailSchema.parse(await api.client('sv').productBySlug(sv.slug));
    expect(product.alternates).toEqual(
      Object.fromEntries(
        LOCALE_CODES.map((locale) => [
          locale,
          pathOf('product', rows.find((r) => r.locale === locale)!.slug, locale),
        ]),
      ),
    );
    expect(product.alternates?.fi).toMatch(/^\/tuote\//);
    expect(product.alternates?.nl).toMatch(/^\/product\//);
  });

  it('names the main product for a variation slug', async () => {
    const [row] = await api.sql<{ slug: string; main: string }>(
      `select vt.slug, mt.slug as main from products v
       join product_texts vt on vt.product_id = v.id and vt.locale = 'da'
       join product_texts mt on mt.product_id = v.parent_id and mt.locale = 'da'
       where v.parent_id is not null order by v.id limit 1`,
    );
    const product = await api.client('da').productBySlug(row!.slug);
    expect(product.alternates?.da).toBe(pathOf('product', row!.main, 'da'));
  });
});

describe('alternates of a category page', () => {
  it('names the category in every storefront by its own slug chain', async () => {
    const listing = CategoryListingResponseSchema.parse(
      await api.client('sv').categoryListing({ path: 'mobilskal/planboksfodral', per_page: 1 }),
    );
    const trees = await Promise.all(
      LOCALE_CODES.map((locale) => api.client(locale).productCategories()),
    );
    const expected = Object.fromEntries(
      LOCALE_CODES.map((locale, i) => [locale, findById(trees[i]!, listing.category.id)!.uri]),
    );
    expect(listing.alternates).toEqual(expected);
    expect(listing.alternates.sv).toBe('/kategori/mobilskal/planboksfodral');
    expect(listing.alternates.fi).toMatch(/^\/kategoria\/puhelinkotelot\//);
    expect(listing.category.description).toBe('');
  });

  it('opens a category by another storefront’s slug chain and answers with this storefront’s slugs', async () => {
    const sv = await api
      .client('sv')
      .categoryListing({ path: 'mobilskal/planboksfodral', per_page: 1 });
    const fiChain = sv.alternates.fi!.replace('/kategoria/', '');
    const fromFi = await api.client('sv').categoryListing({ path: fiChain, per_page: 1 });
    expect(fromFi.category.id).toBe(sv.category.id);
    expect(fromFi.category.hierarchy.map((h) => h.slug)).toEqual(['mobilskal', 'planboksfodral']);
  });
});

describe('alternates of brand and tag pages', () => {
  it('names a brand page in every storefront with its path word', async () => {
    const page = BrandListingResponseSchema.parse(
      await api.client('nl').brandListing('fjallglas', { per_page: 1 }),
    );
    expect(page.alternates).toEqual(
      Object.fromEntries(
        LOCALE_CODES.map((locale) => [locale, pathOf('brand', 'fjallglas', locale)]),
      ),
    );
    expect(page.alternates.da).toBe('/maerke/fjallglas');
  });

  it('names a tag page in every storefront by its own slug', async () => {
    const rows = await api.sql<{ locale: LocaleCode; slug: string }>(
      `select locale, slug from tag_texts where tag_id = (select tag_id from tag_texts where locale = 'fi' and slug = 'magsafe-yhteensopiva')`,
    );
    const page = TagListingResponseSchema.parse(
      await api.client('fi').tagListing('magsafe-yhteensopiva', { per_page: 1 }),
    );
    expect(page.alternates).toEqual(
      Object.fromEntries(
        LOCALE_CODES.map((locale) => [
          locale,
          pathOf('product-tag', rows.find((r) => r.locale === locale)!.slug, locale),
        ]),
      ),
    );
    expect(page.alternates.no).toMatch(/^\/produkt-stikkord\//);
  });

  it('opens a tag by another storefront’s slug and answers with this storefront’s slug', async () => {
    const page = await api.client('nl').tagListing('magsafe-yhteensopiva', { per_page: 1 });
    expect(page.tag.slug).toBe('magsafe-compatibel');
    expect(page.total).toBeGreaterThan(0);
  });
});
