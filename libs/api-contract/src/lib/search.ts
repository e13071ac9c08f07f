import * as z from 'zod';
import { deferred } from './deferred-schema';
import { boundedInt, storableText } from './bounded';
import { ProductCardSchema } from './product';
import { QueryFlagSchema, queryInt } from './query-params';
import { SEARCH_MAX_OFFSET } from './enums';

/** Search providers the storefront's experiment may name; the API answers every one with its internal search. */
export const SearchProviderSchema = deferred(() =>
  z.string().regex(/^[a-z0-9_-]{1,32}$/, { error: 'must be a provider id (a-z, 0-9, _, -)' }),
);

/**
 * GET /api/products query. Exactly one mode:
 * - search: `query` (2+ characters) with `nc`, `co`, `provider` and optional `limit`;
 * - popular: `popular=1` with `limit`, `in_stock`, `nc`;
 * - upsell: `upselling_id` with `limit` (4), `in_stock`, `nc`.
 *
 * `nc` ("no categories"): 1 skips the category match, so `categories` is empty.
 * `co` ("count offset"): how many results to skip, for paging search results (default 0).
 * `provider`: the search provider chosen by the experiment; the API serves `internal` and answers
 * any other id with its internal search too (header x-be-provider names who answered).
 */
export const ProductsQuerySchema = deferred(() =>
  z
    .object({
      query: storableText(100).trim().min(2, { error: 'must be at least 2 characters' }).optional(),
      nc: QueryFlagSchema.optional(),
      co: queryInt(0, SEARCH_MAX_OFFSET).optional(),
      provider: SearchProviderSchema.optional(),
      limit: queryInt(1, 100).optional(),
      in_stock: QueryFlagSchema.optional(),
      popular: QueryFlagSchema.optional(),
      upselling_id: queryInt(1, 2_147_483_647).optional(),
    })
    .superRefine((q, ctx) => {
      const modes = [
        q.query !== undefined,
        q.popular === true,
        q.upselling_id !== undefined,
      ].filter(Boolean).length;
      if (modes === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['query'],
          message: 'one of query, popular=1 or upselling_id is required',
        });
      }
      if (modes > 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['query'],
          message: 'query, popular and upselling_id cannot be combined',
        });
      }
    }),
);
export type ProductsQuery = z.infer<typeof ProductsQuerySchema>;

/** A category matching a search (spec section 3, Search category); the last hierarchy entry is its name. */
export const SearchCategorySchema = deferred(() =>
  z.object({
    slug: z.string(),
    uri: z.string(),
    hierarchy: z.array(z.string()).min(1),
  }),
);
export type SearchCategory = z.infer<typeof SearchCategorySchema>;

/**
 * GET /api/products answer; with a search, the header x-be-records holds the total number of hits
 * (at most SEARCH_RECORDS_MAX, search-records.ts),
 * and x-be-match: partial says that no product matched every word (the products are the best
 * partial matches).
 */
export const ProductsResponseSchema = deferred(() =>
  z.object({
    products: z.array(ProductCardSchema),
    categories: z.array(SearchCategorySchema),
  }),
);
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>;

/** GET /api/search-triggers query. */
export const SearchTriggersQuerySchema = deferred(() =>
  z.object({
    query: storableText(100).trim().min(1, { error: 'is required' }),
  }),
);
export type SearchTriggersQuery = z.infer<typeof SearchTriggersQuerySchema>;

/** A search hint (spec section 3): a page the search words point to. `url` is a storefront path without locale prefix. */
export const SearchHintSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    url: z.string(),
    url_title: z.string(),
  }),
);
export type SearchHint = z.infer<typeof SearchHintSchema>;

/** GET /api/search-triggers answer. */
export const SearchTriggersResponseSchema = deferred(() => z.array(SearchHintSchema));

/** POST /api/product-recommendations body. */
export const RecommendationsRequestSchema = deferred(() =>
  z.object({
    /** Main SKUs of the shopper's history, newest first. */
    sku: z.array(storableText(64).min(1)).max(50),
    /** The tracking user id (used by an external provider; the internal one ignores it). */
    user_id: storableText(100).nullish(),
    /** Which box asks, e.g. product-page or cart. */
    product_box_id: z.union([storableText(64), boundedInt()]).nullish(),
  }),
);
export type RecommendationsRequest = z.infer<typeof RecommendationsRequestSchema>;

/** POST /api/product-recommendations answer: bought together with the SKUs, then same category. */
export const RecommendationsResponseSchema = deferred(() => z.array(ProductCardSchema));

/** GET /api/products/{id}/upselling answer: true when the product has upselling products. */
export const UpsellingResponseSchema = deferred(() => z.boolean());

/** Path parameter of GET /api/products/{id}/upselling. */
export const ProductIdParamSchema = deferred(() => z.object({ id: queryInt(1, 2_147_483_647) }));
