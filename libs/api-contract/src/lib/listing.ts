import * as z from 'zod';
import { deferred } from './deferred-schema';
import { AlternatesSchema } from './alternates';
import { CategoryNodeSchema } from './category';
import { ProductCardSchema } from './product';
import { ListingQuerySchema } from './query-params';

/** The page of products every listing answers with. `total` counts all pages. */
const ListingPageSchema = deferred(() =>
  z.object({
    products: z.array(ProductCardSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
  }),
);

/** A path of category slugs, e.g. mobilskal/planboksfodral. */
export const CategoryPathSchema = deferred(() =>
  z
    .string()
    .max(1_000, { error: 'must be at most 1000 characters' })
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,9}$/, { error: 'must be category slugs joined by /' }),
);

/**
 * GET /api/category-listing query: the slug chain plus paging, sorting and the phone_model filter.
 * A chain of another storefront's slugs finds the same category (the answer carries this one's).
 */
export const CategoryListingQuerySchema = deferred(() =>
  ListingQuerySchema.extend({ path: CategoryPathSchema }),
);
export type CategoryListingQuery = z.input<typeof CategoryListingQuerySchema>;

/**
 * A phone model with how many of the category's products fit it (the phone_model filter), its
 * maker (`position`: the maker's place in the menu's brand list, from 0) and the month it came out
 * (YYYY-MM; null when unknown), by which the filter groups and orders it.
 */
export const PhoneModelFacetSchema = deferred(() =>
  z.object({
    slug: z.string(),
    name: z.string(),
    count: z.number().int(),
    brand: z.object({
      slug: z.string(),
      name: z.string(),
      position: z.number().int().nonnegative(),
    }),
    released: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .nullable(),
  }),
);
export type PhoneModelFacet = z.infer<typeof PhoneModelFacetSchema>;

/** GET /api/category-listing answer. */
export const CategoryListingResponseSchema = deferred(() =>
  ListingPageSchema.extend({
    /** The category, with its description in the locale ('' when it has none). */
    category: CategoryNodeSchema.extend({ description: z.string() }),
    children: z.array(CategoryNodeSchema),
    phone_models: z.array(PhoneModelFacetSchema),
    /** The category's page in every storefront (its slug chain in each language). */
    alternates: AlternatesSchema,
  }),
);
export type CategoryListingResponse = z.infer<typeof CategoryListingResponseSchema>;

/** A brand (accessory maker). */
export const BrandSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
  }),
);
export type Brand = z.infer<typeof BrandSchema>;

/** GET /api/brands answer. */
export const BrandsResponseSchema = deferred(() => z.array(BrandSchema));

/** GET /api/brand-listing/{slug} answer. */
export const BrandListingResponseSchema = deferred(() =>
  ListingPageSchema.extend({
    brand: BrandSchema,
    /** The brand's page in every storefront. */
    alternates: AlternatesSchema,
  }),
);
export type BrandListingResponse = z.infer<typeof BrandListingResponseSchema>;

/** A product tag. */
export const TagSchema = deferred(() =>
  z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
);

/** GET /api/tag-listing/{slug} answer; a slug of another storefront finds the tag (the answer carries this one's). */
export const TagListingResponseSchema = deferred(() =>
  ListingPageSchema.extend({
    tag: TagSchema,
    /** The tag's page in every storefront (its slug in each language). */
    alternates: AlternatesSchema,
  }),
);
export type TagListingResponse = z.infer<typeof TagListingResponseSchema>;
