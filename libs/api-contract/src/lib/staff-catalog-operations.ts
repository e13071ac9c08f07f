import * as z from 'zod';
import type { ApiOperation } from './api-operation';
import { boundedInt, storableText } from './bounded';
import { STOCK_STATUSES } from './product';

/**
 * The catalog import (issue of the staff API): one product per line, the same lines in a JSON
 * lines file (`npm run import -- catalog.jsonl`) and in the body of
 * `POST /api/staff/catalog/import`. Money is in minor units including VAT; every text is bounded
 * to what its column takes.
 */

/** The storefront languages a line may carry texts and prices for. */
export const IMPORT_LOCALES = ['sv', 'no', 'da', 'fi', 'nl'] as const;

/** Most lines one import call (and one transaction of the command) takes. */
export const IMPORT_MAX_LINES = 1_000;

/** Most field errors one refused import names (the first ones, in line order). */
export const IMPORT_MAX_ERRORS = 200;

/** A SKU: letters, digits, `.`, `_` and `-`, starting with a letter or digit, at most 64. */
export const ImportSkuSchema = storableText(64).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
  error: 'must be letters, digits, ".", "_" or "-", starting with a letter or digit',
});

/** A slug of a page: lower-case a-z and digits joined by single hyphens, at most 200. */
export const ImportSlugSchema = storableText(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'must be lower-case a-z and digits joined by single hyphens',
});

/** A code of a variation attribute or value (`color`, `black`). */
const CodeSchema = storableText(40).regex(/^[a-z0-9][a-z0-9_-]*$/, {
  error: 'must be lower-case letters, digits, "_" or "-"',
});

const nameText = storableText(200).trim().min(1, { error: 'must not be empty' });

/** Something per storefront language, each optional: `{ sv: ..., fi: ... }`. */
function perLocale<S extends z.ZodType>(value: S) {
  return z.strictObject({
    sv: value.optional(),
    no: value.optional(),
    da: value.optional(),
    fi: value.optional(),
    nl: value.optional(),
  });
}

/** A name per language (the import asks for at least one). */
const LocalizedNameSchema = perLocale(nameText);

/** A product's texts in one language: name, slug of its page, description (plain text or HTML). */
export const ImportTextSchema = z.strictObject({
  name: nameText,
  slug: ImportSlugSchema,
  description: storableText(20_000).optional(),
  /** Extra words that should find the product in search (a model number, a synonym). */
  keywords: storableText(500).optional(),
});

/** A category or tag in one language: its name and the slug of its page. */
export const ImportNamedSlugSchema = z.strictObject({ name: nameText, slug: ImportSlugSchema });

/**
 * One category of a chain, named per language. An existing category is found by its slug in any
 * language given; a missing one is created with these texts (under the category before it).
 */
export const ImportCategorySchema = z.strictObject({
  texts: perLocale(ImportNamedSlugSchema),
  /** What a created category is: a product type (default), a phone maker or a phone model. */
  kind: z.enum(['type', 'device_brand', 'device_model']).optional(),
});

/** One price tier: p price, q from this quantity, o original (before discount), d discount %. */
export const ImportTierSchema = z.strictObject({
  p: boundedInt(0, 100_000_000),
  q: boundedInt(1, 1_000_000),
  o: boundedInt(0, 100_000_000),
  d: z
    .number({ error: 'must be a number from 0 to 100' })
    .min(0, { error: 'must be a number from 0 to 100' })
    .max(100, { error: 'must be a number from 0 to 100' }),
});

/**
 * The prices of one storefront (the stored n/c object): `n` normal tiers, `c` campaign tiers
 * (empty without a campaign), minor units incl. VAT. The import asks each list to start at
 * quantity 1 and rise (rules across fields are the import's: apps/api catalog-import).
 */
export const ImportPricesSchema = z.strictObject({
  n: z.array(ImportTierSchema).min(1, { error: 'must have a tier' }).max(10),
  c: z.array(ImportTierSchema).max(10).default([]),
});

/** A picture by URL (https, or a path on the shop's origin) with its size in pixels. */
export const ImportImageSchema = z.strictObject({
  url: storableText(2_000).regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, {
    error: 'must be an http(s) URL or a path starting with /',
  }),
  width: boundedInt(1, 20_000),
  height: boundedInt(1, 20_000),
});

