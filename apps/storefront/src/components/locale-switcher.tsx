import { LOCALE_SWITCHER_LOCALES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { useLocation } from '@tanstack/react-router';
import { useRouterContext } from '../routing/hooks';
import { fromInternalPath } from '../routing/internal-path';
import { publicHref } from '../routing/locale-rewrite';

const LABEL: Readonly<Record<LocaleCode, string>> = {
  sv: 'Välj land',
  no: 'Velg land',
  da: 'Vælg land',
  fi: 'Valitse maa',
  nl: 'Kies land',
};

/**
 * The storefronts as links to the same page in each (spec section 2: nl is not offered). Each link
 * is the storefront's domain when LOCALE_DOMAINS names one, else its path prefix.
 */
export function LocaleSwitcher({ locale }: { locale: LocaleCode }) {
  const location = useLocation();
  const { host, protocol, localeDomains } = useRouterContext();
  const route = fromInternalPath(location.pathname);
  return (
    <nav className="locale-switcher" aria-label={LABEL[locale]}>
      <ul>
        {LOCALE_SWITCHER_LOCALES.map((code) => {
          const path = route
            ? publicHref(route.name, route.params as never, code, {
                host,
                protocol,
                domains: localeDomains,
              })
            : `/${code}`;
          const href = `${path}${location.searchStr}`;
          return (
            <li key={code}>
              <a
                href={href}
                hrefLang={STOREFRONTS[code].iso}
                lang={STOREFRONTS[code].iso}
                aria-current={code === locale ? 'page' : undefined}
              >
                {STOREFRONTS[code].country}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
