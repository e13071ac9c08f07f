/** The widest viewport, in CSS pixels, on which the footer's link columns collapse (spec sections 4 and 9). */
export const FOOTER_COLLAPSE_MAX_WIDTH = 576;

/**
 * Whether the footer's link columns are collapsed, each behind a disclosure button: on a viewport
 * {@link FOOTER_COLLAPSE_MAX_WIDTH} CSS pixels wide or narrower (`viewportWidth` as `innerWidth`).
 */
export function isFooterCollapsed(viewportWidth: number): boolean {
  return viewportWidth <= FOOTER_COLLAPSE_MAX_WIDTH;
}

/**
 * The same rule as a media query, for the browser: its answer needs no layout of the page, where
 * reading `innerWidth` on a phone makes the browser lay the page out first.
 */
export const FOOTER_COLLAPSED_MEDIA = `(max-width: ${FOOTER_COLLAPSE_MAX_WIDTH}px)`;
