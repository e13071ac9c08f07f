import { buildPath, LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import { heroImage } from '../src/media/hero-svg';
import type { heroSlides, heroSlideTexts, tagTexts } from '../src/platform/db/schema';
import type { BuiltCategories } from './build-categories';
import { categorySlugChain } from './build-content';
import { HERO_SLIDES, type HeroTarget } from './data/hero-slides';
import { TAG_SEEDS } from './data/tags';

/** The hero slides and their texts as rows. */
export interface BuiltHeroSlides {
  readonly slides: (typeof heroSlides.$inferInsert)[];
  readonly texts: (typeof heroSlideTexts.$inferInsert)[];
}

/** The storefront path (no locale prefix) of a slide's target, from the seeded slugs of the locale. */
function targetUri(
  cats: BuiltCategories,
  tags: readonly (typeof tagTexts.$inferInsert)[],
  target: HeroTarget,
  locale: LocaleCode,
): string {
  const options = { prefix: false };
  if ('category' in target) {
    const category = cats.typeByKey.get(target.category);
    if (!category) throw new Error(`Hero slide: no category ${target.category}`);
    return buildPath(
      'product-category-all',
      { _splat: categorySlugChain(cats, category.path, locale) },
      locale,
      options,
    );
  }
  const tagId = TAG_SEEDS.findIndex((tag) => tag.key === target.tag) + 1;
  const text = tags.find((row) => row.tagId === tagId && row.locale === locale);
  if (!text) throw new Error(`Hero slide: no tag ${target.tag} in ${locale}`);
  return buildPath('product-tag', { slug: text.slug }, locale, options);
}

/** The seeded slides: always running (no window), in order, with texts and links in every locale. */
export function buildHeroSlides(
  cats: BuiltCategories,
  tags: readonly (typeof tagTexts.$inferInsert)[],
): BuiltHeroSlides {
  return {
    slides: HERO_SLIDES.map((slide, i) => {
      const image = heroImage(slide.image);
      return {
        id: i + 1,
        sortOrder: (i + 1) * 10,
        background: slide.background,
        imageUrl: image.url,
        imageWidth: image.width,
        imageHeight: image.height,
      };
    }),
    texts: HERO_SLIDES.flatMap((slide, i) =>
      LOCALE_CODES.map((locale) => ({
        slideId: i + 1,
        locale,
        title: slide.title[locale],
        text: slide.text[locale],
        cta: slide.cta[locale],
        uri: targetUri(cats, tags, slide.target, locale),
      })),
    ),
  };
}
