/** The viewport width up to which a search scrolls to y=100 (spec section 9, mobile search breakpoint). */
export const MOBILE_SEARCH_BREAKPOINT = 768;

/** Id of the product grid anchor that paging scrolls to. */
export const GRID_ANCHOR_ID = 'product-grid';

/** Where a page scrolls after a navigation (spec section 2, scroll behaviour). */
export type ScrollTarget =
  | { readonly type: 'restore' }
  | { readonly type: 'y'; readonly y: number }
  | { readonly type: 'anchor'; readonly id: string }
  | { readonly type: 'top' };

/** What the scroll rule looks at. */
export interface ScrollContext {
  /** A saved position exists for this entry (back/forward). */
  readonly hasSavedPosition: boolean;
  readonly search: {
    readonly q?: string | undefined;
    readonly page?: number | undefined;
    readonly phone_model?: string | undefined;
  };
  readonly viewportWidth: number;
}

/**
 * A saved position is restored; with q on screens up to 768 px the page scrolls to y=100; with
 * page and no phone_model it scrolls to the grid anchor; otherwise to the top.
 */
export function scrollTarget({
  hasSavedPosition,
  search,
  viewportWidth,
}: ScrollContext): ScrollTarget {
  if (hasSavedPosition) return { type: 'restore' };
  if (search.q !== undefined && viewportWidth <= MOBILE_SEARCH_BREAKPOINT)
    return { type: 'y', y: 100 };
  if (search.page !== undefined && search.phone_model === undefined)
    return { type: 'anchor', id: GRID_ANCHOR_ID };
  return { type: 'top' };
}
