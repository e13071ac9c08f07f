import { LOCALE_COOKIE, type LocaleCode } from '@nordshop/locale-config';
import { Outlet } from '@tanstack/react-router';
import { Suspense, lazy, useDeferredValue, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider, useAuthDemanded, useAuthStore } from '../account/auth-provider';
import { ExperimentsProvider } from '../experiments/experiments-provider';
import { StorefrontConsent } from '../consent/storefront-consent';
import { CartProvider, useCartSend, useCartWanted } from '../cart/cart-provider';
import { UpsellProvider } from '../cart/upsell-state';
import { EarlyCartDrawer } from '../cart/early-cart-drawer';
import { loadCartRuntime, runCartRuntimeAhead } from '../cart/load-cart-runtime';
import { useHydrated } from '../ui/use-hydrated';
import { useIncludeVat } from '../layout/use-include-vat';
import { NavigationProgress } from '../navigation/navigation-progress';
import { MAIN_ID, RouteFocus } from '../navigation/route-focus';
import { createI18n } from '../i18n/create-i18n';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { LayoutDataContext, useLayoutData, useRouterContext } from '../routing/hooks';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The layout of a storefront around its screens (the component of the /{locale} route). */
export function StorefrontLayout() {
  const layout = useLayoutData();
  const { storefront, strings, now } = layout;
  const locale = storefront.code;
  const i18n = useMemo(() => createI18n(locale, strings), [locale, strings]);
  useEffect(() => {
    // Remembered so that / (and a later visit) opens this storefront.
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    // The storefront's layout is interactive: for tests and for CSS that needs JavaScript.
    document.documentElement.dataset['hydrated'] = 'true';
  }, [locale]);
  return (
    <LayoutDataContext value={layout}>
      <I18nextProvider i18n={i18n}>
        <CartProvider>
          <AuthProvider>
            <ExperimentsProvider>
              <UpsellProvider>
                {/* First in the tab order: a first visit's choice comes before the page (its
            message is fixed at the bottom of the screen, whatever its place here). */}
                <StorefrontConsent locale={locale} />
                <NavigationProgress />
                <RouteFocus />
                {/* Each region hydrates on its own (React hydrates Suspense boundaries separately, and a
            shopper's click hydrates its region first): no single long commit for the whole page. */}
                <Suspense fallback={null}>
                  <SiteHeader now={now} storedParts />
                </Suspense>
                <div id={MAIN_ID} className="site-main">
                  <Suspense fallback={null}>
                    <Outlet />
                  </Suspense>
                </div>
                <Suspense fallback={null}>
                  <SiteFooter storedParts />
                </Suspense>
                <StorefrontCart locale={locale} allowExVat={storefront.allowExVAT} />
                <StorefrontAuth locale={locale} />
              </UpsellProvider>
            </ExperimentsProvider>
          </AuthProvider>
        </CartProvider>
      </I18nextProvider>
    </LayoutDataContext>
  );
}

/**
 * The cart machine and its drawers: a chunk of its own, fetched when the browser is idle and run
 * once the cart is wanted (cart-provider.tsx). Meanwhile an add shows in the early drawer.
 */
const CartRuntimeView = lazy(loadCartRuntime);

function StorefrontCart({ locale, allowExVat }: { locale: LocaleCode; allowExVat: boolean }) {
  const includeVat = useIncludeVat();
  // False on the server and while hydrating (the store is wanted from effects and clicks only).
  // Deferred: the machine mounts in a render of its own after the command that wanted it, so a
  // first add's click paints the early drawer at once and the machine takes over later.
  const wanted = useDeferredValue(useCartWanted());
  const api = useRouterContext().apiFor(locale);
  // The first add must not wait for the code: it is fetched and run while the browser is idle.
  useEffect(() => runCartRuntimeAhead(), []);
  return (
    <>
      <EarlyCartDrawer />
      {wanted ? (
        <Suspense fallback={null}>
          <CartRuntimeView
            api={api}
            allowExVat={allowExVat}
            locale={locale}
            includeVat={includeVat}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The auth and login-modal machines and the login modal: a chunk of their own, loaded after hydration. */
const AuthRuntimeView = lazy(() => import('../account/auth-runtime'));

/** Query parameters that need the auth machines (spec section 2). */
const AUTH_QUERY = /[?&](token|login|change_password|forgot_password|order_link)(=|&|$)/;

function StorefrontAuth({ locale }: { locale: LocaleCode }) {
  const hydrated = useHydrated();
  const api = useRouterContext().apiFor(locale);
  const store = useAuthStore();
  const cartSend = useCartSend();
  const demanded = useAuthDemanded();
  useEffect(() => {
    if (AUTH_QUERY.test(window.location.search)) store.want();
  }, [store]);
  if (!hydrated || !demanded) return null;
  return (
    <Suspense fallback={null}>
      <AuthRuntimeView key={locale} api={api} locale={locale} cartSend={cartSend} />
    </Suspense>
  );
}
