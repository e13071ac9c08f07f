import type { CmsPageResponse } from '@nordshop/api-contract';
import { fillShopText, type LocaleCode } from '@nordshop/locale-config';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query';
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
  const [page] = await queryRows<{
    slug: string;
    title: string;
    content: string;
    updated_at: string | Date;
  }>(
    db,
    options.draft
      ? sql`select slug, coalesce(draft_title, title) as title, coalesce(draft_content, content) as content, updated_at from cms_pages where locale = ${locale} and slug = ${slug}`
      : sql`select slug, title, content, updated_at from cms_pages where locale = ${locale} and slug = ${slug}`,
  );
  if (!page) return null;
  return {
    slug: page.slug,
    title: page.title,
    content: sanitizeContentHtml(fillShopText(page.content, locale)),
    updated_at: new Date(page.updated_at).toISOString(),
  };
}
