import type { StorefrontResponse } from '@nordshop/api-contract';
import { isLocaleCode, type LocaleCode } from '@nordshop/locale-config';
import { useLoaderData, useParams, useRouter, useSearch } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';
import type { GlobalSearch } from './global-search';
import type { LayoutData } from './layout-data';

// Typed access to what the router holds. The route paths are generated at run time, so the
// router is not registered for path typing (see router.tsx) and these hooks give the types.

/** The router context (API clients, host, storefront domains). */
export function useRouterContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}

/** The query parameters every page understands. */
export function useGlobalSearch(): GlobalSearch {
  const search: unknown = useSearch({ strict: false });
  return search as GlobalSearch;
}

/** The storefront of the current page, or undefined outside a storefront (404 of an unknown path). */
export function useLocaleParam(): LocaleCode | undefined {
  const value: unknown = useParams({ strict: false });
  const params = value as { locale?: string };
  return isLocaleCode(params.locale) ? params.locale : undefined;
}

/** The current storefront's layout data; only inside /{locale}. */
export function useLayoutData(): LayoutData {
  const data: unknown = useLoaderData({ from: '/$locale' });
  return data as LayoutData;
}

/** The instant (epoch ms) the page was rendered on the server: server and browser agree on it. */
export function useRenderedAt(): number {
  const data: unknown = useLoaderData({ from: '/$locale' });
  return (data as { now: number }).now;
}

/** The current storefront as the API serves it; only inside /{locale}. */
export function useStorefront(): StorefrontResponse {
  return useLayoutData().storefront;
}

/** The current route's params, decoded. */
export function useScreenParams(): Readonly<Record<string, string | undefined>> {
  const params: unknown = useParams({ strict: false });
  return params as Readonly<Record<string, string | undefined>>;
}

/** The loader data of `route`, typed by the caller (the router is not registered for typing). */
export function useRouteData<T>(route: { useLoaderData: () => unknown }): T {
  const data: unknown = route.useLoaderData();
  return data as T;
}

/** The validated search of `route`, typed by the caller. */
export function useRouteSearch<T>(route: { useSearch: () => unknown }): T {
  const search: unknown = route.useSearch();
  return search as T;
}

/** A path parameter of a route's params object. */
export function paramOf(params: object, name: string): string {
  return (params as Record<string, string>)[name] ?? '';
}
