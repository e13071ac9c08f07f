import type { Alternates, CmsPageResponse } from '@nordshop/api-contract';
import { buildPath, isLocaleCode, type LocaleCode } from '@nordshop/locale-config';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { cmsPages } from '../platform/db/schema';
import { fillPageText } from './fill-page-text';
import { sanitizeContentHtml } from './sanitize-html';

/** A CMS page's path without locale prefix in a storefront, e.g. `/kopvillkor`. */
export function cmsPagePath(locale: LocaleCode, slug: string): string {
  return buildPath('cms', { _splat: slug }, locale, { prefix: false });
}

/**
 * The page in every storefront that has it (docs/decisions/033): the pages sharing its
 * translation key, else the page alone. A slug that is a path word of another screen in a
 * storefront cannot be a CMS page there, and is left out.
 */
async function cmsAlternates(
  db: Db,
  page: { locale: LocaleCode; slug: string; translationKey: string | null },
): Promise<Alternates> {
  const rows =
    page.translationKey === null
      ? [page]
      : await db
          .select({ locale: cmsPages.locale, slug: cmsPages.slug })
          .from(cmsPages)
          .where(eq(cmsPages.translationKey, page.translationKey));
  const alternates: Alternates = {};
  for (const { locale, slug } of rows) {
    if (!isLocaleCode(locale)) continue;
    try {
      alternates[locale] = cmsPagePath(locale, slug);
    } catch {
      // Not a CMS address in that storefront.
    }
  }
  return alternates;
}

/**
 * A CMS page of a storefront as served: the published title and content, or with `draft` its draft
 * (draft_title and draft_content, each falling back to the published one), and its translations
 * (`alternates`). The content is always sanitized (sanitizeContentHtml), whatever the CMS stored,
 * with the storefront's settings and shipping prices filled in (fillPageText). Null when there is
 * no such page.
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
    content: sanitizeContentHtml(await fillPageText(content, locale)),
    updated_at: page.updatedAt.toISOString(),
    alternates: await cmsAlternates(db, { locale, slug, translationKey: page.translationKey }),
  };
}
