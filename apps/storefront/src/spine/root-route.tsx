import { patchTd02, readTd02 } from '@nordshop/browser-state';
import { consentModeDefault } from '@nordshop/consent';
import { STOREFRONTS } from '@nordshop/locale-config';
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useRouter,
} from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';
import type { RouterContext } from '../routing/router-context';
import { EXPERIMENT_SETTINGS_META } from '../routing/experiment-settings';
import { GlobalSearchSchema } from '../routing/global-search';
import { useGlobalSearch, useLocaleParam, useRouterContext } from '../routing/hooks';
import { intakePatch, sessionIntake, type SessionIntake } from '../routing/session-intake';
import { sessionArea } from '../storage/storage-areas';
import { tapKeeperScript } from '../taps/tap-keeper-script';

/**
 * Google Consent Mode v2 (spec section 4): every signal denied by default, set before any tag can
 * run; the consent banner sends the update once the shopper has chosen (or at once from the cookie).
 */
const CONSENT_DEFAULT_SCRIPT = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag(${consentModeDefault()
  .map((part) => JSON.stringify(part))
  .join(',')});`;

/** The document shell: <html>, head tags, the router's scripts and the query parameters of every page. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: GlobalSearchSchema,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b3d5c' },
      { title: 'Nordshop' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

function RootDocument() {
  const { localeDomains, experimentSettings, preferredLocale, queryClient } = useRouterContext();
  // An address without a storefront shows the preferred storefront's 404 (locale-route.tsx).
  const locale = useLocaleParam() ?? preferredLocale;
  const search = useGlobalSearch();
  const lang = STOREFRONTS[locale].iso;
  const nonce = useRouter().options.ssr?.nonce;
  useEffect(() => {
    keepSessionIntake(sessionIntake(search));
  }, [search]);
  return (
    <html lang={lang}>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />
        {/* Keeps the taps on buy buttons until the page's code takes them (docs/decisions/034).
        It has run when the browser hydrates: the client's bundle leaves its text out. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? tapKeeperScript() : '' }}
        />
        <HeadContent />
        <meta name="nordshop:locale-domains" content={JSON.stringify(localeDomains)} />
        <meta name={EXPERIMENT_SETTINGS_META} content={JSON.stringify(experimentSettings)} />
      </head>
      <body>
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
        <Scripts />
      </body>
    </html>
  );
}

function keepSessionIntake(intake: SessionIntake) {
  if (Object.keys(intake).length === 0) return;
  // Storage can be full or blocked (private mode); the page works without it (never throws).
  const storage = sessionArea();
  patchTd02(storage, intakePatch(readTd02(storage), intake));
}
