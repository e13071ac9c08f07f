import { buildPath, LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import type {
  brands,
  cmsPages,
  newsletterSubscribers,
  searchTriggers,
  strings,
  tags,
  tagTexts,
  widgets,
} from '../src/platform/db/schema';
import type { BuiltCategories } from './build-categories';
import { ACCESSORY_BRANDS } from './data/accessory-brands';
import { CMS_DRAFTS } from './data/cms-drafts';
import { CMS_LEGACY_BLOCKS } from './data/cms-legacy-blocks';
import { CMS_PAGES, type CmsPageSeed } from './data/cms-pages';
import { NEWSLETTER_SUBSCRIBERS } from './data/newsletter-subscribers';
import { SEARCH_TRIGGERS, type TriggerTarget } from './data/search-triggers';
import { TAG_SEEDS } from './data/tags';
import { UI_STRINGS } from './data/ui-strings';
import { WIDGETS } from './data/widgets';
import { slugify } from './slugify';

/** Brands, tags, widgets, strings, CMS pages, newsletter subscribers and search hints as rows. */
export interface BuiltContent {
  readonly brands: (typeof brands.$inferInsert)[];
  readonly tags: (typeof tags.$inferInsert)[];
  readonly tagTexts: (typeof tagTexts.$inferInsert)[];
  readonly widgets: (typeof widgets.$inferInsert)[];
  readonly strings: (typeof strings.$inferInsert)[];
  readonly cmsPages: (typeof cmsPages.$inferInsert)[];
  readonly newsletterSubscribers: (typeof newsletterSubscribers.$inferInsert)[];
  readonly searchTriggers: (typeof searchTriggers.$inferInsert)[];
}

/** The slug chain of a category in a locale, e.g. 'tillbehor/presentkort'. */
export function categorySlugChain(
  cats: BuiltCategories,
  path: readonly number[],
  locale: LocaleCode,
): string {
  return path
    .map((id) => cats.textRows.find((t) => t.categoryId === id && t.locale === locale)!.slug)
    .join('/');
}

function triggerUrl(cats: BuiltCategories, target: TriggerTarget, locale: LocaleCode): string {
  const options = { prefix: false };
  if ('page' in target) return buildPath('cms', { _splat: target.page }, locale, options);
  const path =
    'category' in target
      ? cats.typeByKey.get(target.category)!.path
      : cats.deviceBrandBySlug.get(target.deviceBrand)!.path;
  return buildPath(
    'product-category-all',
    { _splat: categorySlugChain(cats, path, locale) },
    locale,
    options,
  );
}

/** The newsletter subscribers of every storefront as rows. */
export function newsletterSubscriberRows(): (typeof newsletterSubscribers.$inferInsert)[] {
  return LOCALE_CODES.flatMap((locale) =>
    NEWSLETTER_SUBSCRIBERS[locale].map((s) => ({
      locale,
      email: s.email,
      subscribedAt: new Date(s.subscribedAt),
      unsubscribedAt: s.unsubscribedAt ? new Date(s.unsubscribedAt) : null,
    })),
  );
}

/**
 * A seeded page as a row: its translation key, the old shop's block appended (the returns page)
 * and its draft (the shipping page).
 */
function cmsPageRow(locale: LocaleCode, { key, slug, title, content }: CmsPageSeed) {
  const legacy = CMS_LEGACY_BLOCKS[locale];
  const draft = CMS_DRAFTS[locale];
  return {
    slug,
    translationKey: key,
    title,
    content: legacy.slug === slug ? content + legacy.html : content,
    ...(draft.slug === slug ? { draftTitle: draft.title, draftContent: draft.content } : {}),
  };
}

/** Builds the content rows of every locale. */
export function buildContent(cats: BuiltCategories): BuiltContent {
  const localeIndex = (locale: LocaleCode) => LOCALE_CODES.indexOf(locale);
  let triggerId = 1;
  let pageId = 1;
  return {
    brands: ACCESSORY_BRANDS.map((b, i) => ({
      id: i + 1,
      slug: b.slug,
      name: b.name,
      description: b.description,
    })),
    tags: TAG_SEEDS.map((_, i) => ({ id: i + 1 })),
    tagTexts: TAG_SEEDS.flatMap((tag, i) =>
      LOCALE_CODES.map((locale) => ({
        tagId: i + 1,
        locale,
        name: tag.name[locale],
        slug: slugify(tag.name[locale]),
      })),
    ),
    widgets: WIDGETS.flatMap((w) =>
      LOCALE_CODES.map((locale) => ({
        slug: w.slug,
        locale,
        content: w.content[locale],
        hidden: w.hidden,
      })),
    ),
    strings: UI_STRINGS.flatMap(([key, ...values]) =>
      LOCALE_CODES.map((locale) => ({ locale, key, value: values[localeIndex(locale)]! })),
    ),
    cmsPages: LOCALE_CODES.flatMap((locale) =>
      CMS_PAGES[locale].map((page) => ({
        id: pageId++,
        locale,
        ...cmsPageRow(locale, page),
        updatedAt: new Date(Date.UTC(2026, 0, 15, 9)),
      })),
    ),
    newsletterSubscribers: newsletterSubscriberRows(),
    searchTriggers: LOCALE_CODES.flatMap((locale) =>
      SEARCH_TRIGGERS[locale].map(([trigger, target, urlTitle]) => ({
        id: triggerId++,
        locale,
        trigger,
        url: triggerUrl(cats, target, locale),
        urlTitle,
      })),
    ),
  };
}
