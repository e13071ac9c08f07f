export { STAR_COUNT, DEFAULT_STAR_SIZE, StarRating, starStates } from './lib/star-rating';
export type { StarRatingProps } from './lib/star-rating';
