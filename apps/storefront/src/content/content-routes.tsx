import { ApiRequestError } from '@nordshop/api-contract';
import type { PreviewData } from './preview-data';
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { searchParser, textParam } from '../routing/search-params';
import { screensRoute } from '../routes/screens-route';
import { internalRoutePath } from '../routing/internal-path';
import { lazyScreenRoute } from '../routing/lazy-screen-route';
import { screenHead } from '../seo/catalog-head';
import { screenSeoHead } from '../seo/route-head';

const TokenSearchSchema = searchParser({ token: textParam({ max: 4_000, trim: false }) });
type TokenSearch = ReturnType<typeof TokenSearchSchema.parse>;

/**
 * /page-preview?token=…: a CMS page's draft, by a preview link the CMS signed; never cached,
 * never indexed. A missing page is the spec's 404; a bad or expired link says so.
 */
export const pagePreviewRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('page-preview'),
  staticData: { screen: 'page-preview' },
  validateSearch: TokenSearchSchema,
  loaderDeps: ({ search }: { search: TokenSearch }) => ({ token: search.token }),
  loader: async ({ context, deps }): Promise<PreviewData> => {
    if (!deps.token) return { problem: 'invalid' };
    try {
      return { page: await context.apiFor(context.locale).pagePreview(deps.token) };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound();
      if (error instanceof ApiRequestError && error.status < 500) return { problem: 'invalid' };
      throw error;
    }
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
