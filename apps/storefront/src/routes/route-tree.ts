import { indexRoute } from './index-route';
import { localeRoute } from '../spine/locale-route';
import { StorefrontErrorLayout } from './storefront-error-layout';
import { StorefrontLayout } from './storefront-layout';
import { rootRoute } from '../spine/root-route';
import { screenRoutes } from './screen-routes';
import { screensRoute } from '../spine/screens-route';

// The /{locale} route is declared below the screens (spine/) and gets its layout here, at the top,
// so that the screens' folders never import the layout that imports them. When the layout itself
// fails, its error page keeps the storefront's header, search and footer around the error.
localeRoute.update({ component: StorefrontLayout, errorComponent: StorefrontErrorLayout });

/** The storefront's route tree: / and, below each storefront's layout, one route per screen. */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  localeRoute.addChildren([screensRoute.addChildren(screenRoutes)]),
]);
