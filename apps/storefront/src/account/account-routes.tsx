import type { RouteName } from '@nordshop/locale-config';
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { lazyScreenRoute } from '../spine/lazy-screen-route';

/**
 * An account or order screen: rendered in the browser for the session there, never kept; its
 * strings load with its code.
 */
const sessionRoute = (name: RouteName, component: ReturnType<typeof lazyRouteComponent>) =>
  lazyScreenRoute(name, component, { fresh: true, strings: 'account' });

const overviewPage = (name: string) =>
  lazyRouteComponent(() => import('./account-overview-pages'), name as never);
const profilePage = (name: string) =>
  lazyRouteComponent(() => import('./account-profile-pages'), name as never);
const returnsPage = (name: string) =>
  lazyRouteComponent(() => import('./account-returns-pages'), name as never);
const orderPage = (name: string) =>
  lazyRouteComponent(() => import('./order-pages'), name as never);

/** The routes of the account area, order tracking and the order pages (spec section 2). */
export const accountRoutes = {
  'my-account': sessionRoute('my-account', overviewPage('AccountStartPage')),
  'my-account-overview': sessionRoute('my-account-overview', overviewPage('AccountOverviewPage')),
  'my-account-orders': sessionRoute(
    'my-account-orders',
    lazyRouteComponent(() => import('./account-orders-page'), 'AccountOrdersPage'),
  ),
  'my-account-profile': sessionRoute('my-account-profile', profilePage('AccountProfilePage')),
  'my-account-profile-edit': sessionRoute(
    'my-account-profile-edit',
    profilePage('AccountProfileEditPage'),
  ),
  'my-account-returns': sessionRoute('my-account-returns', returnsPage('AccountReturnsPage')),
  'my-account-subscriptions': sessionRoute(
    'my-account-subscriptions',
    lazyRouteComponent(() => import('./account-subscriptions-page'), 'AccountSubscriptionsPage'),
  ),
  'my-account-orders-return': sessionRoute(
    'my-account-orders-return',
    returnsPage('AccountReturnCreatePage'),
  ),
  'my-order': sessionRoute('my-order', orderPage('MyOrderPage')),
  'my-order-return': sessionRoute('my-order-return', orderPage('MyOrderReturnPage')),
  'track-order': sessionRoute('track-order', orderPage('TrackOrderPage')),
} satisfies Partial<Record<RouteName, AnyRoute>>;
