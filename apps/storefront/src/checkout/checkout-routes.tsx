import type { RouteName } from '@nordshop/locale-config';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { localeRoute } from '../routes/locale-route';
import { internalRoutePath } from '../routing/internal-path';
import { screenHead } from '../seo/catalog-head';
import { screenSeoHead } from '../seo/route-head';

/** A checkout screen: never cached, its code loaded only when the shopper goes there. */
function checkoutRoute(name: RouteName, component: ReturnType<typeof lazyRouteComponent>) {
  return createRoute({
    getParentRoute: () => localeRoute,
    path: internalRoutePath(name),
    staticData: { screen: name },
    head: screenSeoHead((env, params) => screenHead(name, params as never, env)),
    gcTime: 0,
    staleTime: 0,
    shouldReload: true,
    component,
  });
}

export const checkoutIdRoute = checkoutRoute('checkout-id', lazyRouteComponent(() => import('./checkout-page'), 'CheckoutPage'));
export const checkoutConfirmationRoute = checkoutRoute(
  'checkout-confirmation',
  lazyRouteComponent(() => import('./confirmation-page'), 'ConfirmationPage'),
);
export const checkoutFailedRoute = checkoutRoute('checkout-failed', lazyRouteComponent(() => import('./confirmation-page'), 'FailedPage'));
