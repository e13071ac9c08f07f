import type { CmsPageResponse } from '@nordshop/api-contract';
import { fillShopText, type LocaleCode } from '@nordshop/locale-config';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cmsPages } from '../db/schema';
import { sanitizeContentHtml } from './sanitize-html';

/**
 * A CMS page of a storefront as served: the published title and content, or with `draft` its draft
 * (draft_title and draft_content, each falling back to the published one). The content is always
 * sanitized (sanitizeContentHtml), whatever the CMS stored, with the storefront's settings filled in
 * (fillShopText). Null when there is no such page.
 */
export async function loadCmsPage(
  db: Db,
  locale: LocaleCode,
  slug: string,
  options: { draft: boolean },
): Promise<CmsPageResponse | null> {
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.locale, locale), eq(cmsPages.slug, slug)));
  if (!page) return null;
  const title = options.draft ? (page.draftTitle ?? page.title) : page.title;
  const content = options.draft ? (page.draftContent ?? page.content) : page.content;
  return {
    slug: page.slug,
    title,
    content: sanitizeContentHtml(fillShopText(content, locale)),
    updated_at: page.updatedAt.toISOString(),
  };
}
