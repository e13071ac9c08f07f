import * as z from 'zod';
import { deferred } from './deferred-schema';
import { RowIdSchema } from './bounded';
import { ImageRefSchema } from './product';

/** A step of a category's hierarchy, from the top category down. */
export const HierarchyEntrySchema = deferred(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
  }),
);
export type HierarchyEntry = z.infer<typeof HierarchyEntrySchema>;

/** What every category node carries (spec section 3, Category), without its children. */
export const CategoryNodeSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    slug: z.string(),
    name: z.string(),
    thumb: ImageRefSchema,
    show_in_menu: z.boolean(),
    show_in_main_menu: z.boolean(),
    /** From the top category down to this one; the last entry is this category. */
    hierarchy: z.array(HierarchyEntrySchema),
    /** The category page path without locale prefix, e.g. /kategori/mobilskal/planboksfodral. */
    uri: z.string(),
    /** type: product-type categories; device_brand and device_model: the phone maker and model levels. */
    kind: z.enum(['type', 'device_brand', 'device_model']),
  }),
);
export type CategoryNode = z.infer<typeof CategoryNodeSchema>;

/** A category with its subtree (spec section 3, Category: children[]). */
export type Category = CategoryNode & { children: Category[] };
export const CategorySchema: z.ZodType<Category> = deferred(() =>
  CategoryNodeSchema.extend({
    get children(): z.ZodArray<z.ZodType<Category>> {
      return z.array(CategorySchema);
    },
  }),
);

/** GET /api/product-categories query: the format version, which must be 2. */
export const ProductCategoriesQuerySchema = deferred(() =>
  z.object({
    v: z.literal('2', { error: 'v must be 2' }),
  }),
);
export type ProductCategoriesQuery = z.infer<typeof ProductCategoriesQuerySchema>;

/** GET /api/product-categories: the category tree, top categories in menu order. */
export const ProductCategoriesResponseSchema = deferred(() => z.array(CategorySchema));
export type ProductCategoriesResponse = z.infer<typeof ProductCategoriesResponseSchema>;

/** POST /api/category-children body: which of these products sit in (or under) which categories. */
export const CategoryChildrenRequestSchema = deferred(() =>
  z.object({
    productIDs: z.array(RowIdSchema).max(500),
    Categories: z.array(RowIdSchema).max(200),
  }),
);
export type CategoryChildrenRequest = z.infer<typeof CategoryChildrenRequestSchema>;

/** POST /api/category-children answer: category id → the given product ids in it or its subtree. */
export const CategoryChildrenResponseSchema = deferred(() =>
  z.record(z.string(), z.array(z.number().int())),
);
export type CategoryChildrenResponse = z.infer<typeof CategoryChildrenResponseSchema>;
