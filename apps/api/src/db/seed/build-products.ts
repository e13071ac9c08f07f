import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import type {
  productCategories,
  products,
  productTags,
  productTexts,
  StoredVariationAttribute,
} from '../schema';
import type { BuiltCategories, BuiltModel } from './build-categories';
import { imageRows } from './build-images';
import { drawPricePlan, priceRows, type PricePlan } from './build-prices';
import { ACCESSORY_BRANDS } from './data/accessory-brands';
import type { FamilySeed } from './data/family-seed';
import { FAMILIES } from './data/families';
import type { L } from './data/localized';
import { DESCRIPTIONS, modelProductName, universalProductName } from './data/product-copy';
import { TAG_SEEDS } from './data/tags';
import {
  CAPACITY_ATTRIBUTE,
  COLOR_ATTRIBUTE,
  type VariationValueSeed,
} from './data/variation-values';
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
  /** Main products with their family and model, for upsells, orders and deals. */
  readonly mains: readonly GeneratedMain[];
}

/** A generated main product and what it was made from. */
export interface GeneratedMain {
  readonly id: number;
  readonly sku: string;
  readonly family: FamilySeed;
  readonly model: BuiltModel | undefined;
  readonly plan: PricePlan;
  readonly popularity: number;
  readonly stockStatus: string;
  readonly stockQuantity: number;
  readonly variantIds: readonly number[];
}

const STOCK_STATUSES: readonly (readonly [string, number])[] = [
  ['in-stock', 70],
  ['back-order-quick', 10],
  ['back-order-slow', 7],
  ['back-order', 8],
  ['special-order', 2],
  ['presale', 3],
];

/**
 * Builds `count` main products (plus their variations) from the families, deterministically for
 * one seeding day: presale dates lie 45 to 345 days after `today` (the seed's date), so the demo
 * always has dates in the coming months and dates that need their year.
 */
