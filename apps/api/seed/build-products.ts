import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import { cameraLayoutOf, pictureKey } from '../src/media/product-picture';
import type {
  productCategories,
  products,
  productTags,
  productTexts,
  StoredVariationAttribute,
} from '../src/platform/db/schema';
import type { BuiltCategories, BuiltModel } from './build-categories';
import { imageRows } from './build-images';
import { priceRows, type PricePlan } from './build-prices';
import { collectionOf, type PlannedProduct } from './catalog-plan';
import { ACCESSORY_BRANDS } from './data/accessory-brands';
import type { FamilySeed } from './data/family-seed';
import { FAMILIES } from './data/families';
import type { L } from './data/localized';
import { DESCRIPTIONS, productName } from './data/product-copy';
import { TAG_SEEDS } from './data/tags';
import { VARIATION_ATTRIBUTES, type VariationValueSeed } from './data/variation-values';
import { listedIn } from './listed-in';
import { bestStatus, drawPopularity, drawPricePlan, drawStock } from './product-draws';
import type { Prng } from './prng';
import { slugify } from './slugify';

type ProductRow = typeof products.$inferInsert;
type TextRow = typeof productTexts.$inferInsert;

/** Everything the catalog insert writes, as plain rows. */
export interface BuiltProducts {
  readonly products: ProductRow[];
  readonly texts: TextRow[];
  readonly prices: ReturnType<typeof priceRows>;
  readonly categories: (typeof productCategories.$inferInsert)[];
  readonly images: ReturnType<typeof imageRows>;
  readonly tags: (typeof productTags.$inferInsert)[];
  /** Main products with their family and model, for upsells, orders, deals and reviews. */
  readonly mains: readonly GeneratedMain[];
}

/** A generated main product and what it was made from. */
export interface GeneratedMain {
  readonly id: number;
  readonly sku: string;
  readonly family: FamilySeed;
  readonly styleIndex: number;
  readonly model: BuiltModel | undefined;
  readonly edition: number;
  readonly plan: PricePlan;
  readonly popularity: number;
  readonly stockStatus: string;
  readonly stockQuantity: number;
  readonly variantIds: readonly number[];
}

/** How many of the most popular products carry the bestseller tag (the menu's quick link). */
export const BESTSELLERS = 48;

/**
 * Builds the planned products (plus their variations), deterministically for one seeding day, each
 * with `views` pictures (and each variation with its own in its colour).
 */
