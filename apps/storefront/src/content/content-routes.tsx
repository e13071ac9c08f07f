import { ApiRequestError } from '@nordshop/api-contract';
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { PreviewSearchSchema, previewRouteQuery, type PreviewSearch } from './preview-query';
import { ensureRouteQuery } from '../routing/route-query';
import { screensRoute } from '../spine/screens-route';
import { internalRoutePath } from '../routing/internal-path';
import { lazyScreenRoute } from '../spine/lazy-screen-route';
import { screenHead } from '../seo/catalog-head';
import { screenSeoHead } from '../seo/route-head';

/**
 * /page-preview?token=…: a CMS page's draft, by a preview link the CMS signed; never cached,
 * never indexed. A missing page is the spec's 404; a bad or expired link says so.
 */
export const pagePreviewRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('page-preview'),
  staticData: { screen: 'page-preview' },
  validateSearch: PreviewSearchSchema,
  loaderDeps: ({ search }: { search: PreviewSearch }) => ({ token: search.token }),
  loader: async ({ context, params, deps }) => {
    // A draft changes while an editor looks at it: every visit reads it again.
    const fresh = { fresh: true };
    await ensureRouteQuery(context, { params, deps }, previewRouteQuery, fresh).catch(
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 404) throw notFound();
        throw error;
      },
    );
  },
  head: screenSeoHead((env, params) => screenHead('page-preview', params as never, env)),
  gcTime: 0,
  staleTime: 0,
  component: lazyRouteComponent(() => import('./page-preview-page'), 'PagePreview'),
});

/** /unsubscribe?token=…: confirms leaving the newsletter of a signed newsletter link. */
export const unsubscribeRoute = lazyScreenRoute(
  'unsubscribe',
  lazyRouteComponent(() => import('./unsubscribe-page'), 'UnsubscribePage'),
);

/** /julkalender (and its words per storefront): the Christmas calendar. */
export const calendarRoute = lazyScreenRoute(
  'christmas-calendar',
  lazyRouteComponent(() => import('./calendar-page'), 'CalendarPage'),
);
