import { defaultShouldDehydrateQuery, hydrate, type QueryClient } from '@tanstack/react-query';
import { isLocaleCode, type IsoDate, type LocaleCode } from '@nordshop/locale-config';
import type { LayoutData } from '../data/layout-data';
import { layoutKeys, type PageLayout } from '../data/layout-queries';
import { packPageData, unpackPageData } from './page-data-pack';
import { dehydratedStateOf, pageQueriesOf, type PageQueries } from './router-boundary';

/**
 * Where a page's layout data is (docs/decisions/004, amended): the address of the storefront's content-hashed
 * layout asset, which the page preloads, and the page's render instant and load time, which the
 * asset cannot hold.
 */
export interface LayoutPointer {
  readonly locale: LocaleCode;
  /** The asset's address, `/layout/sv.{hash}.json`. */
  readonly asset: string;
  /** The page's render instant (epoch ms): server and browser agree on dates and the countdown. */
  readonly now: number;
  /** The storefront's date at `now` (PageLayout's `today`). */
  readonly today: IsoDate;
  /** When the server loaded the data (epoch ms): the browser keeps it as long as the server's was. */
  readonly updatedAt: number;
}

/** What the router carries from the server's query cache into the page (router.tsx). */
export interface PageState {
  /** The page's own queries, dehydrated. */
  readonly queries: PageQueries;
  /** The layout data the page shows, by reference. */
  readonly layouts: readonly LayoutPointer[];
}

/** The name of the page's `<meta>` holding its layout asset's address (seo/route-head.ts). */
export const LAYOUT_ASSET_META = 'nordshop:layout-asset';

const isLayoutKey = (key: readonly unknown[]) => key[0] === layoutKeys.all[0];

/**
 * The page state of the server's query cache: every settled query except the layout data that
 * has an asset, which the page names by its address instead of carrying it.
 */
export function pageStateOf(client: QueryClient): PageState {
  const layouts: LayoutPointer[] = [];
  for (const query of client.getQueryCache().findAll({ queryKey: layoutKeys.all })) {
    const data = query.state.data as PageLayout | undefined;
    const locale = query.queryKey[1];
    if (data?.asset === undefined || typeof locale !== 'string' || !isLocaleCode(locale)) continue;
    layouts.push({
      locale,
      asset: data.asset,
      now: data.now,
      today: data.today,
      updatedAt: query.state.dataUpdatedAt,
    });
  }
  const pointed = new Set(layouts.map((pointer) => pointer.locale));
  const queries = pageQueriesOf(
    client,
    (query) =>
      isLayoutKey(query.queryKey)
        ? !pointed.has(query.queryKey[1] as LocaleCode) && defaultShouldDehydrateQuery(query)
        : defaultShouldDehydrateQuery(query),
    packPageData,
  );
  return { queries, layouts };
}

/**
 * Fills the browser's query cache from the page state before hydration: the page's queries, and
 * each layout asset the page names, fetched (the page's preload has usually brought it already).
 * An asset that cannot be fetched leaves its layout query empty: the layout query then loads the
 * data through the API (the server's HTML stays on screen meanwhile).
 */
export async function hydratePageState(client: QueryClient, state: PageState): Promise<void> {
  hydrate(client, dehydratedStateOf(state.queries), {
    defaultOptions: { deserializeData: unpackPageData },
  });
  await Promise.all(
    state.layouts.map(({ locale, asset, now, today, updatedAt }) =>
      // The same request as the page's preload (CORS mode, same-origin credentials): reused.
      fetch(asset)
        .then((response) => (response.ok ? (response.json() as Promise<LayoutData>) : undefined))
        .then((data) => {
          if (data)
            client.setQueryData<PageLayout>(
              layoutKeys.of(locale),
              { ...data, asset, now, today },
              { updatedAt },
            );
        })
        .catch(() => undefined),
    ),
  );
}
