import { LOCALE_COOKIE, STOREFRONTS, isLocaleCode } from '@nordshop/locale-config';
import { Link, Outlet, createRoute, notFound } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LocaleSwitcher } from '../components/locale-switcher';
import { NotFoundPage } from '../components/not-found-page';
import { useStorefront } from '../routing/hooks';
import { screenPath } from '../routing/screen-path';
import { rootRoute } from './root-route';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** /{locale}: a storefront. Unknown locales are a 404; the storefront is read from the API. */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$locale',
  beforeLoad: ({ params }) => {
    if (!isLocaleCode(params.locale)) throw notFound();
    return { locale: params.locale };
  },
  loader: ({ context }) => context.apiFor(context.locale).storefront(),
  staleTime: 5 * 60_000,
  head: ({ loaderData }) => ({
    meta: loaderData ? [{ title: loaderData.name }] : [],
  }),
  component: StorefrontLayout,
  notFoundComponent: NotFoundPage,
});

function StorefrontLayout() {
  const storefront = useStorefront();
  const locale = storefront.code;
  useEffect(() => {
    // Remembered so that / (and a later visit) opens this storefront.
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  }, [locale]);
  return (
    <>
      <header className="site-header">
        <Link className="site-header__brand" to={screenPath('index', {}, locale)}>
          <img src={STOREFRONTS[locale].logo} alt="" width="32" height="32" />
          <span>{storefront.name}</span>
        </Link>
        <LocaleSwitcher locale={locale} />
      </header>
      <Outlet />
    </>
  );
}