export function buildProducts(
  prng: Prng,
  cats: BuiltCategories,
  plan: readonly PlannedProduct[],
  views: number,
  today: Date = new Date(),
): BuiltProducts {
  const out = {
    products: [] as ProductRow[],
    texts: [] as TextRow[],
    prices: [] as ReturnType<typeof priceRows>,
    categories: [] as (typeof productCategories.$inferInsert)[],
    images: [] as ReturnType<typeof imageRows>,
    tags: [] as (typeof productTags.$inferInsert)[],
  };
  const mains: GeneratedMain[] = [];
  const brandIds = new Map(ACCESSORY_BRANDS.map((b, i) => [b.slug, i + 1]));
  const brandNames = new Map(ACCESSORY_BRANDS.map((b) => [b.slug, b.name]));
  const tagIds = new Map(TAG_SEEDS.map((t, i) => [t.key, i + 1]));
  const topKeys = new Map([...cats.typeByKey.values()].map((c) => [c.id, c.key]));
  const modelIndex = new Map(cats.models.map((m, i) => [m.key, i]));
  let nextId = 1;

  plan.forEach(({ family, style, styleIndex, model, edition }, i) => {
    const id = nextId++;
    const number = 10001 + i;
    const sku = `NS-${family.code}-${number}`;
    const brandSlug = family.brands[styleIndex % family.brands.length]!;
    const leafs = family.categoryKeys.map((key) => cats.typeByKey.get(key)!);
    const categoryIds = listedIn(cats, leafs, model);
    const pricePlan = drawPricePlan(prng, family, styleIndex);
    const stock = drawStock(prng, today);
    const popularity = drawPopularity(prng, family, styleIndex, model, edition);
    const collection = collectionOf(edition);
    const names = localized((locale) =>
      productName(locale, {
        family: family.name[locale],
        collection,
        style: style.name[locale],
        model: model?.modelName,
      }),
    );
    const attribute = family.variation ? VARIATION_ATTRIBUTES[family.variation] : undefined;
    const values = rotated(
      (style.values ?? []).map((code) => attribute!.values.find((value) => value.code === code)!),
      model ? modelIndex.get(model.key)! : 0,
    );
    const colourOf = (value: VariationValueSeed | undefined) =>
      value && family.variation === 'color' ? value.code : (style.color ?? family.color);
    const picture = (value: VariationValueSeed | undefined) =>
      pictureKey({
        family: family.key,
        style: styleIndex,
        layout: cameraLayoutOf(model?.brandSlug),
        colour: colourOf(value),
      });
    const topKey = topKeys.get(leafs[0]!.path[0]!)!;
    const base: ProductRow = {
      id,
      sku,
      type: family.type ?? 1,
      parentId: null,
      mainSku: sku,
      groupId: FAMILIES.indexOf(family) + 1,
      discountCategory: leafs[0]!.discountCategory,
      brandId: brandIds.get(brandSlug)!,
      primaryCategoryId: leafs[0]!.id,
      prefix: brandNames.get(brandSlug)!,
      stockStatus: stock.status,
      stockQuantity: stock.quantity,
      maxOrderQuantity: pricePlan.campaign >= 30 ? 5 : family.key === 'screen' ? 10 : null,
      estimatedAt: stock.estimatedAt,
      isNew: prng.chance(model && model.released >= '2024-01' ? 0.3 : 0.03),
      // Filled in from the product's reviews (build-reviews.ts).
      ratingScore: 0,
      ratingCount: 0,
      popularity,
      // Its pictures show its first colour (each variation its own).
      picture: picture(values[0]),
      variationAttributes:
        attribute && values.length > 0 ? [variationAttribute(attribute, values)] : [],
      // Deterministic: one product an hour from 2024 on, so "newest" sorts the same on every run.
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
    };
    out.products.push(base);
    const keywords = localized((locale) =>
      [
        model?.modelName,
        model ? cats.deviceBrandBySlug.get(model.brandSlug)!.name[locale] : '',
        brandNames.get(brandSlug),
        ...leafs.map((l) => l.name[locale]),
        cats.typeByKey.get(topKey)!.name[locale],
        ...values.map((v) => v.name[locale]),
      ]
        .filter(Boolean)
        .join(' '),
    );
    for (const locale of LOCALE_CODES) {
      out.texts.push({
        productId: id,
        locale,
        slug: `${slugify(names[locale])}-${number}`,
        name: names[locale],
        description: DESCRIPTIONS[topKey]![locale].replace('{name}', names[locale]).replace(
          '{brand}',
          brandNames.get(brandSlug)!,
        ),
        keywords: keywords[locale],
        isMain: true,
        popularity,
      });
    }
    out.prices.push(...priceRows(id, pricePlan));
    for (const categoryId of categoryIds) out.categories.push({ productId: id, categoryId });
    out.images.push(...imageRows(id, sku, views));
    const tags = new Set([...family.tags, ...(style.tags ?? [])]);
    // Quick-link tags follow from the data: offers are the campaign products, inspirations the gift ideas.
    if (pricePlan.campaign > 0) tags.add('offers');
    if (tags.has('gift-idea')) tags.add('inspiration');
    for (const tag of tags) out.tags.push({ productId: id, tagId: tagIds.get(tag)! });

    const variantIds: number[] = [];
    for (const value of values) {
      const variantId = nextId++;
      variantIds.push(variantId);
      const variantStock = drawStock(prng, today);
      out.products.push({
        ...base,
        id: variantId,
        sku: `${sku}-${value.suffix}`,
        type: 2,
        parentId: id,
        picture: picture(value),
        stockStatus: variantStock.status,
        stockQuantity: variantStock.quantity,
        estimatedAt: variantStock.estimatedAt,
        variationAttributes: [],
        variationValues: { [attribute!.code]: value.code },
      });
      for (const locale of LOCALE_CODES) {
        const valueName =
          family.variation === 'color' ? value.name[locale].toLowerCase() : value.name[locale];
        out.texts.push({
          productId: variantId,
          locale,
          slug: `${slugify(names[locale])}-${number}-${slugify(valueName)}`,
          name: `${names[locale]}, ${valueName}`,
          description: '',
          keywords: keywords[locale],
          isMain: false,
          popularity: 0,
        });
      }
      out.prices.push(
        ...priceRows(variantId, { ...pricePlan, sek: pricePlan.sek + value.priceDeltaSek }),
      );
      for (const categoryId of categoryIds)
        out.categories.push({ productId: variantId, categoryId });
      out.images.push(...imageRows(variantId, `${sku}-${value.suffix}`, views));
    }
    if (variantIds.length > 0) {
      const variants = out.products.slice(-variantIds.length);
      base.stockStatus = bestStatus(variants.map((p) => p.stockStatus ?? 'back-order'));
      base.stockQuantity = variants.reduce((sum, p) => sum + (p.stockQuantity ?? 0), 0);
      // A main product is presale only when its best variation is.
      base.estimatedAt =
        base.stockStatus === 'back-order'
          ? (variants.find((p) => p.estimatedAt)?.estimatedAt ?? null)
          : null;
    }
    mains.push({
      id,
      sku,
      family,
      styleIndex,
      model,
      edition,
      plan: pricePlan,
      popularity,
      stockStatus: base.stockStatus ?? 'in-stock',
      stockQuantity: base.stockQuantity ?? 0,
      variantIds,
    });
  });
  const bestsellerTag = tagIds.get('bestseller')!;
  for (const main of mostPopular(mains, BESTSELLERS))
    out.tags.push({ productId: main.id, tagId: bestsellerTag });
  return { ...out, mains };
}

/** The `count` most popular of the products (ties by id). */
export function mostPopular<T extends { id: number; popularity: number }>(
  products: readonly T[],
  count: number,
): T[] {
  return [...products].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, count);
}

/**
 * The values starting at `offset` (wrapping round): one type's colours come first in turns across
 * the models, so a listing of it shows all its colours, not one.
 */
function rotated<T>(values: readonly T[], offset: number): T[] {
  const start = values.length === 0 ? 0 : offset % values.length;
  return [...values.slice(start), ...values.slice(0, start)];
}

function localized(make: (locale: LocaleCode) => string): L {
  return { sv: make('sv'), no: make('no'), da: make('da'), fi: make('fi'), nl: make('nl') };
}

function variationAttribute(
  attribute: { code: string; name: L },
  values: readonly VariationValueSeed[],
): StoredVariationAttribute {
  return {
    code: attribute.code,
    name: attribute.name,
    values: values.map((v) => ({ code: v.code, name: v.name })),
  };
}
