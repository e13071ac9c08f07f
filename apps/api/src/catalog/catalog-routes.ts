import {
  operations,
  type BrandListingResponse,
  type CategoryListingResponse,
  type TagListingResponse,
} from '@nordshop/api-contract';
import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import type { CatalogEnv } from './catalog-services';
import { cachedJson } from '../platform/cache/cached-json';
import type { CatalogServices } from './catalog-services';
import { brandAlternates, categoryAlternates, tagAlternates, treesByLocale } from './alternates';
import { resolveSlugChainInAny, subtreeIds, toCategory } from './category-tree';
import { phoneModelFacets } from './phone-model-facets';
import { listProductIds, phoneModelCounts } from './listing';
import { loadProductCards } from './product-cards';
import { brands, categoryTexts, productCategories, tagTexts } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { route } from '../platform/http/route';

/** Category tree, category/brand/tag listings and category-children. */
export const catalogRoutes = new Hono<CatalogEnv>();

// The query (v=2, the version of the answer's shape) is checked by route() and not read here.
route(catalogRoutes, operations.productCategories, async (c) => {
  const { locale } = c.get('localeQuery');
  const tree = await c.get('services').categoryTree(locale);
  const etag = `W/"${locale}-${tree.version}"`;
  c.header('cache-control', 'public, max-age=300, stale-while-revalidate=600');
  c.header('etag', etag);
  c.header('vary', 'accept-encoding');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.json(tree.roots.map(toCategory));
});

route(catalogRoutes, operations.categoryListing, async (c, { query }) => {
  const { locale } = c.get('localeQuery');
  const services = c.get('services');
  const trees = await treesByLocale((code) => services.categoryTree(code));
  const tree = trees[locale];
  const others = LOCALE_CODES.filter((code) => code !== locale).map((code) => trees[code]);
  // A chain of another storefront's slugs names the same category; the answer carries this one's.
  const node = resolveSlugChainInAny(tree, others, query.path.split('/'));
  if (!node) throw new DomainError('not_found', 'This page could not be found');
  const phoneModelId = await phoneModelIdOf(services, locale, query.phone_model);
  const database = c.get('database');
  const db = database.db;
  return cachedJson(c, async () => {
    const [page, counts, deal, [texts]] = await Promise.all([
      listProductIds(
        database,
        locale,
        { categoryId: node.id, phoneModelId, inStock: query.in_stock },
        query,
      ),
      node.kind === 'type'
        ? phoneModelCounts(database, locale, node.id)
        : Promise.resolve(new Map<number, number>()),
      services.activeDeal(),
      db
        .select({ description: categoryTexts.description })
        .from(categoryTexts)
        .where(and(eq(categoryTexts.categoryId, node.id), eq(categoryTexts.locale, locale))),
    ]);
    const phoneModels = phoneModelFacets(tree, counts);
    const body: CategoryListingResponse = {
      category: { ...node.node, description: texts?.description ?? '' },
      children: node.children.map((child) => child.node),
      phone_models: phoneModels,
      products: await loadProductCards(c.get('database'), page.ids, locale, deal),
      total: page.total,
      page: query.page,
      per_page: query.per_page,
      alternates: categoryAlternates(trees, node.id),
    };
    return { body };
  });
});

route(catalogRoutes, operations.brands, async (c) => {
  const { locale } = c.get('localeQuery');
  const rows = await c.get('database').db.select().from(brands).orderBy(asc(brands.name));
  return c.json(
    rows.map((b) => ({
      id: b.id,
      slug: b.slug,
      name: b.name,
      description: b.description[locale] ?? '',
    })),
  );
});

route(catalogRoutes, operations.brandListing, async (c, { params: { slug }, query }) => {
  const { locale } = c.get('localeQuery');
  const db = c.get('database').db;
  const [brand] = await db.select().from(brands).where(eq(brands.slug, slug));
  if (!brand) throw new DomainError('not_found', 'This page could not be found');
  const phoneModelId = await phoneModelIdOf(c.get('services'), locale, query.phone_model);
  return cachedJson(c, async () => {
    const page = await listProductIds(
      c.get('database'),
      locale,
      { brandId: brand.id, phoneModelId, inStock: query.in_stock },
      query,
    );
    const body: BrandListingResponse = {
      brand: {
        id: brand.id,
        slug: brand.slug,
        name: brand.name,
        description: brand.description[locale] ?? '',
      },
      products: await loadProductCards(
        c.get('database'),
        page.ids,
        locale,
        await c.get('services').activeDeal(),
      ),
      total: page.total,
      page: query.page,
      per_page: query.per_page,
      alternates: brandAlternates(brand.slug),
    };
    return { body };
  });
});

route(catalogRoutes, operations.tagListing, async (c, { params: { slug }, query }) => {
  const { locale } = c.get('localeQuery');
  const db = c.get('database').db;
  // A slug of another storefront names the same tag; the answer carries this storefront's slug.
  const found = alias(tagTexts, 'f');
  const [tag] = await db
    .select({ id: tagTexts.tagId, slug: tagTexts.slug, name: tagTexts.name })
    .from(found)
    .innerJoin(tagTexts, and(eq(tagTexts.tagId, found.tagId), eq(tagTexts.locale, locale)))
    .where(eq(found.slug, slug))
    .orderBy(desc(sql`${found.locale} = ${locale}`), asc(found.locale))
    .limit(1);
  if (!tag) throw new DomainError('not_found', 'This page could not be found');
  const phoneModelId = await phoneModelIdOf(c.get('services'), locale, query.phone_model);
  return cachedJson(c, async () => {
    const page = await listProductIds(
      c.get('database'),
      locale,
      { tagId: tag.id, phoneModelId, inStock: query.in_stock },
      query,
    );
    const [products, alternates] = await Promise.all([
      loadProductCards(c.get('database'), page.ids, locale, await c.get('services').activeDeal()),
      tagAlternates(db, tag.id),
    ]);
    const body: TagListingResponse = {
      tag,
      products,
      total: page.total,
      page: query.page,
      per_page: query.per_page,
      alternates,
    };
    return { body };
  });
});

route(catalogRoutes, operations.categoryChildren, async (c, { body }) => {
  const { locale } = c.get('localeQuery');
  const tree = await c.get('services').categoryTree(locale);
  const result: Record<string, number[]> = Object.fromEntries(
    body.Categories.map((id) => [String(id), [] as number[]]),
  );
  if (body.productIDs.length === 0 || body.Categories.length === 0) return c.json(result);
  // The ids go as one array parameter, whatever their number.
  const rows = await c
    .get('database')
    .db.select({ id: productCategories.productId, category_id: productCategories.categoryId })
    .from(productCategories)
    .where(sql`${productCategories.productId} = any(${sql.param(body.productIDs)}::int[])`);
  for (const id of body.Categories) {
    const node = tree.byId.get(id);
    const inTree = new Set(node ? subtreeIds(node) : []);
    const products = new Set(
      rows.filter((row) => inTree.has(row.category_id)).map((row) => row.id),
    );
    result[String(id)] = body.productIDs.filter((productId) => products.has(productId));
  }
  return c.json(result);
});

async function phoneModelIdOf(
  services: CatalogServices,
  locale: LocaleCode,
  slug: string | undefined,
): Promise<number | undefined> {
  if (slug === undefined) return undefined;
  const model = (await services.categoryTree(locale)).bySlug.get(slug);
  if (!model || model.kind !== 'device_model') {
    throw new DomainError('invalid_data', `Invalid query: phone_model`, {
      phone_model: 'is not a known phone model',
    });
  }
  return model.id;
}
