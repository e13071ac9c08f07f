import type { CategoryNode, Category } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../platform/db/database';
import { categories, categoryTexts } from '../platform/db/schema';
import { categoryPath } from './product-paths';
import { PLACEHOLDER_IMAGE } from './placeholder-image';

/** A category of one locale's tree. */
export interface TreeNode {
  readonly id: number;
  readonly parentId: number | null;
  readonly kind: CategoryNode['kind'];
  readonly slug: string;
  readonly name: string;
  readonly node: CategoryNode;
  readonly children: TreeNode[];
  /** From the top category down to and including this one. */
  readonly path: TreeNode[];
  /** A phone model's release month (YYYY-MM), null when unknown or not a model. */
  readonly released: string | null;
}

/** One locale's category tree with lookups. `version` changes whenever any category changes. */
export interface CategoryTree {
  readonly roots: readonly TreeNode[];
  readonly byId: ReadonlyMap<number, TreeNode>;
  readonly bySlug: ReadonlyMap<string, TreeNode>;
  readonly version: string;
}

/** Loads the category tree of a locale in one query. */
export async function loadCategoryTree(db: Db, locale: LocaleCode): Promise<CategoryTree> {
  const rows = await db
    .select({
      id: categories.id,
      parent_id: categories.parentId,
      kind: categories.kind,
      sort_order: categories.sortOrder,
      show_in_menu: categories.showInMenu,
      show_in_main_menu: categories.showInMainMenu,
      thumb_url: categories.thumbUrl,
      thumb_width: categories.thumbWidth,
      thumb_height: categories.thumbHeight,
      released: sql<string | null>`to_char(${categories.releasedOn}, 'YYYY-MM')`,
      name: categoryTexts.name,
      slug: categoryTexts.slug,
    })
    .from(categories)
    .innerJoin(
      categoryTexts,
      and(eq(categoryTexts.categoryId, categories.id), eq(categoryTexts.locale, locale)),
    )
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const byId = new Map<number, TreeNode>();
  const pending = rows.map((row) => ({
    row,
    node: {
      id: row.id,
      parentId: row.parent_id,
      kind: row.kind,
      slug: row.slug,
      name: row.name,
      released: row.released,
      children: [] as TreeNode[],
      path: [] as TreeNode[],
    },
  }));
  for (const { node } of pending) byId.set(node.id, node as TreeNode);
  const roots: TreeNode[] = [];
  for (const { node } of pending) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node as TreeNode);
    else roots.push(node as TreeNode);
  }
  const withPath = (node: TreeNode, ancestors: TreeNode[]) => {
    node.path.push(...ancestors, node);
    for (const child of node.children) withPath(child, node.path);
  };
  for (const root of roots) withPath(root, []);
  for (const { row, node } of pending) {
    const full = node as TreeNode;
    (full as { node: CategoryNode }).node = {
      id: row.id,
      parent_id: row.parent_id,
      slug: row.slug,
      name: row.name,
      thumb: row.thumb_url
        ? { url: row.thumb_url, width: row.thumb_width ?? 400, height: row.thumb_height ?? 400 }
        : PLACEHOLDER_IMAGE,
      show_in_menu: row.show_in_menu,
      show_in_main_menu: row.show_in_main_menu,
      hierarchy: full.path.map((p) => ({ id: p.id, slug: p.slug, name: p.name })),
      uri: categoryPath(
        locale,
        full.path.map((p) => p.slug),
      ),
      kind: row.kind,
    };
  }
  const version = createHash('sha1').update(JSON.stringify(rows)).digest('base64url').slice(0, 16);
  return { roots, byId, bySlug: new Map([...byId.values()].map((n) => [n.slug, n])), version };
}

/** The API shape of a tree node with its subtree. */
export function toCategory(node: TreeNode): Category {
  return { ...node.node, children: node.children.map(toCategory) };
}

/** The node a slug chain names, when every slug is the child of the one before; else undefined. */
export function resolveSlugChain(
  tree: CategoryTree,
  slugs: readonly string[],
): TreeNode | undefined {
  const last = tree.bySlug.get(slugs.at(-1) ?? '');
  if (!last || last.path.length !== slugs.length) return undefined;
  return last.path.every((node, i) => node.slug === slugs[i]) ? last : undefined;
}

/**
 * The node of `tree` a slug chain names: in the tree's own locale, or else in one of `others`
 * (another storefront's slugs, as the locale switcher keeps them); undefined when none has it.
 */
export function resolveSlugChainInAny(
  tree: CategoryTree,
  others: readonly CategoryTree[],
  slugs: readonly string[],
): TreeNode | undefined {
  const own = resolveSlugChain(tree, slugs);
  if (own) return own;
  for (const other of others) {
    const hit = resolveSlugChain(other, slugs);
    const node = hit && tree.byId.get(hit.id);
    if (node) return node;
  }
  return undefined;
}

/** Ids of a node and every node below it. */
export function subtreeIds(node: TreeNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}
