import * as z from 'zod';
import { CategoryNodeSchema } from './category';
import { ProductCardSchema } from './product';
import { ListingQuerySchema } from './query-params';

/** The page of products every listing answers with. `total` counts all pages. */
const ListingPageSchema = z.object({
  products: z.array(ProductCardSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});

/** A path of category slugs, e.g. mobilskal/planboksfodral. */
export const CategoryPathSchema = z
  .string()
  .regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,9}$/, { error: 'must be category slugs joined by /' });

/** GET /api/category-listing query: the slug chain plus paging, sorting and the phone_model filter. */
export const CategoryListingQuerySchema = ListingQuerySchema.extend({ path: CategoryPathSchema });
export type CategoryListingQuery = z.input<typeof CategoryListingQuerySchema>;

/** A phone model with how many of the category's products fit it (the phone_model filter). */
export const PhoneModelFacetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });

/** GET /api/category-listing answer. */
export const CategoryListingResponseSchema = ListingPageSchema.extend({
  category: CategoryNodeSchema,
  children: z.array(CategoryNodeSchema),
  phone_models: z.array(PhoneModelFacetSchema),
});
export type CategoryListingResponse = z.infer<typeof CategoryListingResponseSchema>;

/** A brand (accessory maker). */
export const BrandSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), description: z.string() });
export type Brand = z.infer<typeof BrandSchema>;

/** GET /api/brands answer. */
export const BrandsResponseSchema = z.array(BrandSchema);

/** GET /api/brand-listing/{slug} answer. */
export const BrandListingResponseSchema = ListingPageSchema.extend({ brand: BrandSchema });
export type BrandListingResponse = z.infer<typeof BrandListingResponseSchema>;

/** A product tag. */
export const TagSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** GET /api/tag-listing/{slug} answer. */
export const TagListingResponseSchema = ListingPageSchema.extend({ tag: TagSchema });
export type TagListingResponse = z.infer<typeof TagListingResponseSchema>;
