import type { SitemapEntry, SitemapResponse } from '@nordshop/api-contract';
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { brands as brandTable, tagTexts } from '../platform/db/schema';
import {
  brandAlternates,
  categoryAlternates,
  productAlternates,
  type TreesByLocale,
} from './alternates';
import { homePath, tagPath } from './product-paths';

/** Which part of a locale's sitemap to answer. */
export interface SitemapPart {
  /** 1-based. */
  readonly page: number;
  readonly perPage: number;
}

/**
 * One part of a storefront's indexable pages: the home page, every category, brand and tag, then
 * every product it sells (main products, by id), each with its alternates in the other storefronts.
 */
export async function loadSitemapEntries(
  database: Database,
  trees: TreesByLocale,
  locale: LocaleCode,
  part: SitemapPart,
): Promise<SitemapResponse> {
  const db = database.db;
  const [fixed, [count]] = await Promise.all([
    fixedEntries(database, trees, locale),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${soldProducts(locale)}`),
  ]);
  const start = (part.page - 1) * part.perPage;
  const end = start + part.perPage;
  const productOffset = Math.max(0, start - fixed.length);
  const productLimit = Math.max(0, end - Math.max(start, fixed.length));
  const ids =
    productLimit === 0
      ? []
      : (
          await queryRows<{ id: number }>(
            db,
            sql`select p.id from ${soldProducts(locale)} order by p.id limit ${productLimit} offset ${productOffset}`,
          )
        ).map((row) => row.id);
  const alternates = await productAlternates(database, ids);
  const products = ids.map((id): SitemapEntry => ({
    kind: 'product',
    alternates: alternates.get(id) ?? {},
  }));
  return {
    entries: [...fixed.slice(start, end), ...products],
    total: fixed.length + (count?.n ?? 0),
    page: part.page,
    per_page: part.perPage,
  };
}

/** The main products a storefront sells (text and price in its locale), as a FROM clause aliased p. */
function soldProducts(locale: LocaleCode) {
  return sql`products p
    join product_texts t on t.product_id = p.id and t.locale = ${locale}
    join product_prices pr on pr.product_id = p.id and pr.locale = ${locale}
    where p.parent_id is null`;
}

/** The pages that are not products: home, categories (tree order), brands (by name) and tags. */
async function fixedEntries(
  database: Database,
  trees: TreesByLocale,
  locale: LocaleCode,
): Promise<SitemapEntry[]> {
  const [brands, tagRows] = await Promise.all([
    database.db
      .select({ slug: brandTable.slug })
      .from(brandTable)
      .orderBy(asc(brandTable.name), asc(brandTable.id)),
    database.db
      .select({ id: tagTexts.tagId, locale: tagTexts.locale, slug: tagTexts.slug })
      .from(tagTexts)
      .where(
        inArray(
          tagTexts.tagId,
          database.db
            .select({ id: tagTexts.tagId })
            .from(tagTexts)
            .where(eq(tagTexts.locale, locale)),
        ),
      )
      .orderBy(asc(tagTexts.tagId)),
  ]);
  const home: SitemapEntry = {
    kind: 'home',
    alternates: Object.fromEntries(LOCALE_CODES.map((code) => [code, homePath(code)])),
  };
  const categories = [...trees[locale].byId.values()].map((node): SitemapEntry => ({
    kind: 'category',
    alternates: categoryAlternates(trees, node.id),
  }));
  const tags = new Map<number, SitemapEntry>();
  for (const row of tagRows) {
    if (!isLocaleCode(row.locale)) continue;
    const entry = tags.get(row.id) ?? { kind: 'tag', alternates: {} };
    entry.alternates[row.locale] = tagPath(row.locale, row.slug);
    tags.set(row.id, entry);
  }
  return [
    home,
    ...categories,
    ...brands.map((brand): SitemapEntry => ({
      kind: 'brand',
      alternates: brandAlternates(brand.slug),
    })),
    ...[...tags.values()].map((entry) => ({
      ...entry,
      alternates: inLocaleOrder(entry.alternates),
    })),
  ];
}

/** The same alternates with their keys in the storefronts' order. */
function inLocaleOrder(alternates: SitemapEntry['alternates']): SitemapEntry['alternates'] {
  return Object.fromEntries(
    LOCALE_CODES.flatMap((code) =>
      alternates[code] === undefined ? [] : [[code, alternates[code]]],
    ),
  );
}
