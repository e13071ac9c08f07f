/** How far, in CSS pixels, the page scrolls before the header is 'scrolled' (spec sections 4 and 9). */
export const HEADER_SCROLLED_AFTER_PX = 40;

/**
 * Whether the header is in its 'scrolled' state: the page is scrolled further down than
 * {@link HEADER_SCROLLED_AFTER_PX} (`scrollY` in CSS pixels from the top).
 */
export function isHeaderScrolled(scrollY: number): boolean {
  return scrollY > HEADER_SCROLLED_AFTER_PX;
}
