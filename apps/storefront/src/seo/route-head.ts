import type { QueryKey } from '@tanstack/react-query';
import { layoutKeys, type PageLayout } from '../data/layout-queries';
import { loaderScope, type RouteQuery } from '../routing/route-query';
import { headContextOf, headDepsOf, paramsOf, type HeadMatch } from '../routing/router-boundary';
import type { HeadEnv } from './head-env';
import { LAYOUT_ASSET_META } from '../routing/page-state';
import type { RouteHead } from './page-head';

/** The parts of TanStack Router's head() context a storefront page's head is built from. */
export interface HeadContext {
  readonly match: HeadMatch;
  readonly params?: unknown;
}

/**
 * The storefront (from the layout data in the page's query cache) and the public site (from the
 * router context) of a page's head(); undefined before they have loaded (a 404 outside a
 * storefront).
 */
export function headEnvOf(ctx: HeadContext): HeadEnv | undefined {
  const context = headContextOf(ctx.match);
  if (!context) return undefined;
  const layout = context.queryClient.getQueryData<PageLayout>(layoutKeys.of(context.locale));
  if (!layout) return undefined;
  return {
    locale: layout.storefront.code,
    siteName: layout.storefront.name,
    strings: layout.strings,
    site: context,
  };
}

/**
 * A route's head(): `build` with the data of the route's query (the one its loader ran) and the
 * head environment; nothing until both exist.
 */
export function seoHead<TDeps, TData, TKey extends QueryKey>(
  query: RouteQuery<TDeps, TData, TKey>,
  build: (data: TData, env: HeadEnv) => RouteHead,
) {
  return (ctx: HeadContext): Partial<RouteHead> => {
    const env = headEnvOf(ctx);
    const context = headContextOf(ctx.match);
    if (!env || !context) return {};
    const { queryKey } = query({
      scope: loaderScope(context),
      params: paramsOf(ctx.params),
      deps: headDepsOf<TDeps>(ctx.match),
    });
    const data = context.queryClient.getQueryData(queryKey);
    return data === undefined ? {} : build(data, env);
  };
}

/** A head() of a route without loader data (screens of their own): `build` with the environment and the screen's params. */
export function screenSeoHead(
  build: (env: HeadEnv, params: Readonly<Record<string, string | undefined>>) => RouteHead,
) {
  return (ctx: HeadContext): Partial<RouteHead> => {
    const env = headEnvOf(ctx);
    if (!env) return {};
    const { locale: _locale, ...params } = paramsOf(ctx.params);
    return build(env, params);
  };
}

/**
 * The storefront's head: `head`, and the address of the layout asset the page's data points at
 * (routing/page-state.ts) in a `<meta name="nordshop:layout-asset">`. The page's bootstrap preloads
 * it with the page's code, once the first frame is on screen (server/page-bootstrap.ts), so that
 * hydration does not wait for it and the first paint does not share the connection with it.
 */
export function withLayoutPreload(head: (ctx: HeadContext) => Partial<RouteHead>) {
  return (ctx: HeadContext): Partial<RouteHead> => {
    const built = head(ctx);
    const context = headContextOf(ctx.match);
    const asset = context?.queryClient.getQueryData<PageLayout>(
      layoutKeys.of(context.locale),
    )?.asset;
    if (asset === undefined) return built;
    return { ...built, meta: [...(built.meta ?? []), { name: LAYOUT_ASSET_META, content: asset }] };
  };
}
