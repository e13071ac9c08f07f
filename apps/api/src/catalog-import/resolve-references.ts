import type { ImportLine } from '@nordshop/api-contract';
import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { queryRows } from '../platform/db/query';
import { inSequence } from './in-sequence';
import { addError, fieldKey, type ImportErrors, type NumberedLine } from './parse-lines';
import { canonicalJson } from './product-state';

type Texts = Partial<Record<LocaleCode, { name: string; slug: string }>>;
type CategoryKind = 'type' | 'device_brand' | 'device_model';

/** A category, tag or brand a batch names: one that exists (`id`) or one to create (`key`). */
export type Reference = { readonly id: number } | { readonly key: string };

/** A category the batch creates, after its parent (a reference made earlier in the list). */
export interface NewCategory {
  readonly key: string;
  readonly parent: Reference | null;
  readonly kind: CategoryKind;
  readonly texts: Texts;
}

/** What a batch's brands, categories and tags are: existing ones by id, the rest to create. */
export interface ReferencePlan {
  readonly brands: Map<string, { id: number; name: string } | { key: string; name: string }>;
  readonly newCategories: NewCategory[];
  readonly newTags: { key: string; texts: Texts }[];
  /** Per main line (by SKU): its category chains and tags as references. */
  readonly chains: Map<string, Reference[][]>;
  readonly tags: Map<string, Reference[]>;
  /** The names of the existing categories in every language. */
  readonly categoryNames: Map<number, Texts>;
}

const pairsOf = (texts: Texts) =>
  LOCALE_CODES.flatMap((locale) => {
    const text = texts[locale];
    return text ? [{ locale, slug: text.slug }] : [];
  });

/** Existing rows of `table` (category_texts or tag_texts) by `locale:slug`. */
async function lookUp(
  db: Db,
  table: 'category' | 'tag',
  pairs: readonly { locale: string; slug: string }[],
): Promise<Map<string, { id: number; parent_id: number | null }>> {
  if (pairs.length === 0) return new Map();
  const wanted = sql`json_to_recordset(${JSON.stringify(pairs)}::json) as w(locale text, slug text)`;
  const rows = await queryRows<{
    id: number;
    parent_id: number | null;
    locale: string;
    slug: string;
  }>(
    db,
    table === 'category'
      ? sql`select c.id, c.parent_id, t.locale, t.slug from ${wanted}
            join category_texts t on t.locale = w.locale and t.slug = w.slug
            join categories c on c.id = t.category_id`
      : sql`select t.tag_id as id, null::int as parent_id, t.locale, t.slug from ${wanted}
            join tag_texts t on t.locale = w.locale and t.slug = w.slug`,
  );
  return new Map(rows.map((r) => [`${r.locale}:${r.slug}`, { id: r.id, parent_id: r.parent_id }]));
}

const refKey = (ref: Reference | null) =>
  ref === null ? 'root' : 'id' in ref ? `id:${ref.id}` : ref.key;

/**
 * Finds the brands, categories and tags the main lines name (a category or tag by its slug in any
 * language given, a brand by its slug) and plans the missing ones; a name that points at two
 * categories, a category found under another parent than its chain says, or two new ones that claim
 * one slug are errors of the line's field.
 */
