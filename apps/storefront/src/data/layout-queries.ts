import { queryOptions } from '@tanstack/react-query';
import { localDate, type IsoDate, type LocaleCode } from '@nordshop/locale-config';
import type { ServedLayoutData } from './layout-data';

/** Keys of the layout data. */
export const layoutKeys = {
  all: ['layout'] as const,
  of: (locale: LocaleCode) => ['layout', locale] as const,
};

/**
 * The layout data of a page, with the instant (epoch ms) it was loaded (the page's render instant)
 * and, when the server served it, the address of its asset (the page's preload of it).
 */
export type PageLayout = ServedLayoutData & {
  readonly now: number;
  /**
   * The storefront's date at `now` (its time zone): the page's "today" for delivery dates, carried
   * with the render instant so that the browser needs no time-zone formatting to hydrate.
   */
  readonly today: IsoDate;
};

/**
 * The storefront's layout data (settings, strings, categories, widgets, deal, payment badges;
 * docs/decisions/004), loaded by `load` (the server's shared 60 s cache, or the API in the
 * browser), and the instant it was loaded: server and browser agree on the dates and the deal
 * countdown. Kept ten minutes, then loaded again by the next page that reads it.
 */
export function layoutQuery(
  locale: LocaleCode,
  load: (locale: LocaleCode) => Promise<ServedLayoutData>,
) {
  return queryOptions({
    queryKey: layoutKeys.of(locale),
    queryFn: async (): Promise<PageLayout> => {
      const now = Date.now();
      return { ...(await load(locale)), now, today: localDate(new Date(now), locale) };
    },
    staleTime: 10 * 60_000,
    // The render instant changes with each load: a shopper's return to the tab keeps the page's.
    refetchOnWindowFocus: false,
  });
}
