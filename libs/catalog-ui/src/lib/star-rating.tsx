import { useId } from 'react';

/** Stars of the rating display (spec section 9). */
export const STAR_COUNT = 5;
/** Default star size in CSS pixels. */
export const DEFAULT_STAR_SIZE = 14;

/** The state of each of the five stars for a score from 0 to 5, rounded to the nearest half. */
export function starStates(score: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.min(STAR_COUNT, Math.max(0, score)) * 2);
  return Array.from({ length: STAR_COUNT }, (_, i) => {
    const left = halves - i * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** Props of StarRating. */
export interface StarRatingProps {
  /** Score from 0 to 5. */
  readonly score: number;
  /** Star size in CSS pixels (default 14). */
  readonly size?: number;
  /** Accessible text, e.g. "Betyg 4 av 5". */
  readonly label: string;
}

/** Five stars, full, half or empty, with an accessible label. */
export function StarRating({ score, size = DEFAULT_STAR_SIZE, label }: StarRatingProps) {
  // One gradient id per rating: many ratings share a listing page, and ids must stay unique.
  const halfId = `${useId()}-half`;
  return (
    <span className="ns-star-rating" role="img" aria-label={label}>
      {starStates(score).map((state, i) => (
        <svg
          key={i}
          width={size}
          height={size}
          viewBox="0 0 24 24"
          aria-hidden="true"
          data-state={state}
        >
          {state === 'half' ? (
            <defs>
              <linearGradient id={halfId}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="transparent" />
              </linearGradient>
            </defs>
          ) : null}
          <path
            d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
            fill={state === 'full' ? 'currentColor' : state === 'half' ? `url(#${halfId})` : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </span>
  );
}
