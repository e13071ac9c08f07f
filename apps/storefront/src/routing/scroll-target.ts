import { MOBILE_SEARCH_BREAKPOINT, PRODUCT_GRID_ID } from '@nordshop/catalog-ui';

/** Where a search on a mobile screen scrolls to, in CSS pixels from the top (spec section 2). */
export const MOBILE_SEARCH_SCROLL_Y = 100;

/** Where a page scrolls once it is shown (spec section 2, scroll behaviour). */
export type ScrollTarget =
  /** Leave the page where it is: the browser placed it, or the shopper moved it already. */
  | { readonly type: 'keep' }
  /** Back to the position the page had when the shopper left it (CSS pixels from the top). */
  | { readonly type: 'restore'; readonly y: number }
  | { readonly type: 'y'; readonly y: number }
  | { readonly type: 'anchor'; readonly id: string }
  | { readonly type: 'top' };

/**
 * How the shown page was reached: `load` is the document's first page (a link from elsewhere, a
 * reload, back to this document from another one), `push` a link, form or redirect inside the
 * shop, `history` back, forward or go between the shop's own pages.
 */
export type ScrollNavigation = 'load' | 'push' | 'history';

/** What the scroll rule looks at. */
export interface ScrollContext {
  readonly navigation: ScrollNavigation;
  /** The position saved when the shopper left this history entry, if one was (history only). */
  readonly savedY?: number | undefined;
  /**
   * On a `load`: the browser placed the page itself (a reload, back or forward to this document)
   * or the shopper scrolled before the page became interactive.
   */
  readonly placed?: boolean;
  readonly search: {
    readonly q?: string | undefined;
    readonly page?: number | undefined;
    readonly phone_model?: string | undefined;
  };
  /** The viewport width in CSS pixels. */
  readonly viewportWidth: number;
}

/**
 * Spec section 2: a saved position is restored; with q on screens up to 768 px the page scrolls
 * to y=100; with page and no phone_model it scrolls to the product grid; otherwise to the top.
 * A document's first page that the browser or the shopper has placed already stays where it is.
 */
export function scrollTarget({
  navigation,
  savedY,
  placed = false,
  search,
  viewportWidth,
}: ScrollContext): ScrollTarget {
  if (navigation === 'history' && savedY !== undefined) return { type: 'restore', y: savedY };
  if (navigation === 'load' && placed) return { type: 'keep' };
  if (search.q !== undefined && viewportWidth <= MOBILE_SEARCH_BREAKPOINT)
    return { type: 'y', y: MOBILE_SEARCH_SCROLL_Y };
  if (search.page !== undefined && search.phone_model === undefined)
    return { type: 'anchor', id: PRODUCT_GRID_ID };
  return navigation === 'load' ? { type: 'keep' } : { type: 'top' };
}
