import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import type { productReviews, StoredReviewText } from '../src/platform/db/schema';
import type { BuiltCategories } from './build-categories';
import type { BuiltProducts } from './build-products';
import type { L } from './data/localized';
import { REVIEW_DETAILS, type ReviewKind } from './data/review-details';
import {
  bandOf,
  REVIEW_CLOSERS,
  REVIEW_OPENERS,
  REVIEW_TITLES,
  REVIEWER_INITIALS,
  REVIEWER_NAMES,
} from './data/review-phrases';
import type { Prng } from './prng';

type ReviewRow = typeof productReviews.$inferInsert;

/** A product that gets reviews: what it is, how well it sells, and since when it can be reviewed. */
export interface Reviewable {
  readonly id: number;
  readonly kind: ReviewKind;
  readonly popularity: number;
  /** The month (YYYY-MM) its phone model came out; reviews come after it. */
  readonly since: string | undefined;
}

/** The storefront languages reviews are written in, by how many shoppers each has. */
const REVIEW_LOCALES: readonly (readonly [LocaleCode, number])[] = [
  ['sv', 35],
  ['no', 15],
  ['da', 15],
  ['fi', 15],
  ['nl', 20],
];

const DAY = 86_400_000;

/** Reviews reach back this far before the seeding day. */
const REVIEW_DAYS = 720;

/**
 * The products of the catalog that shoppers review: the main products of the first edition (the
 * large seed's further editions have none) and the gift cards.
 */
export function reviewablesOf(built: BuiltProducts, cats: BuiltCategories): Reviewable[] {
  const topKeyOf = new Map([...cats.typeByKey.values()].map((c) => [c.id, c.key]));
  const kindOf = (categoryKey: string): ReviewKind => {
    if (categoryKey === 'gift-cards') return 'gift-cards';
    return topKeyOf.get(cats.typeByKey.get(categoryKey)!.path[0]!)! as ReviewKind;
  };
  const fromMains = built.mains
    .filter((main) => main.edition === 0)
    .map((main) => ({
      id: main.id,
      kind: kindOf(main.family.categoryKeys[0]!),
      popularity: main.popularity,
      since: main.model?.released,
    }));
  const giftCard = cats.typeByKey.get('gift-cards')!.id;
  const giftCards = built.products
    .filter((p) => p.type === 4 && p.primaryCategoryId === giftCard)
    .map((p) => ({
      id: p.id!,
      kind: 'gift-cards' as const,
      popularity: p.popularity ?? 0,
      since: undefined,
    }));
  return [...fromMains, ...giftCards];
}

/**
 * Believable reviews of the products, deterministically for one seeding day: about one product in
 * eight has none, the best sellers have the most (about 20); each product has a quality
 * that its ratings scatter around, with the odd one- or two-star review. A review is written in
 * one storefront language and carries its text in all five; its date lies in the two years before
 * `today`, after its phone model came out.
 */
export function buildReviews(
  prng: Prng,
  products: readonly Reviewable[],
  today: Date,
): ReviewRow[] {
  const most = Math.max(1, ...products.map((p) => p.popularity));
  const rows: ReviewRow[] = [];
  for (const product of products) {
    if (prng.chance(0.12)) continue;
    const share = (product.popularity / most) ** 0.8;
    const count = Math.round(1 + 16 * share * (0.4 + prng.next()));
    const quality = 3.8 + prng.next();
    const seen = new Set<string>();
    for (let i = 0; i < count; i += 1) {
      const rating = drawRating(prng, quality);
      const locale = prng.weighted(REVIEW_LOCALES);
      rows.push({
        productId: product.id,
        rating,
        author: `${prng.pick(REVIEWER_NAMES[locale])} ${prng.pick([...REVIEWER_INITIALS])}.`,
        locale,
        texts: reviewTexts(prng, product.kind, rating, seen),
        createdAt: reviewDate(prng, today, product.since),
      });
    }
  }
  return rows;
}

/** A rating of 1 to 5 stars around `quality`: 3 in 100 one star, 4 in 100 two, else 3 to 5. */
function drawRating(prng: Prng, quality: number): number {
  const u = prng.next();
  if (u < 0.03) return 1;
  if (u < 0.07) return 2;
  return Math.min(5, Math.max(3, Math.round(quality + (prng.next() - 0.5) * 1.6)));
}

/**
 * A review's title and text in every language: a title of its band, then (for a physical product)
 * often a first sentence, a sentence about the product and sometimes a last one; a combination
 * the product's other reviews used is drawn again (a few times).
 */
function reviewTexts(
  prng: Prng,
  kind: ReviewKind,
  rating: number,
  seen: Set<string>,
): Record<LocaleCode, StoredReviewText> {
  const band = bandOf(rating);
  let parts: { title: L; sentences: L[] } | undefined;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const title = prng.pick(REVIEW_TITLES[band]);
    const opener =
      kind !== 'gift-cards' && prng.chance(0.65) ? prng.pick(REVIEW_OPENERS[band]) : undefined;
    const detail = prng.pick(REVIEW_DETAILS[kind][band]);
    const closer = prng.chance(0.35) ? prng.pick(REVIEW_CLOSERS[band]) : undefined;
    const key = [title.sv, opener?.sv, detail.sv, closer?.sv].join('|');
    parts = { title, sentences: [opener, detail, closer].filter((s): s is L => s !== undefined) };
    if (!seen.has(key)) {
      seen.add(key);
      break;
    }
  }
  const { title, sentences } = parts!;
  return Object.fromEntries(
    LOCALE_CODES.map((locale) => [
      locale,
      { title: title[locale], body: sentences.map((s) => s[locale]).join(' ') },
    ]),
  ) as Record<LocaleCode, StoredReviewText>;
}

/**
 * A second in the two years before `today`'s UTC day (the same on any hour of it), at least three
 * weeks after the model came out.
 */
function reviewDate(prng: Prng, today: Date, since: string | undefined): Date {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 1000;
  const released = since ? Date.parse(`${since}-01T00:00:00Z`) + 21 * DAY : -Infinity;
  const start = Math.min(end, Math.max(end - REVIEW_DAYS * DAY, released));
  return new Date(Math.round((start + prng.next() * (end - start)) / 1000) * 1000);
}
