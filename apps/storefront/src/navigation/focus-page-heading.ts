/** How long a new page may take to show its main heading (a screen whose code loads late). */
export const HEADING_WAIT_MS = 3000;

/** The locations of a finished navigation, as the router reports them. */
export interface NavigationChange {
  readonly fromLocation?: { readonly pathname: string } | undefined;
  readonly toLocation: { readonly pathname: string };
}

/**
 * Whether a finished navigation moves focus to the new page's heading: only a move to another
 * path. The first page (nothing before it) leaves focus to the browser, and a change of query or
 * hash alone (sorting, paging, filters, an anchor) keeps focus on the control that made it.
 */
export function movesFocusToHeading(change: NavigationChange): boolean {
  return (
    change.fromLocation !== undefined && change.fromLocation.pathname !== change.toLocation.pathname
  );
}

function focusHeadingIn(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  // Focusable from script only: the heading is no tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The page's scroll rule (spec section 2) decides the scroll position, not the focus.
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Focuses the h1 in `main` (a screen reader then reads the new page's name), at once or as soon as
 * it appears within `waitMs`. Returns a function that stops waiting.
 */
export function focusPageHeading(main: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  if (focusHeadingIn(main)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeadingIn(main)) stop();
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
