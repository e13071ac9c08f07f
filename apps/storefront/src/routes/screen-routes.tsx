import { ROUTE_NAMES, type RouteName } from '@nordshop/locale-config';
import type { AnyRoute } from '@tanstack/react-router';
import { brandRoute } from '../pages/brand-route';
import { categoryRoute } from '../pages/category-route';
import { productRoute } from '../pages/product-route';
import { searchRoute } from '../pages/search-route';
import { tagRoute } from '../pages/tag-route';
import {
  checkoutConfirmationRoute,
  checkoutFailedRoute,
  checkoutIdRoute,
} from '../checkout/checkout-routes';
import { accountRoutes } from '../account/account-routes';
import { cmsRoute } from '../content/cms-route';
import { calendarRoute, pagePreviewRoute, unsubscribeRoute } from '../content/content-routes';
import { homeRoute } from './home-route';
import { legacyDiscountRoute } from './legacy-discount-route';

/** The route of every screen of the table in @nordshop/locale-config. */
const SCREEN_ROUTES = {
  index: homeRoute,
  product: productRoute,
  'product-category-all': categoryRoute,
  brand: brandRoute,
  'product-tag': tagRoute,
  search: searchRoute,
  cms: cmsRoute,
  'legacy-discount': legacyDiscountRoute,
  'checkout-id': checkoutIdRoute,
  'checkout-confirmation': checkoutConfirmationRoute,
  'checkout-failed': checkoutFailedRoute,
  ...accountRoutes,
  'page-preview': pagePreviewRoute,
  unsubscribe: unsubscribeRoute,
  'christmas-calendar': calendarRoute,
} satisfies Readonly<Record<RouteName, AnyRoute>>;

/** One route per screen, in the order of the route table. */
export const screenRoutes = ROUTE_NAMES.map((name) => SCREEN_ROUTES[name]);
