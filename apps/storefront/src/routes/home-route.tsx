import { createRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { message } from '../messages';
import { useStorefront } from '../routing/hooks';
import { localeRoute } from './locale-route';

/** /{locale}/: the storefront's home page. */
export const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/',
  component: HomePage,
});

function HomePage() {
  const storefront = useStorefront();
  const locale = storefront.code;
  const [includeVat, setIncludeVat] = useState(true);
  return (
    <main className="home">
      <h1>{message(locale, 'welcome', { name: storefront.name })}</h1>
      <p>{message(locale, 'tagline')}</p>
      <p data-testid="currency">{message(locale, 'currency', { currency: storefront.currency })}</p>
      {storefront.allowExVAT ? (
        <section className="vat-display" aria-live="polite">
          <p data-testid="vat-mode">{message(locale, includeVat ? 'pricesInclVat' : 'pricesExclVat')}</p>
          <button type="button" aria-pressed={!includeVat} onClick={() => setIncludeVat((v) => !v)}>
            {message(locale, includeVat ? 'showExclVat' : 'showInclVat')}
          </button>
        </section>
      ) : null}
    </main>
  );
}