export function buildProducts(
  prng: Prng,
  cats: BuiltCategories,
  count: number,
  imagesPerProduct: number,
  today: Date = new Date(),
): BuiltProducts {
  const drawStock = (random: Prng) => drawStockFrom(random, today);
  const out: BuiltProducts = {
    products: [],
    texts: [],
    prices: [],
    categories: [],
    images: [],
    tags: [],
    mains: [],
  };
  const mains: GeneratedMain[] = [];
  const brandIds = new Map(ACCESSORY_BRANDS.map((b, i) => [b.slug, i + 1]));
  const brandNames = new Map(ACCESSORY_BRANDS.map((b) => [b.slug, b.name]));
  const tagIds = new Map(TAG_SEEDS.map((t, i) => [t.key, i + 1]));
  const familyWeights = FAMILIES.map((f) => [f, f.weight] as const);
  let nextId = 1;

  for (let i = 0; i < count; i += 1) {
    const family = prng.weighted(familyWeights);
    const model = family.modelSpecific ? pickModel(prng, cats.models, family) : undefined;
    const style = prng.pick(family.styles);
    const brandSlug = prng.pick(family.brands);
    const id = nextId++;
    const number = 10001 + i;
    const sku = `NS-${family.code}-${number}`;
    const leafs = family.categoryKeys.map((key) => cats.typeByKey.get(key)!);
    const categoryIds = new Set<number>(leafs.flatMap((leaf) => leaf.path));
    for (const cid of model ? model.path : [cats.deviceBrandBySlug.get('universal')!.id])
      categoryIds.add(cid);
    // A product for a model of a big brand is also listed in the type's third level for that brand.
    for (const leaf of model ? leafs : []) {
      const third = cats.typeBrandLeafs.get(`${leaf.key}:${model!.brandSlug}`);
      if (third) categoryIds.add(third.id);
    }
    const plan = drawPricePlan(prng, family.priceSek, family.tierChance);
    const stock = drawStock(prng);
    const popularity =
      Math.floor(5000 * prng.next() ** 3) + (family.tags.includes('bestseller') ? 200 : 0);
    const names = localized((locale) =>
      model
        ? modelProductName(locale, family.name[locale], style[locale], model.modelName)
        : universalProductName(family.name[locale], style[locale]),
    );
    const attribute =
      family.variation === 'capacity'
        ? CAPACITY_ATTRIBUTE
        : family.variation === 'color'
          ? COLOR_ATTRIBUTE
          : undefined;
    const values =
      attribute && (family.variation === 'capacity' || prng.chance(0.5))
        ? prng.sample(attribute.values, prng.int(2, 4))
        : [];
    const top = leafs[0]!.path[0]!;
    const topKey = [...cats.typeByKey.values()].find((c) => c.id === top)!.key;
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
      maxOrderQuantity: plan.campaign >= 30 ? 5 : family.key === 'screen' ? 10 : null,
      estimatedAt: stock.estimatedAt,
      isNew: prng.chance(0.08),
      ratingScore: 0,
      ratingCount: 0,
      popularity,
      variationAttributes:
        attribute && values.length > 0 ? [variationAttribute(attribute, values)] : [],
      // Deterministic: one product an hour from 2024 on, so "newest" sorts the same on every run.
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
    };
    if (prng.chance(0.75)) {
      base.ratingCount = Math.floor(400 * prng.next() ** 2) + 1;
      base.ratingScore = Math.round((3.2 + prng.next() * 1.8) * 10) / 10;
    }
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
      const description = DESCRIPTIONS[topKey]![locale].replace('{name}', names[locale]).replace(
        '{brand}',
        brandNames.get(brandSlug)!,
      );
      out.texts.push({
        productId: id,
        locale,
        slug: `${slugify(names[locale])}-${number}`,
        name: names[locale],
        description,
        keywords: keywords[locale],
        isMain: true,
        popularity,
      });
    }
    out.prices.push(...priceRows(id, plan));
    for (const categoryId of categoryIds) out.categories.push({ productId: id, categoryId });
    out.images.push(
      ...imageRows(id, sku, imagesPerProduct === 1 ? 1 : prng.int(1, imagesPerProduct)),
    );
    for (const tag of family.tags)
      if (prng.chance(0.35)) out.tags.push({ productId: id, tagId: tagIds.get(tag)! });
    // Quick-link tags follow from the data, without drawing from the PRNG (the rest stays as it was).
    if (plan.campaign > 0) out.tags.push({ productId: id, tagId: tagIds.get('offers')! });
    if (family.tags.includes('gift-idea'))
      out.tags.push({ productId: id, tagId: tagIds.get('inspiration')! });

    const variantIds: number[] = [];
    for (const value of values) {
      const variantId = nextId++;
      variantIds.push(variantId);
      const variantStock = drawStock(prng);
      out.products.push({
        ...base,
        id: variantId,
        sku: `${sku}-${value.suffix}`,
        type: 2,
        parentId: id,
        stockStatus: variantStock.status,
        stockQuantity: variantStock.quantity,
        estimatedAt: variantStock.estimatedAt,
        variationAttributes: [],
        variationValues: { [attribute!.code]: value.code },
      });
      for (const locale of LOCALE_CODES) {
        const valueName =
          attribute === COLOR_ATTRIBUTE ? value.name[locale].toLowerCase() : value.name[locale];
        const name = `${names[locale]}, ${valueName}`;
        out.texts.push({
          productId: variantId,
          locale,
          slug: `${slugify(names[locale])}-${number}-${slugify(valueName)}`,
          name,
          description: '',
          keywords: keywords[locale],
          isMain: false,
          popularity: 0,
        });
      }
      out.prices.push(...priceRows(variantId, { ...plan, sek: plan.sek + value.priceDeltaSek }));
      for (const categoryId of categoryIds)
        out.categories.push({ productId: variantId, categoryId });
      out.images.push(...imageRows(variantId, `${sku}-${value.suffix}`, 1));
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
      model,
      plan,
      popularity,
      stockStatus: base.stockStatus ?? 'in-stock',
      stockQuantity: base.stockQuantity ?? 0,
      variantIds,
    });
  }
  return { ...out, mains };
}

function localized(make: (locale: LocaleCode) => string): L {
  return { sv: make('sv'), no: make('no'), da: make('da'), fi: make('fi'), nl: make('nl') };
}

function pickModel(prng: Prng, models: readonly BuiltModel[], family: FamilySeed): BuiltModel {
  const allowed = family.deviceBrands
    ? models.filter((m) => family.deviceBrands!.includes(m.brandSlug))
    : models;
  // Apple and Samsung sell the most accessories; weigh them up like the real market.
  return prng.weighted(
    allowed.map(
      (m) => [m, m.brandSlug === 'apple' ? 3 : m.brandSlug === 'samsung' ? 2 : 1] as const,
    ),
  );
}

function drawStockFrom(
  prng: Prng,
  today: Date,
): { status: string; quantity: number; estimatedAt: string | null } {
  const status = prng.weighted(STOCK_STATUSES);
  if (status === 'presale') {
    const offset = 45 + Math.round(prng.int(0, 200) * 1.5);
    const day = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset),
    );
    return { status: 'back-order', quantity: 0, estimatedAt: day.toISOString().slice(0, 10) };
  }
  const quantity =
    status === 'in-stock' ? (prng.chance(0.1) ? prng.int(1, 3) : prng.int(10, 250)) : 0;
  return { status, quantity, estimatedAt: null };
}

const STATUS_RANK = [
  'in-stock',
  'back-order-quick',
  'back-order-slow',
  'special-order',
  'back-order',
];

function bestStatus(statuses: readonly string[]): string {
  return (
    [...statuses].sort((a, b) => STATUS_RANK.indexOf(a) - STATUS_RANK.indexOf(b))[0] ?? 'back-order'
  );
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
