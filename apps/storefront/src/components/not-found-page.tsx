import { isLocaleCode } from '@nordshop/locale-config';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import { useStrings } from '@nordshop/catalog-ui';
import { screenPath } from '../routing/screen-path';
import { RouterLink } from '../routing/use-links';

/**
 * What spec section 8 says a missing page or failed validation means: 'This page could not be
 * found'. A storefront shows it in its own words (key general.page_not_found); this text stands
 * only where no storefront's strings are at hand.
 */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** The 404 page inside a storefront's layout, in its language, with a way home (the header has search). */
function StorefrontNotFound({ locale }: { locale: string }) {
  const { t } = useStrings();
  return (
    <main className="error-page" aria-labelledby="error-title">
      <span className="error-page__icon" aria-hidden="true">
        !
      </span>
      <h1 id="error-title">{t('general.page_not_found')}</h1>
      <p>
        {isLocaleCode(locale) ? (
          <RouterLink className="button button--primary" href={screenPath('index', {}, locale)}>
            {t('general.back_home')}
          </RouterLink>
        ) : null}
      </p>
    </main>
  );
}

/**
 * The 404 page (status 404): inside a storefront (below its layout, which provides the strings)
 * it is translated; outside one, the spec's text with a link to the shop.
 */
export function NotFoundPage() {
  const context = useContext(I18nContext) as { i18n?: { language?: string } } | undefined;
  const language = context?.i18n?.language;
  if (language) return <StorefrontNotFound locale={language} />;
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
