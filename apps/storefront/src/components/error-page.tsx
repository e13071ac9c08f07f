import type { ErrorComponentProps } from '@tanstack/react-router';

/** Shown when an error has no message of its own (spec section 2, error page). */
export const GENERIC_CLIENT_ERROR = 'Something went wrong. Please try again.';

/** Error page: an exclamation icon and the error's message, or the generic client-error text. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const text = error instanceof Error && error.message ? error.message : GENERIC_CLIENT_ERROR;
  return (
    <main className="error-page" role="alert">
      <span className="error-page__icon" aria-hidden="true">
        !
      </span>
      <h1>{text}</h1>
      <p>
        <a href="/">Nordshop</a>
      </p>
    </main>
  );
}
