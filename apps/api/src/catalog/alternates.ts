import type { Alternates } from '@nordshop/api-contract';
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import { eq } from 'drizzle-orm';
import type { Database, Db, PreparedStatement } from '../platform/db/database';
import { tagTexts } from '../platform/db/schema';
import type { CategoryTree } from './category-tree';
import { brandPath, productPath, tagPath } from './product-paths';

/** The category tree of every storefront, for alternates. */
export type TreesByLocale = Readonly<Record<LocaleCode, CategoryTree>>;

/** Loads the category tree of every storefront (each cached by the services). */
export async function treesByLocale(
  categoryTree: (locale: LocaleCode) => Promise<CategoryTree>,
): Promise<TreesByLocale> {
  const trees = await Promise.all(LOCALE_CODES.map(categoryTree));
  return Object.fromEntries(LOCALE_CODES.map((locale, i) => [locale, trees[i]])) as Record<
    LocaleCode,
    CategoryTree
  >;
}

/** A category's page in every storefront whose tree has it. */
export function categoryAlternates(trees: TreesByLocale, categoryId: number): Alternates {
  const alternates: Alternates = {};
  for (const locale of LOCALE_CODES) {
    const node = trees[locale].byId.get(categoryId);
    if (node) alternates[locale] = node.node.uri;
  }
  return alternates;
}

/** A brand's page in every storefront (a brand's slug is the same in all of them). */
export function brandAlternates(slug: string): Alternates {
  return Object.fromEntries(LOCALE_CODES.map((locale) => [locale, brandPath(locale, slug)]));
}

/** A tag's page in every storefront that names it. */
export async function tagAlternates(db: Db, tagId: number): Promise<Alternates> {
  const rows = await db
    .select({ locale: tagTexts.locale, slug: tagTexts.slug })
    .from(tagTexts)
    .where(eq(tagTexts.tagId, tagId));
  return alternatesOf(
    rows.flatMap(({ locale, slug }) =>
      isLocaleCode(locale) ? [{ locale, path: tagPath(locale, slug) }] : [],
    ),
  );
}

const PRODUCT_SLUGS: PreparedStatement = {
  name: 'catalog.product_slugs',
  text: `select t.product_id as id, t.locale, t.slug
    from product_texts t
    join product_prices pr on pr.product_id = t.product_id and pr.locale = t.locale
    where t.product_id = any($1::int[])`,
};

/**
 * A column `slugs` of a select: the main product `product`'s (an SQL expression) slug in every
 * storefront that sells it (has the product's text and price), as a JSON array of
 * `{ locale, slug }` (null when none); {@link productAlternatesOf} turns it into alternates.
 */
export const productSlugsColumn = (
  product: string,
): string => `(select json_agg(json_build_object('locale', t.locale, 'slug', t.slug))
         from product_texts t
         join product_prices pr on pr.product_id = t.product_id and pr.locale = t.locale
         where t.product_id = ${product}) as slugs`;

/** A product's pages from its slug in each storefront (unknown locales left out). */
export function productAlternatesOf(
  slugs: readonly { readonly locale: string; readonly slug: string }[],
): Alternates {
  return alternatesOf(
    slugs.flatMap(({ locale, slug }) =>
      isLocaleCode(locale) ? [{ locale, path: productPath(locale, slug) }] : [],
    ),
  );
}

/**
 * The product pages of main products in every storefront that sells them (has the product's text
 * and price), by product id.
 */
export async function productAlternates(
  database: Database,
  productIds: readonly number[],
): Promise<Map<number, Alternates>> {
  if (productIds.length === 0) return new Map();
  const rows = await database.run<{ id: number; locale: string; slug: string }>(PRODUCT_SLUGS, [
    productIds,
  ]);
  const slugs = new Map<number, { locale: string; slug: string }[]>(
    productIds.map((id) => [id, []]),
  );
  for (const row of rows) slugs.get(row.id)?.push(row);
  return new Map([...slugs].map(([id, list]) => [id, productAlternatesOf(list)]));
}

/** Alternates from (locale, path) pairs, in the storefronts' order. */
function alternatesOf(pairs: readonly { locale: LocaleCode; path: string }[]): Alternates {
  const byLocale = new Map(pairs.map((pair) => [pair.locale, pair.path]));
  const alternates: Alternates = {};
  for (const locale of LOCALE_CODES) {
    const path = byLocale.get(locale);
    if (path !== undefined) alternates[locale] = path;
  }
  return alternates;
}
