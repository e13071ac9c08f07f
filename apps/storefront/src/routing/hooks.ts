import type { StorefrontResponse } from '@nordshop/api-contract';
import { isLocaleCode, type IsoDate, type LocaleCode } from '@nordshop/locale-config';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { layoutQuery, type PageLayout } from '../data/layout-queries';
import type { QueryScope } from '../data/query-scope';
import { useRouterContext, useScreenParams } from './router-boundary';

export {
  paramOf,
  useGlobalSearch,
  useRouteDeps,
  useRouteSearch,
  useRouterContext,
  useScreenParams,
} from './router-boundary';

/** The storefront of the current page, or undefined outside a storefront (404 of an unknown path). */
export function useLocaleParam(): LocaleCode | undefined {
  const { locale } = useScreenParams();
  return isLocaleCode(locale) ? locale : undefined;
}

/** The storefront whose layout the page shows: its own, or the preferred one (404 of an unknown path). */
export function useLayoutLocale(): LocaleCode {
  return useLocaleParam() ?? useRouterContext().preferredLocale;
}

/**
 * In the browser: the layout query, whose later loads (after ten minutes) render its readers again.
 */
function useLayoutDataInBrowser(): PageLayout {
  const context = useRouterContext();
  return useSuspenseQuery(layoutQuery(useLayoutLocale(), (locale) => context.layoutData(locale)))
    .data;
}

/**
 * On the server: the layout data the /$locale loader put in the request's query cache, read
 * without a query observer. A render never sees the data change, and an observer for each of the
 * many components that read it cost a thirtieth of a product page's render. Should the data be
 * missing, the render waits for it as the browser's suspense query would; a failed load throws.
 */
function useLayoutDataOnServer(): PageLayout {
  const context = useRouterContext();
  const query = layoutQuery(useLayoutLocale(), (locale) => context.layoutData(locale));
  const state = context.queryClient.getQueryState(query.queryKey);
  if (state?.data !== undefined) return state.data;
  if (state?.error) throw state.error;
  return use(context.queryClient.ensureQueryData(query));
}

const readLayoutData = import.meta.env.SSR ? useLayoutDataOnServer : useLayoutDataInBrowser;

/**
 * The layout data as the storefront's layout read it, for the components inside it. Dozens of
 * components read the layout data; each reading it from the query was a query observer of its
 * own, and subscribing them all (a stale timer each) made one of hydration's longest commits.
 */
export const LayoutDataContext = createContext<PageLayout | undefined>(undefined);

/**
 * The current storefront's layout data (the /$locale loader put it in the query cache): inside
 * the storefront's layout from {@link LayoutDataContext}, elsewhere (the layout itself, the error
 * pages) from the query. A component is inside the layout or not for all its life, so it always
 * calls the same hooks.
 */
export function useLayoutData(): PageLayout {
  return use(LayoutDataContext) ?? readLayoutData();
}

/** The instant (epoch ms) the page was rendered on the server: server and browser agree on it. */
export function useRenderedAt(): number {
  return useLayoutData().now;
}

/** The storefront's date when the page was rendered (YYYY-MM-DD, its time zone): server and browser agree on it. */
export function useRenderedToday(): IsoDate {
  return useLayoutData().today;
}

/** The current storefront as the API serves it; only inside /{locale}. */
export function useStorefront(): StorefrontResponse {
  return useLayoutData().storefront;
}

/** The query scope of the current storefront: its locale and API client. */
export function useQueryScope(): QueryScope {
  const locale = useStorefront().code;
  return { locale, api: useRouterContext().apiFor(locale) };
}
