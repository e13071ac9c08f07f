import type { L } from './localized';
import { GEAR_REVIEW_DETAILS } from './review-details-gear';
import { PROTECTION_REVIEW_DETAILS } from './review-details-protection';
import type { ReviewBand } from './review-phrases';

/** What a review says about the product, by kind of product (its top category, or gift cards). */
export const REVIEW_KINDS = [
  'cases',
  'screen-protection',
  'chargers',
  'cables',
  'audio',
  'spare-parts',
  'accessories',
  'gift-cards',
] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

const ALL = { ...PROTECTION_REVIEW_DETAILS, ...GEAR_REVIEW_DETAILS };

/** The sentences about the product itself, by kind and band. */
export const REVIEW_DETAILS = Object.fromEntries(
  REVIEW_KINDS.map((kind) => [kind, ALL[kind]!]),
) as Readonly<Record<ReviewKind, Readonly<Record<ReviewBand, readonly L[]>>>>;
