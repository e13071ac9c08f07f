import type { RouteName } from '@nordshop/locale-config';
import { createRoute, type lazyRouteComponent } from '@tanstack/react-router';
import { screensRoute } from './screens-route';
import { screenHead } from '../seo/catalog-head';
import { screenSeoHead } from '../seo/route-head';
import { internalRoutePath } from '../routing/internal-path';

/** How a lazily loaded screen's route treats revisits. */
export interface LazyScreenOptions {
  /** Never keep the screen's match: it depends on the session (account, orders). */
  readonly fresh?: boolean;
  /** Also load it again on every visit (checkout, confirmation: never cached, spec section 2). */
  readonly reload?: boolean;
}

/**
 * A screen without loader data whose component is a chunk of its own, loaded only when the
 * shopper goes there; titled by the screen's name (SCREEN_TITLES).
 */
export function lazyScreenRoute(
  name: RouteName,
  component: ReturnType<typeof lazyRouteComponent>,
  options: LazyScreenOptions = {},
) {
  return createRoute({
    getParentRoute: () => screensRoute,
    path: internalRoutePath(name),
    staticData: { screen: name },
    head: screenSeoHead((env, params) => screenHead(name, params as never, env)),
    ...(options.fresh || options.reload ? { gcTime: 0, staleTime: 0 } : {}),
    ...(options.reload ? { shouldReload: true } : {}),
    component,
  });
}
