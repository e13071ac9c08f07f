import { Link } from '@tanstack/react-router';
import { useLocaleParam } from '../routing/hooks';
import { screenPath } from '../routing/screen-path';

/** The text spec section 8 gives for a missing page or failed validation. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

const HOME_LINK = {
  sv: 'Till startsidan',
  no: 'Til forsiden',
  da: 'Til forsiden',
  fi: 'Etusivulle',
  nl: 'Naar de startpagina',
} as const;

/** 404 page: shown (with status 404) for any unknown path, inside its storefront when it has one. */
export function NotFoundPage() {
  const locale = useLocaleParam();
  return (
    <main className="error-page" aria-labelledby="error-title">
      <span className="error-page__icon" aria-hidden="true">
        !
      </span>
      <h1 id="error-title">{NOT_FOUND_MESSAGE}</h1>
      <p>
        {locale ? (
          <Link to={screenPath('index', {}, locale)}>{HOME_LINK[locale]}</Link>
        ) : (
          <a href="/">Nordshop</a>
        )}
      </p>
    </main>
  );
}
