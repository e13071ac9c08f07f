import type { ImportLine } from '@nordshop/api-contract';
import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import { STANDARD_VAT_RATES } from '../catalog/vat-rates';
import type { StoredPrices, StoredVariationAttribute } from '../platform/db/schema';

/** A product's text in one language as stored (keywords made from its brand and categories). */
export interface StoredText {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly keywords: string;
}

/**
 * Everything the import writes for one product, as comparable plain data: the state read from the
 * database and the state a line asks for have this shape, and a product is written only when the
 * two differ. A storefront sells the product when it has its text and its price (the catalog's
 * rule); a discontinued product has neither anywhere.
 */
export interface ProductState {
  readonly sku: string;
  readonly parentSku: string | null;
  readonly variationValues: Readonly<Record<string, string>>;
  readonly variationAttributes: readonly StoredVariationAttribute[];
  readonly texts: Readonly<Partial<Record<LocaleCode, StoredText>>>;
  readonly prices: Readonly<Partial<Record<LocaleCode, { vat: number; prices: StoredPrices }>>>;
  readonly brandId: number | null;
  readonly prefix: string;
  /** Every category the product is listed in, ascending. */
  readonly categoryIds: readonly number[];
  readonly primaryCategoryId: number | null;
  /** Ascending. */
  readonly tagIds: readonly number[];
  readonly stock: { quantity: number; status: string; estimatedAt: string | null };
  readonly images: readonly { url: string; width: number; height: number }[];
  readonly groupId: number;
  readonly discountCategory: number;
  readonly maxOrderQuantity: number | null;
  readonly isNew: boolean;
  readonly popularity: number;
}

/** The parts of a product stored in rows of their own, each rewritten only when it differs. */
export const STATE_PARTS = ['texts', 'prices', 'categoryIds', 'tagIds', 'images'] as const;
export type StatePart = (typeof STATE_PARTS)[number];

/** JSON with object keys sorted, so equal data compares equal whatever its key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether two values are the same data. */
export const sameData = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** Whether the products row itself (not its texts, prices, listings, tags or pictures) differs. */
export function rowDiffers(a: ProductState, b: ProductState): boolean {
  const row = (s: ProductState) => {
    const { texts: _t, prices: _p, categoryIds: _c, tagIds: _g, images: _i, ...rest } = s;
    return rest;
  };
  return !sameData(row(a), row(b));
}

/** What a product takes from elsewhere: its brand, listings and tags, resolved to ids and names. */
export interface Classification {
  readonly brand: { id: number; name: string } | null;
  readonly categoryIds: readonly number[];
  readonly primaryCategoryId: number | null;
  /** The names of its categories per language, for the words search finds it by. */
  readonly categoryNames: Readonly<Partial<Record<LocaleCode, readonly string[]>>>;
  readonly tagIds: readonly number[];
  readonly variationAttributes: readonly StoredVariationAttribute[];
  readonly groupId: number;
  readonly discountCategory: number;
  readonly maxOrderQuantity: number | null;
  readonly isNew: boolean;
  readonly popularity: number;
  /** Extra search words of the product line, per language. */
  readonly keywords: Readonly<Partial<Record<LocaleCode, string>>>;
}

/** What a main product's line gives its own product and its variations, from resolved references. */
export function classificationOf(
  line: ImportLine,
  resolved: Pick<
    Classification,
    'brand' | 'categoryIds' | 'primaryCategoryId' | 'categoryNames' | 'tagIds'
  >,
): Classification {
  return {
    ...resolved,
    variationAttributes: (line.variation_attributes ?? []).map((a) => ({
      code: a.code,
      name: a.name,
      values: a.values.map((v) => ({ code: v.code, name: v.name })),
    })),
    groupId: line.group_id ?? 0,
    discountCategory: line.discount_category ?? 0,
    maxOrderQuantity: line.max_order_quantity ?? null,
    isNew: line.is_new ?? false,
    popularity: line.popularity ?? 0,
    keywords: Object.fromEntries(
      LOCALE_CODES.flatMap((l) => {
        const words = line.texts?.[l]?.keywords;
        return words ? [[l, words]] : [];
      }),
    ),
  };
}

