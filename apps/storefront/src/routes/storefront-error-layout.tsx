import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../account/auth-provider';
import { CartProvider } from '../cart/cart-provider';
import { ErrorContent, ErrorPageBoundary } from '../components/error-page';
import { layoutKeys, type PageLayout } from '../data/layout-queries';
import { reportClientError } from '../errors/install-error-reporting';
import { ExperimentsProvider } from '../experiments/experiments-provider';
import { createI18n } from '../i18n/create-i18n';
import { SiteFooter } from '../layout/site-footer';
import { SiteHeader } from '../layout/site-header';
import { MAIN_ID } from '../navigation/route-focus';
import { useLayoutLocale, useRouterContext } from '../routing/hooks';

/**
 * The error page of a storefront whose layout itself failed (a part of it whose code could not be
 * loaded, spec section 8): the storefront's header with its search, the translated error with a
 * retry, and the footer, without the parts that load later (cart and login machines). Each part
 * stands alone, so a header that fails again leaves the error and the footer; without the
 * storefront's layout data (its strings) the bare error page shows.
 */
export function StorefrontErrorLayout({ error }: ErrorComponentProps) {
  const { queryClient } = useRouterContext();
  const locale = useLayoutLocale();
  const layout = queryClient.getQueryData<PageLayout>(layoutKeys.of(locale));
  const strings = layout?.strings;
  const i18n = useMemo(() => (strings ? createI18n(locale, strings) : null), [locale, strings]);
  // The router caught it, so the window never sees it: report it here (spec section 8).
  useEffect(() => reportClientError(error, 'error'), [error]);
  if (!layout || !i18n) {
    return (
      <ErrorPageBoundary>
        <ErrorContent error={error} />
      </ErrorPageBoundary>
    );
  }
  return (
    <I18nextProvider i18n={i18n}>
      <CartProvider>
        <AuthProvider>
          <ExperimentsProvider>
            <ErrorPageBoundary fallback={null}>
              <SiteHeader now={layout.now} />
            </ErrorPageBoundary>
            <div id={MAIN_ID} className="site-main">
              <ErrorPageBoundary>
                <ErrorContent error={error} />
              </ErrorPageBoundary>
            </div>
            <ErrorPageBoundary fallback={null}>
              <SiteFooter />
            </ErrorPageBoundary>
          </ExperimentsProvider>
        </AuthProvider>
      </CartProvider>
    </I18nextProvider>
  );
}
