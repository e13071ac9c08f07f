import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { notFoundOn404 } from '../pages/category-route';
import { screensRoute } from '../spine/screens-route';
import { ensureRouteQuery } from '../routing/route-query';
import { cmsRouteQuery } from './cms-query';
import { internalRoutePath } from '../routing/internal-path';
import { cmsHead } from '../seo/catalog-head';
import { seoHead } from '../seo/route-head';

/** Any other path (CMS catch-all): the storefront's CMS page with that slug, else the spec's 404. */
export const cmsRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('cms'),
  staticData: { screen: 'cms' },
  loader: async ({ context, params, deps }) => {
    await ensureRouteQuery(context, { params, deps }, cmsRouteQuery).catch(notFoundOn404);
  },
  head: seoHead(cmsRouteQuery, cmsHead),
  component: lazyRouteComponent(() => import('./cms-page'), 'CmsPage'),
});
