import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useRouterState } from '@tanstack/react-router';
import { cmsPageQuery } from '../data/content-queries';
import { useQueryScope, useRouterContext } from '../routing/hooks';
import { fromInternalPath } from '../routing/internal-path';
import { switcherLocales, switcherTarget } from './locale-switcher-links';

const LABEL: Readonly<Record<LocaleCode, string>> = {
  sv: 'Välj land',
  no: 'Velg land',
  da: 'Vælg land',
  fi: 'Valitse maa',
  nl: 'Kies land',
};

/**
 * The storefronts as links to the same page in each (spec section 2: nl is not offered, but the
 * Dutch storefront's own switcher marks it as the current one), to a CMS page's translation, or
 * to their home pages where the page has none or is not found. Each link is the storefront's domain
 * when LOCALE_DOMAINS names one, else its path prefix.
 */
export function LocaleSwitcher({ locale }: { locale: LocaleCode }) {
  const location = useLocation();
  const { host, protocol, localeDomains } = useRouterContext();
  const notFound = useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'notFound'),
  });
  const route = notFound ? undefined : fromInternalPath(location.pathname);
  const cmsSlug = route?.name === 'cms' ? (route.params['_splat'] ?? '') : '';
  // The CMS page's own query (its loader ran it): read from the cache, never fetched here.
  const cmsPage = useQuery({ ...cmsPageQuery(useQueryScope(), cmsSlug), enabled: false });
  return (
    <nav className="locale-switcher" aria-label={LABEL[locale]}>
      <ul>
        {switcherLocales(locale).map((code) => {
          const { path, samePage } = switcherTarget(
            route,
            code,
            { host, protocol, domains: localeDomains },
            cmsPage.data?.alternates,
          );
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
