import type { StaffPage, StaffPageRequest } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import { and, eq, ne } from 'drizzle-orm';
import { cmsPagePath } from '../content/cms-pages';
import { sanitizeContentHtml } from '../content/sanitize-html';
import type { Db } from '../platform/db/database';
import { cmsPages } from '../platform/db/schema';
import { DomainError } from '../platform/http/errors';
import { writeAudit } from '../staff/staff-audit';
import { lockSubject, sameState, type ChangeMaker } from './staff-change';

type PageRow = typeof cmsPages.$inferSelect;

const subjectOf = (locale: LocaleCode, slug: string) => `page:${locale}/${slug}`;

function staffPageOf(row: PageRow): StaffPage {
  return {
    locale: row.locale as LocaleCode,
    slug: row.slug,
    title: row.title,
    content: row.content,
    translation_key: row.translationKey,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a page's change is about: what shoppers see of it (not when it was written). */
const shown = (page: StaffPage | null) =>
  page && { title: page.title, content: page.content, translation_key: page.translation_key };

/** The page of a storefront's slug, or null. */
async function pageRow(tx: Db, locale: LocaleCode, slug: string): Promise<PageRow | null> {
  const [row] = await tx
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.locale, locale), eq(cmsPages.slug, slug)));
  return row ?? null;
}

/** A 400 for a slug that is another screen's address in the storefront (it could never show). */
function refuseSlug(locale: LocaleCode, slug: string): void {
  try {
    cmsPagePath(locale, slug);
  } catch {
    throw new DomainError('invalid_data', 'Invalid path: slug', {
      slug: "is another screen's address in this storefront",
    });
  }
}

/**
 * Creates or replaces a storefront's CMS page: its title, its HTML sanitized as every page is
 * when served (sanitizeContentHtml), and its translation key; a draft the CMS keeps is left as it
 * is. A page equal to the stored one writes and audits nothing. A translation key another page of
 * the storefront has is a 409. Every process's page caches follow through the change feed.
 */
export async function putPage(
  db: Db,
  maker: ChangeMaker,
  target: { locale: LocaleCode; slug: string; now: Date },
  input: StaffPageRequest,
): Promise<StaffPage> {
  const { locale, slug, now } = target;
  refuseSlug(locale, slug);
  const content = sanitizeContentHtml(input.content);
  return db.transaction(async (tx) => {
    await lockSubject(tx, subjectOf(locale, slug));
    const beforeRow = await pageRow(tx, locale, slug);
    const before = beforeRow && staffPageOf(beforeRow);
    const wanted = { title: input.title, content, translation_key: input.translation_key };
    if (before && sameState(shown(before), wanted)) return before;
    if (input.translation_key !== null) {
      const [other] = await tx
        .select({ slug: cmsPages.slug })
        .from(cmsPages)
        .where(
          and(
            eq(cmsPages.locale, locale),
            eq(cmsPages.translationKey, input.translation_key),
            ne(cmsPages.slug, slug),
          ),
        );
      if (other) {
        throw new DomainError(
          'conflict',
          `The page ${other.slug} of this storefront has this translation key`,
          { translation_key: `is the key of the page ${other.slug}` },
        );
      }
    }
    const values = {
      title: input.title,
      content,
      translationKey: input.translation_key,
      updatedAt: now,
    };
    const [row] = beforeRow
      ? await tx.update(cmsPages).set(values).where(eq(cmsPages.id, beforeRow.id)).returning()
      : await tx
          .insert(cmsPages)
          .values({ locale, slug, ...values })
          .returning();
    const after = staffPageOf(row!);
    await writeAudit(tx, {
      keyId: maker.keyId,
      action: 'page.put',
      subject: subjectOf(locale, slug),
      before,
      after,
    });
    return after;
  });
}

/** Deletes a storefront's CMS page (its address answers 404 at once); an unknown page is a 404. */
export async function deletePage(
  db: Db,
  maker: ChangeMaker,
  target: { locale: LocaleCode; slug: string },
): Promise<void> {
  const { locale, slug } = target;
  await db.transaction(async (tx) => {
    await lockSubject(tx, subjectOf(locale, slug));
    const before = await pageRow(tx, locale, slug);
    if (!before) throw new DomainError('not_found', 'This page could not be found');
    await tx.delete(cmsPages).where(eq(cmsPages.id, before.id));
    await writeAudit(tx, {
      keyId: maker.keyId,
      action: 'page.delete',
      subject: subjectOf(locale, slug),
      before: staffPageOf(before),
      after: null,
    });
  });
}