/**
 * The words search finds a product by in one language, as the demo catalog writes them: its
 * brand, its categories, its variation values and the line's own keywords.
 */
export function keywordsOf(product: Classification, locale: LocaleCode): string {
  const values = product.variationAttributes.flatMap((a) => a.values.map((v) => v.name[locale]));
  return [
    product.brand?.name,
    ...(product.categoryNames[locale] ?? []),
    ...values,
    product.keywords[locale],
  ]
    .filter((word): word is string => Boolean(word))
    .join(' ');
}

/** The texts and prices of a line, each text with the search words `keywordsIn` gives. */
function textsAndPrices(
  line: ImportLine,
  keywordsIn: (locale: LocaleCode) => string,
): Pick<ProductState, 'texts' | 'prices'> {
  const texts: Partial<Record<LocaleCode, StoredText>> = {};
  const prices: Partial<Record<LocaleCode, { vat: number; prices: StoredPrices }>> = {};
  for (const locale of LOCALE_CODES) {
    const text = line.texts?.[locale];
    if (text)
      texts[locale] = {
        name: text.name,
        slug: text.slug,
        description: text.description ?? '',
        keywords: keywordsIn(locale),
      };
    const tiers = line.prices?.[locale];
    if (tiers)
      prices[locale] = {
        vat: line.vat?.[locale] ?? STANDARD_VAT_RATES[locale],
        prices: { n: tiers.n, c: tiers.c },
      };
  }
  return { texts, prices };
}

const stockOf = (line: ImportLine): ProductState['stock'] => ({
  quantity: line.stock?.quantity ?? 0,
  status: line.stock?.status ?? 'in-stock',
  estimatedAt: line.stock?.estimated_at ?? null,
});

/** The state a main product's line asks for, with its references resolved. */
export function desiredMainState(line: ImportLine, product: Classification): ProductState {
  return {
    sku: line.sku,
    parentSku: null,
    variationValues: {},
    variationAttributes: product.variationAttributes,
    ...textsAndPrices(line, (locale) => keywordsOf(product, locale)),
    brandId: product.brand?.id ?? null,
    prefix: product.brand?.name ?? '',
    categoryIds: [...new Set(product.categoryIds)].sort((a, b) => a - b),
    primaryCategoryId: product.primaryCategoryId,
    tagIds: [...new Set(product.tagIds)].sort((a, b) => a - b),
    stock: stockOf(line),
    images: line.images ?? [],
    groupId: product.groupId,
    discountCategory: product.discountCategory,
    maxOrderQuantity: product.maxOrderQuantity,
    isNew: product.isNew,
    popularity: product.popularity,
  };
}

/**
 * The state a variation's line asks for: its own texts, prices, stock and pictures, the rest
 * (brand, listings, grouping, search words) its product's, as the demo catalog writes variations.
 */
export function desiredVariationState(line: ImportLine, parent: ProductState): ProductState {
  return {
    ...parent,
    sku: line.sku,
    parentSku: parent.sku,
    variationValues: Object.fromEntries((line.variation ?? []).map((v) => [v.attribute, v.value])),
    variationAttributes: [],
    ...textsAndPrices(line, (locale) =>
      [parent.texts[locale]?.keywords, line.texts?.[locale]?.keywords]
        .filter((word): word is string => Boolean(word))
        .join(' '),
    ),
    tagIds: [],
    stock: stockOf(line),
    images: line.images ?? [],
  };
}

/** A product taken off every storefront: no texts and no prices, everything else kept. */
export function discontinuedState(current: ProductState): ProductState {
  return { ...current, texts: {}, prices: {} };
}

/** The single-item price a listing sorts by: the lowest tier from quantity 1, campaign included. */
export function sortPriceOf(prices: StoredPrices): number {
  return Math.min(...[...prices.n, ...prices.c].filter((t) => t.q === 1).map((t) => t.p));
}
