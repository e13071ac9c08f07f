import { isLocaleCode } from '@nordshop/locale-config';
import { Outlet, createRoute, notFound } from '@tanstack/react-router';
import { rootRoute } from './root-route';

/** /{locale}: a storefront. Unknown locales are a 404; the storefront is read from the API. */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$locale',
  beforeLoad: ({ params }) => {
    if (!isLocaleCode(params.locale)) throw notFound();
    return { locale: params.locale };
  },
  loader: ({ context }) => context.apiFor(context.locale).storefront(),
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: loaderData.name }] : [],
  }),
  component: Outlet,
});
