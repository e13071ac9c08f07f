/** How many pages the page area keeps cached (spec section 9). */
export const PAGE_CACHE_SIZE = 2;

/** A page the router has shown: its URL and the ids of its route matches. */
export interface ShownPage {
  readonly href: string;
  readonly matchIds: readonly string[];
}

/**
 * The pages whose data the router keeps after showing `page`: the newest first, at most `size`,
 * no page twice. A page that may not be cached (checkout, confirmation) is not kept.
 */
export function rememberPage(
  recent: readonly ShownPage[],
  page: ShownPage,
  cacheable: boolean,
  size: number = PAGE_CACHE_SIZE,
): ShownPage[] {
  const others = recent.filter((p) => p.href !== page.href);
  return (cacheable ? [page, ...others] : others).slice(0, size);
}
