import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import type { categories, categoryTexts } from '../src/platform/db/schema';
import { DEVICE_BRANDS } from './data/devices';
import { FAMILIES } from './data/families';
import type { L } from './data/localized';
import { TYPE_CATEGORIES } from './data/type-categories';
import { slugify } from './slugify';

/** A built category: its id, the ids from the root down to it, and its names. */
export interface BuiltCategory {
  readonly id: number;
  readonly key: string;
  /** Ids from the top category down to and including this one. */
  readonly path: readonly number[];
  readonly name: L;
  /** Index of its top type category + 1 (the discount category of products in it). */
  readonly discountCategory: number;
}

/** A phone model category with its device brand. */
export interface BuiltModel extends BuiltCategory {
  readonly brandSlug: string;
  readonly modelName: string;
  /** The month it came out, YYYY-MM. */
  readonly released: string;
}

/** The category rows and lookups the product builder needs. */
export interface BuiltCategories {
  readonly categoryRows: (typeof categories.$inferInsert)[];
  readonly textRows: (typeof categoryTexts.$inferInsert)[];
  /** Type categories (top and leaf) by key. */
  readonly typeByKey: ReadonlyMap<string, BuiltCategory>;
  /** Device brand categories by slug. */
  readonly deviceBrandBySlug: ReadonlyMap<string, BuiltCategory>;
  readonly models: readonly BuiltModel[];
  /** Third-level type categories for a device brand, by `${type key}:${brand slug}` (e.g. screens for Apple). */
  readonly typeBrandLeafs: ReadonlyMap<string, BuiltCategory>;
}

/** The device brands whose type subcategories get a third level of their own (the biggest brands). */
export const THIRD_LEVEL_BRANDS = ['apple', 'samsung'] as const;

/**
 * The type subcategories of products made for one phone model (cases, glass, spare parts): only
 * they get a third level per device brand. A charger, a memory card or a gift card fits any phone,
 * so "Memory cards Apple" would list nothing.
 */
export const MODEL_TYPE_KEYS: ReadonlySet<string> = new Set(
  FAMILIES.filter((family) => family.modelSpecific).flatMap((family) => family.categoryKeys),
);

const thumb = (key: string) => ({
  thumbUrl: `/media/categories/${key}.svg`,
  thumbWidth: 400,
  thumbHeight: 400,
});

/** Builds the category tree: type categories with subcategories, then device brands with their models. */
export function buildCategories(): BuiltCategories {
  const categoryRows: (typeof categories.$inferInsert)[] = [];
  const textRows: (typeof categoryTexts.$inferInsert)[] = [];
  const typeByKey = new Map<string, BuiltCategory>();
  const deviceBrandBySlug = new Map<string, BuiltCategory>();
  const models: BuiltModel[] = [];
  const typeBrandLeafs = new Map<string, BuiltCategory>();
  let nextId = 1;

  const addTexts = (id: number, name: L, slugOf: (locale: LocaleCode) => string) => {
    for (const locale of LOCALE_CODES)
      textRows.push({ categoryId: id, locale, name: name[locale], slug: slugOf(locale) });
  };

  TYPE_CATEGORIES.forEach((top, topIndex) => {
    const topId = nextId++;
    const discountCategory = topIndex + 1;
    categoryRows.push({
      id: topId,
      parentId: null,
      kind: 'type',
      sortOrder: topIndex,
      showInMenu: true,
      showInMainMenu: true,
      ...thumb(top.key),
    });
    addTexts(topId, top.name, (locale) => slugify(top.name[locale]));
    typeByKey.set(top.key, {
      id: topId,
      key: top.key,
      path: [topId],
      name: top.name,
      discountCategory,
    });
    top.children.forEach((child, childIndex) => {
      const id = nextId++;
      categoryRows.push({
        id,
        parentId: topId,
        kind: 'type',
        sortOrder: childIndex,
        showInMenu: true,
        showInMainMenu: false,
        ...thumb(child.key),
      });
      addTexts(id, child.name, (locale) => slugify(child.name[locale]));
      typeByKey.set(child.key, {
        id,
        key: child.key,
        path: [topId, id],
        name: child.name,
        discountCategory,
      });
      THIRD_LEVEL_BRANDS.forEach((brandSlug, brandIndex) => {
        const brand = DEVICE_BRANDS.find((b) => b.slug === brandSlug);
        if (!brand || !MODEL_TYPE_KEYS.has(child.key)) return;
        const leafId = nextId++;
        const leafName = Object.fromEntries(
          LOCALE_CODES.map((locale) => [locale, `${child.name[locale]} ${brand.name[locale]}`]),
        ) as L;
        categoryRows.push({
          id: leafId,
          parentId: id,
          kind: 'type',
          sortOrder: brandIndex,
          showInMenu: true,
          showInMainMenu: false,
          ...thumb(child.key),
        });
        addTexts(leafId, leafName, (locale) => `${slugify(child.name[locale])}-${brand.slug}`);
        typeBrandLeafs.set(`${child.key}:${brandSlug}`, {
          id: leafId,
          key: `${child.key}-${brandSlug}`,
          path: [topId, id, leafId],
          name: leafName,
          discountCategory,
        });
      });
    });
  });

  DEVICE_BRANDS.forEach((brand, brandIndex) => {
    const brandId = nextId++;
    categoryRows.push({
      id: brandId,
      parentId: null,
      kind: 'device_brand',
      sortOrder: 100 + brandIndex,
      showInMenu: true,
      showInMainMenu: false,
      ...thumb(brand.slug),
    });
    addTexts(brandId, brand.name, () => brand.slug);
    deviceBrandBySlug.set(brand.slug, {
      id: brandId,
      key: brand.slug,
      path: [brandId],
      name: brand.name,
      discountCategory: 0,
    });
    brand.models.forEach(({ name: modelName, released }, modelIndex) => {
      const id = nextId++;
      const slug = slugify(modelName);
      const name: L = { sv: modelName, no: modelName, da: modelName, fi: modelName, nl: modelName };
      categoryRows.push({
        id,
        parentId: brandId,
        kind: 'device_model',
        sortOrder: modelIndex,
        showInMenu: true,
        showInMainMenu: false,
        releasedOn: `${released}-01`,
        ...thumb(slug),
      });
      addTexts(id, name, () => slug);
      models.push({
        id,
        key: slug,
        path: [brandId, id],
        name,
        discountCategory: 0,
        brandSlug: brand.slug,
        modelName,
        released,
      });
    });
  });

  return { categoryRows, textRows, typeByKey, deviceBrandBySlug, models, typeBrandLeafs };
}
