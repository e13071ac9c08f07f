import { LOCALE_CODES, ROUTE_TABLE, type LocaleCode } from '@nordshop/locale-config';
import { screensWhere } from '../routing/screen-table';

/** Paths of the API and error reports: never for crawlers. */
const API_PATHS = ['/api/', '/captuerr'];

/** Screens kept out of the index: personal ones and search results. */
const UNINDEXED_SCREENS = screensWhere((screen) => screen.audience !== 'public');

/** The first path word of each unindexed screen in a storefront ('/checkout', '/sok', ...). */
function privateWords(locale: LocaleCode): string[] {
  const words = UNINDEXED_SCREENS.map(
    (name) => `/${ROUTE_TABLE[name][locale].split('/')[1] ?? ''}`,
  );
  return [...new Set(words)];
}

/** What robots.txt says for one host. */
export interface RobotsOptions {
  /** The storefront whose own domain (LOCALE_DOMAINS) this host is: its paths also go without prefix. */
  readonly domainLocale?: LocaleCode | undefined;
  /** Absolute URL of the host's sitemap index. */
  readonly sitemapUrl: string;
}

/**
 * robots.txt: every crawler may fetch everything but the shopper's own screens (account, order,
 * checkout, tracking), search results, previews and the API, under every storefront prefix and,
 * on a storefront's domain, without one; then the sitemap index.
 */
export function robotsTxt(options: RobotsOptions): string {
  const prefixed = LOCALE_CODES.flatMap((locale) =>
    privateWords(locale).map((word) => `/${locale}${word}`),
  );
  const own = options.domainLocale ? privateWords(options.domainLocale) : [];
  const disallowed = [...new Set([...API_PATHS, ...own, ...prefixed])];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.sitemapUrl}`,
    '',
  ].join('\n');
}
