import { operations, type PagePreviewResponse } from '@nordshop/api-contract';
import { Hono, type Context } from 'hono';
import type { ContentEnv } from './content-services';
import { loadCmsPage } from './cms-pages';
import { verifyContentToken, type ContentTokenRejection } from './content-token';
import { DomainError } from '../platform/http/errors';
import { route } from '../platform/http/route';

/** Headers of every preview answer: never kept by a cache, never indexed by a search engine. */
export const PAGE_PREVIEW_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
} as const;

const REFUSED: Readonly<Record<ContentTokenRejection, string>> = {
  invalid: 'The preview link is not valid',
  expired: 'The preview link has expired; ask the CMS for a new one',
  wrong_purpose: 'The token is not a page-preview link',
  expires_too_late: 'A preview link may be valid for at most 24 hours',
};

/**
 * GET /api/page-preview?token=: the draft of the CMS page a preview link names. 400 naming `token`
 * without one; 401 for a token that is forged, expired, without exp or more than 24 hours ahead,
 * of another purpose or another storefront; 404 when the page does not exist.
 */
export const pagePreviewRoutes = new Hono<ContentEnv>();

route(
  pagePreviewRoutes,
  operations.pagePreview,
  async (c, { query: { token } }) => {
    const { locale } = c.get('localeQuery');
    const services = c.get('services');
    const check = await verifyContentToken(
      token,
      await services.contentTokenSecret(),
      'page-preview',
      services.now(),
    );
    if (!check.ok) throw new DomainError('unauthorized', REFUSED[check.reason]);
    if (check.claims.locale !== locale)
      throw new DomainError(
        'unauthorized',
        `The preview link is for the ${check.claims.locale} storefront`,
      );
    const page = await loadCmsPage(c.get('database').db, locale, check.claims.slug, {
      draft: true,
    });
    if (!page) throw new DomainError('not_found', 'This page could not be found');
    const body: PagePreviewResponse = { ...page, preview: true };
    return c.json(body);
  },
  {
    // A 400 for a missing token is not kept or indexed either.
    before: (c: Context<ContentEnv>) => {
      for (const [name, value] of Object.entries(PAGE_PREVIEW_HEADERS)) c.header(name, value);
    },
  },
);
