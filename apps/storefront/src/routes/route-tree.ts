import { indexRoute } from './index-route';
import { localeRoute } from './locale-route';
import { rootRoute } from './root-route';
import { screenRoutes } from './screen-routes';

/** The storefront's route tree: / and one route per screen below each storefront's locale. */
export const routeTree = rootRoute.addChildren([indexRoute, localeRoute.addChildren(screenRoutes)]);
