import type { JsonLd } from '@nordshop/catalog-ui';
import { STOREFRONTS } from '@nordshop/locale-config';
import type { HeadEnv } from './head-env';
import { screenUrl } from './public-url';

/** The query parameter of the search route that the SearchAction's template fills. */
const SEARCH_TERM = 'search_term_string';

/**
 * The home page's schema.org data: the shop as an Organization (name, home page, logo) and the
 * storefront as a WebSite whose SearchAction is the search route with `q` (spec section 2), so
 * that search engines can offer a search box for the site.
 */
export function homeJsonLd(env: HeadEnv): JsonLd[] {
  const home = screenUrl('index', {}, env.locale, env.site);
  const search = new URL(screenUrl('search', {}, env.locale, env.site));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: env.siteName,
      url: home,
      logo: new URL('/brand/nordshop-logo.svg', env.site.origin).href,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: env.siteName,
      url: home,
      inLanguage: STOREFRONTS[env.locale].iso,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${search.origin}${search.pathname}?q={${SEARCH_TERM}}`,
        },
        'query-input': `required name=${SEARCH_TERM}`,
      },
    },
  ];
}
