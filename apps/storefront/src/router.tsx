import { createRouter as createTanStackRouter } from '@tanstack/react-router';
import { ErrorPage } from './components/error-page';
import { NotFoundPage } from './components/not-found-page';
import type { RouterContext } from './router-context';
import { routeTree } from './routes/route-tree';

/** Options of one router instance: one per server request, one in the browser. */
export interface CreateRouterOptions {
  readonly context: RouterContext;
  /** CSP nonce put on every script the router renders. */
  readonly nonce?: string | undefined;
}

/** Creates the storefront router. */
export function createRouter({ context, nonce }: CreateRouterOptions) {
  return createTanStackRouter({
    routeTree,
    context,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(nonce ? { ssr: { nonce } } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
