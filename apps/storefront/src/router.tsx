import type { RouteName } from '@nordshop/locale-config';
import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { ErrorPage } from './components/error-page';
import { NotFoundPage } from './components/not-found-page';
import type { RouterContext } from './routing/router-context';
import { localeRewrite } from './routing/locale-rewrite';
import { hydratePageState, pageStateOf, type PageState } from './routing/page-state';
import { routeTree } from './routes/route-tree';
import { parseSearchParams, stringifySearchParams } from './data/search-params';

/** Options of one router instance: one per server request, one in the browser. */
export interface CreateRouterOptions {
  readonly context: RouterContext;
  /** CSP nonce put on every script the router renders. */
  readonly nonce?: string | undefined;
}

/** Creates the storefront router: localized URLs outside, screen names inside (see routing/). */
export function createRouter({ context, nonce }: CreateRouterOptions) {
  return createTanStackRouter({
    routeTree,
    context,
    rewrite: localeRewrite({
      host: context.host,
      domains: context.localeDomains,
      protocol: context.protocol,
    }),
    // Query parameters are plain text both ways (`?page=2`, never `?page=%222%22`): the routes'
    // readers decide what a value means.
    parseSearch: parseSearchParams,
    stringifySearch: stringifySearchParams,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    defaultPreload: 'intent',
    defaultPendingMinMs: 200,
    // The router keeps history.scrollRestoration 'manual' while the shop runs, and never scrolls
    // itself: the scroll rule of spec section 2 places every page (routing/install-scroll-rule.ts).
    scrollRestoration: () => false,
    // One data path: the queries the loaders ran on the server go into the page with the router's
    // state and fill the browser's query cache before hydration, so nothing is fetched twice. The
    // layout data goes by reference: the browser fetches its content-hashed asset (which the page
    // preloads and every page shares) before hydrating (docs/decisions/004, amended).
    // Only the server dehydrates: the browser's bundle leaves that code out.
    ...(import.meta.env.SSR
      ? { dehydrate: (): PageState => pageStateOf(context.queryClient) }
      : {}),
    hydrate: (state: PageState) => hydratePageState(context.queryClient, state),
    ...(nonce ? { ssr: { nonce } } : {}),
  });
}

/** The storefront router type. */
export type StorefrontRouter = ReturnType<typeof createRouter>;

// The route paths are generated from the locale-config table at run time, so links and redirects
// name internal paths built by routing/screen-path.ts rather than typed path literals: the router
// is deliberately not registered for path typing.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen of the locale-config route table this route shows. */
    screen?: RouteName;
  }
}
