import * as z from 'zod';
import { deferred } from './deferred-schema';
import { AlternatesSchema } from './alternates';
import { queryInt } from './query-params';

/** How many pages one sitemap file lists at most (the sitemap protocol allows 50,000). */
export const SITEMAP_PAGE_SIZE = 10_000;

/** GET /api/sitemap query: which part (1-based) of the locale's sitemap. */
export const SitemapQuerySchema = deferred(() =>
  z.object({ page: queryInt(1, 10_000).default(1) }),
);
export type SitemapQuery = z.input<typeof SitemapQuerySchema>;

/** The kinds of indexable page a sitemap lists. */
export const SITEMAP_ENTRY_KINDS = ['home', 'category', 'brand', 'tag', 'product'] as const;

/** One indexable page of the storefront with its alternates (the locale's own path among them). */
export const SitemapEntrySchema = deferred(() =>
  z.object({
    kind: z.enum(SITEMAP_ENTRY_KINDS),
    alternates: AlternatesSchema,
  }),
);
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;

/**
 * GET /api/sitemap answer: one part of the locale's indexable pages (home, categories, brands,
 * tags, then products), at most {@link SITEMAP_PAGE_SIZE}; `total` counts every part.
 */
export const SitemapResponseSchema = deferred(() =>
  z.object({
    entries: z.array(SitemapEntrySchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
  }),
);
export type SitemapResponse = z.infer<typeof SitemapResponseSchema>;
