import { STOREFRONTS, isLocaleCode } from '@nordshop/locale-config';
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useParams,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorPage } from '../components/error-page';
import { NotFoundPage } from '../components/not-found-page';
import type { RouterContext } from '../router-context';

/** The document shell: <html>, head tags and the router's scripts. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
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
  const params: { locale?: string } = useParams({ strict: false });
  const lang = isLocaleCode(params.locale) ? STOREFRONTS[params.locale].iso : 'sv-SE';
  useEffect(() => {
    // Marks the document as interactive, for tests and for CSS that needs JavaScript.
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <html lang={lang}>
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
