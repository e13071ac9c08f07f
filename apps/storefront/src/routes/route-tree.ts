import { indexRoute } from './index-route';
import { localeRoute } from './locale-route';
import { rootRoute } from './root-route';
import { screenRoutes } from './screen-routes';
import { screensRoute } from './screens-route';

/** The storefront's route tree: / and, below each storefront's layout, one route per screen. */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  localeRoute.addChildren([screensRoute.addChildren(screenRoutes)]),
]);
