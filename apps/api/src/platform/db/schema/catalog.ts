import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** PostgreSQL tsvector (full-text search document). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text search configuration of each storefront language: its stemmer after unaccent, so that
 * words match with or without their diacritics (migration 0009 creates them).
 */
const regconfigOfLocale = (column: string) =>
  `case ${column} when 'sv' then 'nordshop_sv'::regconfig when 'no' then 'nordshop_no'::regconfig when 'da' then 'nordshop_da'::regconfig when 'fi' then 'nordshop_fi'::regconfig when 'nl' then 'nordshop_nl'::regconfig else 'simple'::regconfig end`;

/** A text as search reads it: letters and digits glued together split apart (migration 0009). */
const searchText = (column: string) => `nordshop_search_text(coalesce(${column}, ''))`;

/** The storefront languages that get a full-text index (the locale codes of @nordshop/locale-config). */
export const SEARCH_LOCALES = ['sv', 'no', 'da', 'fi', 'nl'] as const;

/** A localized label: one text per storefront code. */
export type LocalizedText = Partial<Record<'sv' | 'no' | 'da' | 'fi' | 'nl', string>>;

/** One price tier as stored (spec section 3): p price, q minimum quantity, o original, d discount %. */
export interface StoredTier {
  p: number;
  q: number;
  o: number;
  d: number;
}

/** The prices object of section 3: n normal tiers, c campaign tiers. Money in minor units incl. VAT. */
export interface StoredPrices {
  n: StoredTier[];
  c: StoredTier[];
}

/** One variation attribute of a product with variations, e.g. colour, with localized labels. */
export interface StoredVariationAttribute {
  code: string;
  name: LocalizedText;
  values: { code: string; name: LocalizedText }[];
}

/** Category tree: product-type categories and the device brand → model levels. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: ['type', 'device_brand', 'device_model'] }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    showInMenu: boolean('show_in_menu').notNull().default(true),
    showInMainMenu: boolean('show_in_main_menu').notNull().default(false),
    thumbUrl: text('thumb_url'),
    thumbWidth: integer('thumb_width'),
    thumbHeight: integer('thumb_height'),
    /** A phone model's release month (its first day); null for other categories or when unknown. */
    releasedOn: date('released_on', { mode: 'string' }),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** Per-locale name and slug of a category; slugs are unique within a locale. */
export const categoryTexts = pgTable(
  'category_texts',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** The name as search reads it: a search lists the categories whose names match its words. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(`to_tsvector(${regconfigOfLocale('locale')}, ${searchText('name')})`),
    ),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    uniqueIndex('category_texts_locale_slug_idx').on(t.locale, t.slug),
    // A storefront's names in id order with their documents: a search's categories (decision 024).
    index('category_texts_locale_search_idx').on(t.locale, t.categoryId, t.searchVector),
  ],
);

/** Accessory brands (the maker of a product; brand pages list their products). */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull().default({}),
});

/** Products and their variations (a variation has parent_id and type 2, Variant). */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sku: text('sku').notNull().unique(),
    /** Product type enum of spec section 3: Any 0, Standard 1, Variant 2, SET 3, GiftCard 4. */
    type: smallint('type').notNull().default(1),
    parentId: integer('parent_id').references((): AnyPgColumn => products.id, {
      onDelete: 'cascade',
    }),
    mainSku: text('main_sku').notNull(),
    groupId: integer('group_id').notNull(),
    discountCategory: integer('discount_category').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    /** The leaf category shown in breadcrumbs. */
    primaryCategoryId: integer('primary_category_id').references(() => categories.id),
    prefix: text('prefix').notNull().default(''),
    stockStatus: text('stock_status').notNull().default('in-stock'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /**
     * The sequence of the last stock update a system sent (PATCH /api/staff/stock): an update with
     * a lower or equal one arrived late and is ignored.
     */
    stockSequence: bigint('stock_sequence', { mode: 'number' }).notNull().default(0),
    maxOrderQuantity: integer('max_order_quantity'),
    estimatedAt: date('estimated_at', { mode: 'string' }),
    isNew: boolean('is_new').notNull().default(false),
    ratingScore: doublePrecision('rating_score').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    /**
     * What the product's pictures show, `{family}/{type}-{camera layout}/{colour}` (media/
     * product-picture.ts); null for a product seeded before pictures were drawn by it.
     */
    picture: text('picture'),
    variationAttributes: jsonb('variation_attributes')
      .$type<StoredVariationAttribute[]>()
      .notNull()
      .default([]),
    /** For a variation: its value per attribute code, e.g. { color: 'black' }. */
    variationValues: jsonb('variation_values')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_type_check', sql`${t.type} between 0 and 4`),
    // Orders reserve stock with a conditional update; this keeps any other writer honest too.
    check('products_stock_quantity_check', sql`${t.stockQuantity} >= 0`),
    index('products_parent_idx').on(t.parentId),
    index('products_brand_idx').on(t.brandId),
    index('products_popularity_idx')
      .on(t.popularity.desc())
      .where(sql`${t.parentId} is null`),
    // A large listing sorted newest first or by rating reads its page from these (decision 040).
    index('products_newest_idx')
      .on(t.isNew.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index('products_rating_idx')
      .on(t.ratingScore.desc(), t.ratingCount.desc(), t.id)
      .where(sql`${t.parentId} is null`),
  ],
);

