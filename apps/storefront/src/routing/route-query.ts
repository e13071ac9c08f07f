import type { LocaleCode } from '@nordshop/locale-config';
import {
  useSuspenseQuery,
  type DataTag,
  type QueryKey,
  type UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import type { QueryScope } from '../data/query-scope';
import type { RouterContext } from './router-context';
import { useQueryScope } from './hooks';
import { paramsOf, useScreenParams } from './router-boundary';

/** What a route's query is built from: the storefront's scope, the route's params and loader deps. */
export interface RouteQueryInput<TDeps> {
  readonly scope: QueryScope;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly deps: TDeps;
}

/** Query options made by a factory of data/ (`queryOptions`), whose key carries the data type. */
export type RouteQueryOptions<TData, TKey extends QueryKey> = UnusedSkipTokenOptions<
  TData,
  Error,
  TData,
  TKey
> & { queryKey: DataTag<TKey, TData, Error> };

/**
 * A route's query: the factory call its loader, its head() and its component share, so the three
 * read the same cache entry.
 */
export type RouteQuery<TDeps, TData, TKey extends QueryKey> = (
  input: RouteQueryInput<TDeps>,
) => RouteQueryOptions<TData, TKey>;

/** The context of a loader below /$locale: the router context and the storefront. */
export type StorefrontLoaderContext = RouterContext & { readonly locale: LocaleCode };

/** The query scope of a loader's storefront. */
export function loaderScope(context: StorefrontLoaderContext): QueryScope {
  return { locale: context.locale, api: context.apiFor(context.locale) };
}

/**
 * Runs a route's query in its loader (`ensureQueryData`: the cached data when there is some;
 * with `fresh`, `fetchQuery` reads it again) and answers its data; on the server the query cache
 * then goes into the page (router.tsx).
 */
export function ensureRouteQuery<TDeps, TData, TKey extends QueryKey>(
  context: StorefrontLoaderContext,
  input: { readonly params: object; readonly deps: TDeps },
  query: RouteQuery<TDeps, TData, TKey>,
  options: { readonly fresh?: boolean } = {},
): Promise<TData> {
  const routeQuery = query({
    scope: loaderScope(context),
    params: paramsOf(input.params),
    deps: input.deps,
  });
  // A fresh route (a CMS draft) is read again on every visit, never answered from the cache.
  return options.fresh
    ? context.queryClient.fetchQuery<TData, Error, TData, TKey>({ ...routeQuery, staleTime: 0 })
    : context.queryClient.ensureQueryData<TData, Error, TData, TKey>(routeQuery);
}

/**
 * A route's data in its component: the query its loader ran (never fetched again here), from the
 * storefront, the route's params and, for a route with loader deps, `useRouteDeps(route)`.
 */
export function useRouteQuery<TDeps, TData, TKey extends QueryKey>(
  query: RouteQuery<TDeps, TData, TKey>,
  ...[deps]: unknown extends TDeps ? [] : [deps: TDeps]
): TData {
  const scope = useQueryScope();
  const params = useScreenParams();
  // A route without loader deps has a query that reads none (`unknown`), so undefined stands in.
  return useSuspenseQuery<TData, Error, TData, TKey>(query({ scope, params, deps: deps as TDeps }))
    .data;
}
