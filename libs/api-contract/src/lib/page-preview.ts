import * as z from 'zod';
import { deferred } from './deferred-schema';
import { storableText } from './bounded';
import { CmsPageResponseSchema } from './content';

/** The longest token a content link may carry (characters). */
export const CONTENT_TOKEN_MAX_LENGTH = 4_000;

/**
 * Query of GET /api/page-preview: `token`, a page-preview link's JWT signed by the CMS (HS256 with
 * the shared CONTENT_TOKEN_SECRET; claims `purpose: 'page-preview'`, `locale`, `slug` and `exp`,
 * at most 24 hours ahead).
 */
export const PagePreviewQuerySchema = deferred(() =>
  z.object({
    token: storableText(CONTENT_TOKEN_MAX_LENGTH).min(1, { error: 'is required' }),
  }),
);
export type PagePreviewQuery = z.infer<typeof PagePreviewQuerySchema>;

/**
 * GET /api/page-preview: the page's draft (its draft title and content, each falling back to the
 * published one), sanitized like a published page, marked `preview: true`. Sent with
 * `cache-control: no-store` and `x-robots-tag: noindex`.
 */
export const PagePreviewResponseSchema = deferred(() =>
  CmsPageResponseSchema.extend({ preview: z.literal(true) }),
);
export type PagePreviewResponse = z.infer<typeof PagePreviewResponseSchema>;
