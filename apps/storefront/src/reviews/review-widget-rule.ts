/** Thresholds of the review widget (spec section 9). */
export const REVIEW_WIDGET = { minWindowHeight: 1200, maxPageHeight: 1800, scrollY: 400 } as const;

/** What the rule looks at. */
export interface ViewportState {
  readonly windowHeight: number;
  readonly pageHeight: number;
  readonly scrollY: number;
}

/**
 * Whether the third-party review widget loads now: at once when the window is taller than
 * 1200 px and the page at most 1800 px (the section is in view anyway), else once the shopper has
 * scrolled past 400 px.
 */
export function shouldLoadReviewWidget({
  windowHeight,
  pageHeight,
  scrollY,
}: ViewportState): boolean {
  return (
    (windowHeight > REVIEW_WIDGET.minWindowHeight && pageHeight <= REVIEW_WIDGET.maxPageHeight) ||
    scrollY > REVIEW_WIDGET.scrollY
  );
}
