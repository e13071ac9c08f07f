import * as z from 'zod';
import { deferred } from './deferred-schema';

/** A yes/no query parameter: 1, 0, true or false. */
export const QueryFlagSchema = deferred(() =>
  z
    .enum(['1', '0', 'true', 'false'], { error: 'must be 1, 0, true or false' })
    .transform((value) => value === '1' || value === 'true'),
);

/** A whole-number query parameter between min and max. */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );
}

/** A URL slug: lower-case letters, digits and dashes. */
export const SlugSchema = deferred(() =>
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a slug (a-z, 0-9, -)' })
    .max(200),
);

/** The paging and sorting of a product listing (category, brand and tag pages). */
export const ListingQuerySchema = deferred(() =>
  z.object({
    /** 1-based page number. */
    page: queryInt(1, 10_000).default(1),
    per_page: queryInt(1, 100).default(24),
    sort: z
      .enum(['popular', 'price_asc', 'price_desc', 'newest', 'rating', 'name'])
      .default('popular'),
    /** Only products in stock. */
    in_stock: QueryFlagSchema.optional(),
    /** Only products for this phone model (a device-model category slug). */
    phone_model: SlugSchema.optional(),
  }),
);
export type ListingQuery = z.infer<typeof ListingQuerySchema>;

/** The sort orders of a listing. */
export type ListingSort = ListingQuery['sort'];
