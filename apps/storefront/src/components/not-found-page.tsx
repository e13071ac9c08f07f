/** The text spec section 8 gives for a missing page or failed validation. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** 404 page: shown (with status 404) for any unknown path. */
export function NotFoundPage() {
  return (
    <main className="error-page" aria-labelledby="error-title">
      <span className="error-page__icon" aria-hidden="true">
        !
      </span>
      <h1 id="error-title">{NOT_FOUND_MESSAGE}</h1>
      <p>
        <a href="/">Nordshop</a>
      </p>
    </main>
  );
}
