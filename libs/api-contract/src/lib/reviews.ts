import * as z from 'zod';
import { deferred } from './deferred-schema';
import { queryInt } from './query-params';

/** The most reviews one page of GET /api/products/{id}/reviews holds. */
export const REVIEWS_PER_PAGE_MAX = 20;

/** GET /api/products/{id}/reviews query: the 1-based page and its size (newest reviews first). */
export const ProductReviewsQuerySchema = deferred(() =>
  z.object({
    page: queryInt(1, 1_000).default(1),
    per_page: queryInt(1, REVIEWS_PER_PAGE_MAX).default(5),
  }),
);
export type ProductReviewsQuery = z.infer<typeof ProductReviewsQuerySchema>;

/**
 * GET /api/product-by-slug/{slug} query: with `reviews_per_page` the answer carries the first page
 * of the product's reviews of that size (as GET /api/products/{id}/reviews answers it), so a
 * product page needs one call.
 */
export const ProductBySlugQuerySchema = deferred(() =>
  z.object({
    reviews_per_page: queryInt(1, REVIEWS_PER_PAGE_MAX).optional(),
  }),
);
export type ProductBySlugQuery = z.infer<typeof ProductBySlugQuerySchema>;

/** A storefront language a review may be written in (a storefront code). */
export const ReviewLocaleSchema = deferred(() => z.enum(['sv', 'no', 'da', 'fi', 'nl']));

/** One shopper's review, in the language of the storefront that asks. */
export const ReviewSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    /** Stars, 1 to 5. */
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    /** The reviewer as shown, e.g. "Anna L.". */
    author: z.string(),
    /** When it was written (ISO 8601). */
    created_at: z.string(),
    /** The storefront language it was written in; when not the asking storefront's, its text is translated. */
    written_in: ReviewLocaleSchema,
  }),
);
export type Review = z.infer<typeof ReviewSchema>;

/**
 * GET /api/products/{id}/reviews: a page of a main product's reviews (newest first) with their
 * average and count, which are the product's rating (score with one decimal), and how many
 * reviews gave each number of stars (5 down to 1).
 */
export const ProductReviewsResponseSchema = deferred(() =>
  z.object({
    product_id: z.number().int(),
    score: z.number().min(0).max(5),
    count: z.number().int().nonnegative(),
    stars: z.array(
      z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().nonnegative() }),
    ),
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    reviews: z.array(ReviewSchema),
  }),
);
export type ProductReviewsResponse = z.infer<typeof ProductReviewsResponseSchema>;
