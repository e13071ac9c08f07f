import { createRoute, redirect } from '@tanstack/react-router';
import { screenPath } from '../routing/screen-path';
import { rootRoute } from '../spine/root-route';

/** /: sends the visitor to their storefront (locale cookie, else the default, sv). */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context, search }) => {
    throw redirect({ to: screenPath('index', {}, context.preferredLocale), search, replace: true });
  },
});
