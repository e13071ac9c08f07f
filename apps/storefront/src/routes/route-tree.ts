import { homeRoute } from './home-route';
import { indexRoute } from './index-route';
import { localeRoute } from './locale-route';
import { rootRoute } from './root-route';

/** The storefront's route tree. */
export const routeTree = rootRoute.addChildren([indexRoute, localeRoute.addChildren([homeRoute])]);
