import { useStrings } from '@nordshop/catalog-ui';
import { isLocaleCode } from '@nordshop/locale-config';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Component, useContext, useEffect, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { reportClientError } from '../errors/install-error-reporting';
import { useRouterContext } from '../routing/hooks';
import { screenPath } from '../routing/screen-path';
import { publicPathOf } from '../routing/use-links';

/** Shown when an error has no message of its own (spec section 2, error page). */
export const GENERIC_CLIENT_ERROR = 'Something went wrong. Please try again.';

/** The message an error page outside any storefront shows for `error`. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_CLIENT_ERROR;
}

/**
 * Loads the page again from the server: after a failed code download the browser would not ask
 * for the same module twice, and a new page brings the current build's code.
 */
function reloadPage() {
  window.location.reload();
}

/**
 * The error inside a storefront, in its words (a shopper never reads a program's message): what
 * happened, a button that tries again and the way home; the header's search stays above it.
 */
function StorefrontError({ locale }: { locale: string }) {
  const { t } = useStrings();
  const context = useRouterContext();
  return (
    <main className="error-page" aria-labelledby="error-title">
      <div role="alert">
        <span className="error-page__icon" aria-hidden="true">
          !
        </span>
        <h1 id="error-title">{t('general.error_title')}</h1>
        <p>{t('general.error_text')}</p>
      </div>
      <p className="error-page__actions">
        <button type="button" className="button button--primary" onClick={reloadPage}>
          {t('general.retry')}
        </button>
        {isLocaleCode(locale) ? (
          <a className="button" href={publicPathOf(screenPath('index', {}, locale), context)}>
            {t('general.back_home')}
          </a>
        ) : null}
      </p>
    </main>
  );
}

/** Outside any storefront (no strings at hand): the error's message or the generic text. */
function BareError({ error }: { error: unknown }) {
  return (
    <main className="error-page">
      <div role="alert">
        <span className="error-page__icon" aria-hidden="true">
          !
        </span>
        <h1>{errorMessage(error)}</h1>
      </div>
      <p>
        <a href="/">Nordshop</a>
      </p>
    </main>
  );
}

/** The last resort when the error page itself fails: a link back home. */
export class ErrorPageBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      this.props.fallback ?? (
        <p className="error-page">
          <a href="/">Nordshop</a>
        </p>
      )
    );
  }
}

/** The error's content: translated inside a storefront, the bare message outside one. */
export function ErrorContent({ error }: { error: unknown }) {
  const context = useContext(I18nContext) as { i18n?: { language?: string } } | undefined;
  const language = context?.i18n?.language;
  return language ? <StorefrontError locale={language} /> : <BareError error={error} />;
}

/**
 * Error page (spec sections 2 and 8): an exclamation icon and what happened, reported to the
 * error endpoint. Inside a storefront it is translated with a retry and the way home, in place of
 * the screen that failed (the layout's header, search and footer stay); outside one, the error's
 * message or the generic client-error text.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  // The router caught it, so the window never sees it: report it here (spec section 8).
  useEffect(() => reportClientError(error, 'error'), [error]);
  return (
    <ErrorPageBoundary>
      <ErrorContent error={error} />
    </ErrorPageBoundary>
  );
}