/** Stock: units on hand and the status shown (spec section 4), with a presale date for back-order. */
export const ImportStockSchema = z.strictObject({
  quantity: boundedInt(0, 1_000_000_000),
  status: z.enum(STOCK_STATUSES).default('in-stock'),
  estimated_at: z.iso.date({ error: 'must be a date YYYY-MM-DD' }).nullable().optional(),
});

/** A variation attribute of a product with variations (colour), its values with their names. */
export const ImportVariationAttributeSchema = z.strictObject({
  code: CodeSchema,
  name: LocalizedNameSchema,
  values: z
    .array(z.strictObject({ code: CodeSchema, name: LocalizedNameSchema }))
    .min(1)
    .max(50),
});

/** The accessory brand (maker) of a product; a missing brand is created. */
export const ImportBrandSchema = z.strictObject({
  slug: ImportSlugSchema,
  name: nameText,
});

/**
 * One import line: a product, or with `parent_sku` a variation of one. `discontinued: true` takes
 * the product (and its variations) off every storefront. The shape of a line; the rules across
 * its fields (texts and prices unless discontinued, what a variation may not set, tiers from
 * quantity 1 rising) are the import's, reported the same way (apps/api catalog-import).
 */
export const ImportLineSchema = z.strictObject({
  sku: ImportSkuSchema,
  parent_sku: ImportSkuSchema.optional(),
  /** A variation's value of each attribute of its product: `[{ "attribute": "color", "value": "black" }]`. */
  variation: z
    .array(z.strictObject({ attribute: CodeSchema, value: CodeSchema }))
    .min(1)
    .max(3)
    .optional(),
  variation_attributes: z.array(ImportVariationAttributeSchema).max(3).optional(),
  texts: perLocale(ImportTextSchema).optional(),
  /** Category chains from the top down; the product is listed in every category of each. */
  categories: z.array(z.array(ImportCategorySchema).min(1).max(6)).max(10).optional(),
  brand: ImportBrandSchema.optional(),
  tags: z.array(perLocale(ImportNamedSlugSchema)).max(20).optional(),
  prices: perLocale(ImportPricesSchema).optional(),
  /** VAT percent per storefront (default: the storefront's standard rate). */
  vat: perLocale(z.number().min(0).max(100)).optional(),
  stock: ImportStockSchema.optional(),
  images: z.array(ImportImageSchema).max(20).optional(),
  group_id: boundedInt(0, 1_000_000).optional(),
  discount_category: boundedInt(0, 1_000_000).optional(),
  max_order_quantity: boundedInt(1, 1_000_000).nullable().optional(),
  is_new: z.boolean().optional(),
  popularity: boundedInt(0, 1_000_000_000).optional(),
  discontinued: z.boolean().optional(),
});
export type ImportLine = z.infer<typeof ImportLineSchema>;

/** POST /api/staff/catalog/import: up to {@link IMPORT_MAX_LINES} lines, imported as one. */
export const CatalogImportRequestSchema = z.strictObject({
  lines: z
    .array(ImportLineSchema)
    .min(1, { error: 'must have a line' })
    .max(IMPORT_MAX_LINES, { error: `must have at most ${IMPORT_MAX_LINES} lines` }),
});
export type CatalogImportRequest = z.infer<typeof CatalogImportRequestSchema>;

/** What an import did: products created, changed, left as they were and taken off sale. */
export const CatalogImportResponseSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  discontinued: z.number().int(),
});
export type CatalogImportResponse = z.infer<typeof CatalogImportResponseSchema>;

/** The staff API's catalog operations. */
export const staffCatalogOperations = {
  importCatalog: {
    method: 'post',
    path: '/api/staff/catalog/import',
    summary:
      'Import products (JSON lines as a list): validated whole, written in one transaction, unchanged products untouched; an error names the line (from 1) and field, e.g. lines.12.prices.sv.n.0.p',
    body: CatalogImportRequestSchema,
    response: CatalogImportResponseSchema,
    auth: 'staff',
    scope: 'catalog:write',
    rateLimited: true,
  },
} as const satisfies Record<string, ApiOperation>;
