import { hostName } from './host-name';
import type { LocaleDomains } from './parse-locale-domains';
import { readLocaleCookie } from './read-locale-cookie';
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, type LocaleCode } from './storefronts';

/** What {@link resolveLocale} looks at; every field may be missing. */
export interface LocaleRequest {
  /** The request's Host header (or `location.host`); port and case are ignored. */
  readonly host?: string | undefined;
  /** The request's pathname, e.g. '/fi/tuote/x'. */
  readonly pathname?: string | undefined;
  /** The Cookie header (or `document.cookie`), read for the {@link LOCALE_COOKIE} cookie. */
  readonly cookie?: string | undefined;
  /** The storefronts served on their own domains, from {@link parseLocaleDomains}. */
  readonly domains?: LocaleDomains | undefined;
}

/** Where the storefront was found. */
export type LocaleSource = 'domain' | 'path' | 'cookie' | 'default';

/** The storefront of a request, and where it was found. */
export interface ResolvedLocale {
  readonly locale: LocaleCode;
  readonly source: LocaleSource;
}

/**
 * The storefront of a request, in the spec's order (section 2): the domain first (a host listed
 * in `domains`), then the path prefix ('/fi/…'), then the locale cookie, then the default, sv.
 * When several storefronts share a host, the first in LOCALE_CODES order wins.
 */
export function resolveLocale(request: LocaleRequest): ResolvedLocale {
  const { host, pathname, cookie, domains = {} } = request;
  if (host !== undefined && host.trim() !== '') {
    const name = hostName(host);
    const byDomain = LOCALE_CODES.find((code) => {
      const domain = domains[code];
      return domain !== undefined && hostName(domain) === name;
    });
    if (byDomain) return { locale: byDomain, source: 'domain' };
  }
  const prefix = pathname?.startsWith('/') ? pathname.slice(1).split(/[/?#]/, 1)[0] : undefined;
  if (isLocaleCode(prefix)) return { locale: prefix, source: 'path' };
  const fromCookie = readLocaleCookie(cookie);
  if (fromCookie) return { locale: fromCookie, source: 'cookie' };
  return { locale: DEFAULT_LOCALE, source: 'default' };
}
