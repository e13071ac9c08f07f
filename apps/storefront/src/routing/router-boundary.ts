import {
  dehydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useParams, useRouter, useSearch } from '@tanstack/react-router';
import type { LocaleCode } from '@nordshop/locale-config';
import type { RouterContext } from './router-context';
import type { GlobalSearch } from './global-search';

// The one place where the storefront's code reads the router's untyped internals.
//
// The route paths are generated from the locale-config table at run time, so the router is not
// registered for path typing (router.tsx) and the router's own hooks answer `unknown` or `any`.
// The types below come from the routes themselves (`route.types`, the root's context type) or
// from the router's validated search, never from a caller's wish; everything else in the app reads
// typed data through the query factories of data/.

/** What a route's `types` tell about it (TanStack Router's Route.types). */
export interface RouteTypesOf<TSearch, TDeps> {
  readonly types: { readonly fullSearchSchema: TSearch; readonly loaderDeps: TDeps };
  readonly useSearch: () => unknown;
  readonly useLoaderDeps: () => unknown;
}

/** The router context (query client, API clients, host, storefront domains) of the page. */
export function useRouterContext(): RouterContext {
  return useRouter().options.context as RouterContext;
}

/** The query parameters every page understands (the root route's validated search). */
export function useGlobalSearch(): GlobalSearch {
  const search: unknown = useSearch({ strict: false });
  return search as GlobalSearch;
}

/** The current route's validated search, loosely: a route-private component reads its own params. */
export function useCurrentSearch(): Readonly<Record<string, unknown>> {
  const search: unknown = useSearch({ strict: false });
  return search as Readonly<Record<string, unknown>>;
}

/** The current route's path params, decoded (every value a string). */
export function useScreenParams(): Readonly<Record<string, string | undefined>> {
  const params: unknown = useParams({ strict: false });
  return params as Readonly<Record<string, string | undefined>>;
}

/** The validated search of `route`, typed by the route's search validator. */
export function useRouteSearch<TSearch>(route: RouteTypesOf<TSearch, unknown>): TSearch {
  return route.useSearch() as TSearch;
}

/** The loader deps of `route`, typed by the route's `loaderDeps`. */
export function useRouteDeps<TDeps>(route: RouteTypesOf<unknown, TDeps>): TDeps {
  return route.useLoaderDeps() as TDeps;
}

/** A route's params object (a loader's, a head()'s): every value a decoded string. */
export function paramsOf(params: unknown): Readonly<Record<string, string | undefined>> {
  return (params ?? {}) as Readonly<Record<string, string | undefined>>;
}

/** A path parameter of a route's params object ('' when absent). */
export function paramOf(params: object, name: string): string {
  return paramsOf(params)[name] ?? '';
}

/** The part of a match the head() of a route reads (TanStack Router's head context). */
export interface HeadMatch {
  readonly context?: unknown;
  readonly loaderDeps?: unknown;
}

/**
 * The router context and storefront of a match in head(): a match below /$locale carries the
 * context of the router with the `locale` its beforeLoad resolved; undefined above it.
 */
export function headContextOf(
  match: HeadMatch,
): (RouterContext & { readonly locale: LocaleCode }) | undefined {
  const context = match.context as (RouterContext & { locale?: LocaleCode }) | undefined;
  return context?.locale === undefined ? undefined : { ...context, locale: context.locale };
}

/**
 * The loader deps of a match in head(), as the route's query reads them (the same route's
 * `loaderDeps` made them).
 */
export function headDepsOf<TDeps>(match: HeadMatch): TDeps {
  return match.loaderDeps as TDeps;
}

/**
 * The page's query cache as the router's dehydration carries it. Its data is the API's JSON,
 * which the router serializes, but its types say `unknown`, which the router's serializability
 * check refuses; this is the one type the page's state is declared with.
 */
export type PageQueries = Readonly<Record<string, string | number | boolean | null | object>>;

/**
 * The queries of `client` that `shouldDehydrate` keeps, for the page's dehydrated state, each
 * one's data as `serializeData` gives it.
 */
export function pageQueriesOf(
  client: QueryClient,
  shouldDehydrate: (query: Query) => boolean,
  serializeData: (data: unknown) => unknown,
): PageQueries {
  return dehydrate(client, {
    shouldDehydrateQuery: shouldDehydrate,
    serializeData,
  }) as unknown as PageQueries;
}

/** The dehydrated queries of the page, for the browser's query cache (router.tsx). */
export function dehydratedStateOf(queries: PageQueries): DehydratedState {
  return queries as unknown as DehydratedState;
}
