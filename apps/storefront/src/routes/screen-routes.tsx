import { ROUTE_NAMES, type RouteName } from '@nordshop/locale-config';
import { createRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../components/screen-placeholder';
import { internalRoutePath } from '../routing/internal-path';
import { useScreenParams, useStorefront } from '../routing/hooks';
import { UNCACHED_SCREENS } from '../routing/page-cache';
import { brandRoute } from '../pages/brand-route';
import { categoryRoute } from '../pages/category-route';
import { productRoute } from '../pages/product-route';
import { searchRoute } from '../pages/search-route';
import { tagRoute } from '../pages/tag-route';
import { screenHead } from '../seo/catalog-head';
import { screenSeoHead } from '../seo/route-head';
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
import { screensRoute } from '../spine/screens-route';

function screenRoute(name: RouteName) {
  const uncached = UNCACHED_SCREENS.has(name);
  return createRoute({
    getParentRoute: () => screensRoute,
    path: internalRoutePath(name),
    staticData: { screen: name },
    head: screenSeoHead((env, params) => screenHead(name, params as never, env)),
    ...(uncached ? { gcTime: 0, staleTime: 0, shouldReload: true } : {}),
    component: function Screen() {
      const params = useScreenParams();
      const { code } = useStorefront();
      return <ScreenPlaceholder locale={code} name={name} params={params} />;
    },
  });
}

const SPECIAL: Partial<Record<RouteName, unknown>> = {
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
};

/** One route per screen of the table in @nordshop/locale-config. */
export const screenRoutes = ROUTE_NAMES.map(
  (name) => (SPECIAL[name] as ReturnType<typeof screenRoute> | undefined) ?? screenRoute(name),
);
