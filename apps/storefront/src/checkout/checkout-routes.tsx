import { lazyRouteComponent } from '@tanstack/react-router';
import { lazyScreenRoute } from '../spine/lazy-screen-route';

/**
 * The checkout screens: never cached, their code and strings loaded only when the shopper goes
 * there.
 */
export const checkoutIdRoute = lazyScreenRoute(
  'checkout-id',
  lazyRouteComponent(() => import('./checkout-page'), 'CheckoutPage'),
  { reload: true, strings: 'checkout' },
);
export const checkoutConfirmationRoute = lazyScreenRoute(
  'checkout-confirmation',
  lazyRouteComponent(() => import('./confirmation-page'), 'ConfirmationPage'),
  { reload: true, strings: 'checkout' },
);
export const checkoutFailedRoute = lazyScreenRoute(
  'checkout-failed',
  lazyRouteComponent(() => import('./confirmation-page'), 'FailedPage'),
  { reload: true, strings: 'checkout' },
);