/** Per-locale name, slug, description and full-text document of a product. */
export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Extra words that should find the product: model, brand, category names. */
    keywords: text('keywords').notNull().default(''),
    /** Copy of products.parent_id is null, so search can use one index without a join. */
    isMain: boolean('is_main').notNull().default(true),
    popularity: integer('popularity').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector(${regconfigOfLocale('locale')}, ${searchText('name')}), 'A') || setweight(to_tsvector(${regconfigOfLocale('locale')}, ${searchText('keywords')}), 'B')`,
      ),
    ),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    uniqueIndex('product_texts_locale_slug_idx').on(t.locale, t.slug),
    // A large listing sorted by name reads its page from here (decision 040).
    index('product_texts_locale_name_idx').on(t.locale, t.name, t.productId),
    // One full-text index per storefront language, over main products only: a search reads just
    // its own locale's postings and never needs to intersect with a locale index.
    ...SEARCH_LOCALES.map((locale) =>
      index(`product_texts_search_${locale}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`locale = '${locale}' and is_main`)),
    ),
    // The same documents in order of popularity, the document in the index: a broad search takes
    // its most popular matches from here without reading the table (decision 024).
    ...SEARCH_LOCALES.map((locale) =>
      index(`product_texts_popular_${locale}_idx`)
        .on(t.popularity.desc(), t.productId, t.searchVector)
        .where(sql.raw(`locale = '${locale}' and is_main`)),
    ),
  ],
);

/** Prices of a product on one storefront: the n/c tier object, VAT and a sortable price. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    /** VAT rate in percent (25 means 25 %). */
    vat: doublePrecision('vat').notNull(),
    prices: jsonb('prices').$type<StoredPrices>().notNull(),
    /** The sequence of the last price update a system sent for this storefront (as stock_sequence). */
    sequence: bigint('sequence', { mode: 'number' }).notNull().default(0),
    /** Lowest single-item price (campaign if any), minor units incl. VAT; for sorting. */
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    index('product_prices_locale_price_idx').on(t.locale, t.price),
  ],
);

/** Which categories (and so which ancestors) a product is listed in. */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/** Product images: one row per image (sort_order) and image type (spec section 3 enum). */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    /** Image type enum: Zoom 1, Thumb 3, Gallery 4, Original 5, Featured 9, GalleryThumb 10, General 12, Avatar 13, Header 16. */
    type: smallint('type').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.sortOrder, t.type] })],
);

/** Product tags (e.g. MagSafe-compatible); tag pages list their products. */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
});

/** Per-locale name and slug of a tag. */
export const tagTexts = pgTable(
  'tag_texts',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.locale] }),
    uniqueIndex('tag_texts_locale_slug_idx').on(t.locale, t.slug),
  ],
);

/** Which products carry which tags. */
export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag_idx').on(t.tagId, t.productId),
  ],
);

/** Upselling: products offered with a product after it is added to the cart. */
export const productUpsells = pgTable(
  'product_upsells',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    upsellProductId: integer('upsell_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.upsellProductId] })],
);
