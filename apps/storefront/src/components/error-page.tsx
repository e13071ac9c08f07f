import type { ErrorComponentProps } from '@tanstack/react-router';
import { Component, useEffect, type ReactNode } from 'react';
import { reportClientError } from '../errors/install-error-reporting';

/** Shown when an error has no message of its own (spec section 2, error page). */
export const GENERIC_CLIENT_ERROR = 'Something went wrong. Please try again.';

/** The message an error page shows for `error`. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_CLIENT_ERROR;
}

function ErrorContent({ error }: { error: unknown }) {
  return (
    <main className="error-page" role="alert">
      <span className="error-page__icon" aria-hidden="true">
        !
      </span>
      <h1>{errorMessage(error)}</h1>
      <p>
        <a href="/">Nordshop</a>
      </p>
    </main>
  );
}

/** The last resort when the error page itself fails: a link back home. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p className="error-page">
        <a href="/">Nordshop</a>
      </p>
    ) : (
      this.props.children
    );
  }
}

/** Error page: an exclamation icon and the error's message, or the generic client-error text. */
export function ErrorPage({ error }: ErrorComponentProps) {
  // The router caught it, so the window never sees it: report it here (spec section 8).
  useEffect(() => reportClientError(error, 'error'), [error]);
  return (
    <ErrorPageBoundary>
      <ErrorContent error={error} />
    </ErrorPageBoundary>
  );
}
