import type { RouterContext } from '../router-context';
import type { LayoutData } from '../routing/layout-data';
import type { HeadEnv } from './catalog-head';
import type { RouteHead } from './page-head';

/** The parts of TanStack Router's head() context a storefront page's head is built from. */
export interface HeadContext {
  readonly matches: readonly { readonly routeId: string; readonly loaderData?: unknown }[];
  readonly match: { readonly context?: unknown };
  readonly params?: unknown;
  readonly loaderData?: unknown;
}

/**
 * The storefront (from the /$locale route's layout data) and the public site (from the router
 * context) of a page's head(); undefined before they have loaded (a 404 outside a storefront).
 */
export function headEnvOf(ctx: HeadContext): HeadEnv | undefined {
  const layout = ctx.matches.find((match) => match.routeId === '/$locale')?.loaderData as
    LayoutData | undefined;
  const context = ctx.match.context as RouterContext | undefined;
  if (!layout || !context) return undefined;
  return {
    locale: layout.storefront.code,
    siteName: layout.storefront.name,
    strings: layout.strings,
    site: context,
  };
}

/** A route's head(): `build` with the page's loader data and head environment, nothing until both exist. */
export function seoHead<T>(build: (data: T, env: HeadEnv) => RouteHead) {
  return (ctx: HeadContext): Partial<RouteHead> => {
    const env = headEnvOf(ctx);
    if (!env || ctx.loaderData === undefined) return {};
    return build(ctx.loaderData as T, env);
  };
}

/** A head() of a route without loader data (screens of their own): `build` with the environment and the screen's params. */
export function screenSeoHead(
  build: (env: HeadEnv, params: Readonly<Record<string, string>>) => RouteHead,
) {
  return (ctx: HeadContext): Partial<RouteHead> => {
    const env = headEnvOf(ctx);
    if (!env) return {};
    const { locale: _locale, ...params } = (ctx.params ?? {}) as Readonly<Record<string, string>>;
    return build(env, params);
  };
}