export async function planReferences(
  db: Db,
  lines: readonly NumberedLine[],
  errors: ImportErrors,
): Promise<ReferencePlan> {
  const mains = lines.filter(({ line }) => line.parent_sku === undefined && !line.discontinued);
  const nodes = mains.flatMap(({ line }) => (line.categories ?? []).flat());
  const [categories, tags, brandRows] = await inSequence([
    () =>
      lookUp(
        db,
        'category',
        nodes.flatMap((node) => pairsOf(node.texts)),
      ),
    () =>
      lookUp(
        db,
        'tag',
        mains.flatMap(({ line }) => (line.tags ?? []).flatMap(pairsOf)),
      ),
    () =>
      queryRows<{ id: number; slug: string; name: string }>(
        db,
        sql`select id, slug, name from brands where slug = any(${sql.param(
          mains.flatMap(({ line }) => (line.brand ? [line.brand.slug] : [])),
        )}::text[])`,
      ),
  ]);
  const plan: ReferencePlan = {
    brands: new Map(brandRows.map((b) => [b.slug, { id: b.id, name: b.name }])),
    newCategories: [],
    newTags: [],
    chains: new Map(),
    tags: new Map(),
    categoryNames: new Map(),
  };
  const claimed = new Map<string, string>();
  const claim = (kind: string, texts: Texts, key: string, at: (locale: LocaleCode) => string) => {
    for (const { locale, slug } of pairsOf(texts)) {
      const owner = claimed.get(`${kind}:${locale}:${slug}`);
      if (owner !== undefined && owner !== key)
        addError(errors, at(locale), 'names another new one with this slug elsewhere in the batch');
      claimed.set(`${kind}:${locale}:${slug}`, key);
    }
  };
  for (const { number, line } of mains) {
    if (line.brand && !plan.brands.has(line.brand.slug))
      plan.brands.set(line.brand.slug, { key: `brand:${line.brand.slug}`, name: line.brand.name });
    plan.chains.set(
      line.sku,
      (line.categories ?? []).map((chain, i) => {
        let parent: Reference | null = null;
        return chain.map((node, j): Reference => {
          const path = ['categories', i, j];
          const found = new Set(
            pairsOf(node.texts).flatMap((p) => {
              const hit = categories.get(`${p.locale}:${p.slug}`);
              return hit ? [hit] : [];
            }),
          );
          const ids = new Set([...found].map((hit) => hit.id));
          let ref: Reference;
          if (ids.size > 1) {
            addError(errors, fieldKey(number, [...path, 'texts']), 'names more than one category');
            ref = { id: [...ids][0]! };
          } else if (ids.size === 1) {
            const hit = [...found][0]!;
            ref = { id: hit.id };
            if (refKey(parent) !== refKey(hit.parent_id === null ? null : { id: hit.parent_id }))
              addError(
                errors,
                fieldKey(number, path),
                'exists under another category than the one before it',
              );
          } else {
            const key = `category:${refKey(parent)}/${canonicalJson(node.texts)}`;
            if (!plan.newCategories.some((c) => c.key === key))
              plan.newCategories.push({
                key,
                parent,
                kind: node.kind ?? 'type',
                texts: node.texts,
              });
            claim('category', node.texts, key, (l) =>
              fieldKey(number, [...path, 'texts', l, 'slug']),
            );
            ref = { key };
          }
          parent = ref;
          return ref;
        });
      }),
    );
    plan.tags.set(
      line.sku,
      (line.tags ?? []).map((texts, i): Reference => {
        const ids = new Set(
          pairsOf(texts).flatMap((p) => {
            const hit = tags.get(`${p.locale}:${p.slug}`);
            return hit ? [hit.id] : [];
          }),
        );
        if (ids.size > 1)
          addError(errors, fieldKey(number, ['tags', i]), 'names more than one tag');
        if (ids.size > 0) return { id: [...ids][0]! };
        const key = `tag:${canonicalJson(texts)}`;
        if (!plan.newTags.some((t) => t.key === key)) plan.newTags.push({ key, texts });
        claim('tag', texts, key, (l) => fieldKey(number, ['tags', i, l, 'slug']));
        return { key };
      }),
    );
  }
  const existing = [...new Set([...categories.values()].map((c) => c.id))];
  if (existing.length > 0) {
    const names = await queryRows<{
      category_id: number;
      locale: LocaleCode;
      name: string;
      slug: string;
    }>(
      db,
      sql`select category_id, locale, name, slug from category_texts where category_id = any(${sql.param(existing)}::int[])`,
    );
    for (const row of names)
      plan.categoryNames.set(row.category_id, {
        ...plan.categoryNames.get(row.category_id),
        [row.locale]: { name: row.name, slug: row.slug },
      });
  }
  return plan;
}

/** The ids of a plan's references once its new brands, categories and tags are written. */
export interface CreatedReferences {
  readonly idOf: (ref: Reference) => number;
  readonly brandOf: (line: ImportLine) => { id: number; name: string } | null;
  /** A category's names per language (existing or created). */
  readonly namesOf: (id: number) => Texts;
}

/** Writes the plan's new brands, categories (parents first) and tags. */
export async function createReferences(db: Db, plan: ReferencePlan): Promise<CreatedReferences> {
  const ids = new Map<string, number>();
  const names = new Map(plan.categoryNames);
  const idOf = (ref: Reference) => ('id' in ref ? ref.id : ids.get(ref.key)!);
  for (const [slug, brand] of plan.brands) {
    if ('id' in brand) continue;
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into brands (slug, name) values (${slug}, ${brand.name}) returning id`,
    );
    ids.set(brand.key, row!.id);
  }
  for (const category of plan.newCategories) {
    const parentId = category.parent === null ? null : idOf(category.parent);
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into categories (parent_id, kind, sort_order, show_in_menu, show_in_main_menu)
          values (${parentId}, ${category.kind}, 0, true, false) returning id`,
    );
    ids.set(category.key, row!.id);
    names.set(row!.id, category.texts);
    await insertTexts(db, 'category_texts', 'category_id', row!.id, category.texts);
  }
  for (const tag of plan.newTags) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into tags default values returning id`,
    );
    ids.set(tag.key, row!.id);
    await insertTexts(db, 'tag_texts', 'tag_id', row!.id, tag.texts);
  }
  return {
    idOf,
    brandOf: (line) => {
      const brand = line.brand && plan.brands.get(line.brand.slug);
      if (!brand) return null;
      return { id: 'id' in brand ? brand.id : ids.get(brand.key)!, name: brand.name };
    },
    namesOf: (id) => names.get(id) ?? {},
  };
}

async function insertTexts(
  db: Db,
  table: 'category_texts' | 'tag_texts',
  column: 'category_id' | 'tag_id',
  id: number,
  texts: Texts,
): Promise<void> {
  const rows = LOCALE_CODES.flatMap((locale) => {
    const text = texts[locale];
    return text ? [{ locale, name: text.name, slug: text.slug }] : [];
  });
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.identifier(column)}, locale, name, slug)
        select ${id}, x.locale, x.name, x.slug
        from json_to_recordset(${JSON.stringify(rows)}::json) as x(locale text, name text, slug text)`,
  );
}
