import { isLocaleCode } from '@nordshop/locale-config';
import { createRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
import { ensureLandingCart } from '../data/landing-cart-queries';
import { layoutQuery } from '../data/layout-queries';
import { storefrontHead } from '../seo/catalog-head';
import { screenSeoHead, withLayoutPreload } from '../seo/route-head';
import { rootRoute } from './root-route';

/**
 * /{locale}: a storefront. Every page starts from the storefront's layout data (settings, strings,
 * categories, widgets, deal) and the instant it was rendered. A first segment that names no
 * storefront (`/nosuchpage`, `/de`) is a 404 of the storefront the visitor prefers (domain, locale
 * cookie, then sv; spec section 2), shown inside that storefront's layout by the screens route. The layout
 * itself (routes/storefront-layout.tsx) is set as its component where the route tree is built.
 */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$locale',
  beforeLoad: ({ params, context }) =>
    isLocaleCode(params.locale)
      ? { locale: params.locale, unknownStorefront: false }
      : { locale: context.preferredLocale, unknownStorefront: true },
  loader: async ({ context, location }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(
        layoutQuery(context.locale, (locale) => context.layoutData(locale)),
      ),
      // An `atc` landing's lines, which the server shows without JavaScript (decision 034).
      import.meta.env.SSR ? ensureLandingCart(context, location.search) : null,
    ]);
  },
  head: withLayoutPreload(screenSeoHead((env) => storefrontHead(env))),
  notFoundComponent: NotFoundPage,
});
