import { DEFAULT_LOCALE } from '@nordshop/locale-config';
import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './root-route';

/** /: sends the visitor to the default storefront. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/$locale', params: { locale: DEFAULT_LOCALE } });
  },
});
