import type { RouteName } from '@nordshop/locale-config';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createRoute, type lazyRouteComponent } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { screensRoute } from './screens-route';
import { screenStringsQuery } from '../data/screen-strings-queries';
import { createScreenI18n } from '../i18n/create-i18n';
import type { StringScreen } from '../i18n/screen-strings';
import { screenHead } from '../seo/catalog-head';
import { screenSeoHead } from '../seo/route-head';
import { internalRoutePath } from '../routing/internal-path';
import { useLayoutData, useRouterContext } from '../routing/hooks';

/** How a lazily loaded screen's route treats revisits, and the strings it loads. */
export interface LazyScreenOptions {
  /** Never keep the screen's match: it depends on the session (account, orders). */
  readonly fresh?: boolean;
  /** Also load it again on every visit (checkout, confirmation: never cached, spec section 2). */
  readonly reload?: boolean;
  /** The screen's own strings, loaded with its code (i18n/screen-strings.ts). */
  readonly strings?: StringScreen;
}

type LazyComponent = ReturnType<typeof lazyRouteComponent>;

/**
 * `component` inside the strings of `screen`: the layout's and the screen's own (the route's
 * loader has put them in the query cache). Keeps the lazy component's `preload`, which the router
 * calls to fetch the code with the route's data.
 */
function withScreenStrings(component: LazyComponent, screen: StringScreen): LazyComponent {
  const Component = component;
  function ScreenWithStrings(props: Record<string, never>) {
    const layout = useLayoutData();
    const context = useRouterContext();
    const locale = layout.storefront.code;
    const { data } = useSuspenseQuery(
      screenStringsQuery(locale, screen, (l, s) => context.screenStrings(l, s)),
    );
    return (
      <I18nextProvider i18n={createScreenI18n(locale, layout.strings, data)}>
        <Component {...props} />
      </I18nextProvider>
    );
  }
  Object.defineProperty(ScreenWithStrings, 'preload', { get: () => component.preload });
  return ScreenWithStrings as unknown as LazyComponent;
}

/**
 * A screen without loader data whose component is a chunk of its own, loaded only when the
 * shopper goes there; titled by the screen's name (routing/screen-table.ts). With `strings`, its
 * own strings load with it.
 */
export function lazyScreenRoute(
  name: RouteName,
  component: LazyComponent,
  options: LazyScreenOptions = {},
) {
  const screen = options.strings;
  return createRoute({
    getParentRoute: () => screensRoute,
    path: internalRoutePath(name),
    staticData: { screen: name },
    head: screenSeoHead((env, params) => screenHead(name, params as never, env)),
    ...(options.fresh || options.reload ? { gcTime: 0, staleTime: 0 } : {}),
    ...(options.reload ? { shouldReload: true } : {}),
    component: screen === undefined ? component : withScreenStrings(component, screen),
    loader: async ({ context }) => {
      if (screen === undefined) return;
      await context.queryClient.ensureQueryData(
        screenStringsQuery(context.locale, screen, (l, s) => context.screenStrings(l, s)),
      );
    },
  });
}
