import { LOCALE_SWITCHER_LOCALES, STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { useLocation, useRouterState } from '@tanstack/react-router';
import { useRouterContext } from '../routing/hooks';
import { fromInternalPath } from '../routing/internal-path';
import { publicHref, type LocaleRewriteOptions } from '../routing/locale-rewrite';

const LABEL: Readonly<Record<LocaleCode, string>> = {
  sv: 'Välj land',
  no: 'Velg land',
  da: 'Vælg land',
  fi: 'Valitse maa',
  nl: 'Kies land',
};

/** A storefront's link for the page at `pathname`, else (no such page there) its home page. */
function storefrontHref(
  pathname: string,
  notFound: boolean,
  code: LocaleCode,
  options: LocaleRewriteOptions,
): { path: string; samePage: boolean } {
  const route = notFound ? null : fromInternalPath(pathname);
  if (route) {
    try {
      return { path: publicHref(route.name, route.params as never, code, options), samePage: true };
    } catch {
      // The page's address is another screen's in that storefront (a CMS slug such as "sok").
    }
  }
  return { path: publicHref('index', {} as never, code, options), samePage: false };
}

/**
 * The storefronts as links to the same page in each (spec section 2: nl is not offered), or to
 * their home pages from a page that is not found. Each link is the storefront's domain when
 * LOCALE_DOMAINS names one, else its path prefix.
 */
export function LocaleSwitcher({ locale }: { locale: LocaleCode }) {
  const location = useLocation();
  const { host, protocol, localeDomains } = useRouterContext();
  const notFound = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'notFound'),
  });
  return (
    <nav className="locale-switcher" aria-label={LABEL[locale]}>
      <ul>
        {LOCALE_SWITCHER_LOCALES.map((code) => {
          const { path, samePage } = storefrontHref(location.pathname, notFound, code, {
            host,
            protocol,
            domains: localeDomains,
          });
          const href = samePage ? `${path}${location.searchStr}` : path;
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
