import {
  buildPath,
  parsePath,
  type LocaleCode,
  type LocaleDomains,
  type ParsedPath,
  type RouteName,
  type RouteParams,
} from '@nordshop/locale-config';
import { fromInternalPath, toInternalPath } from './internal-path';

/** Where the router runs: the request's (or window's) host and the storefront domains. */
export interface LocaleRewriteOptions {
  /** Host of the current URL, with or without port. */
  readonly host: string;
  readonly domains: LocaleDomains;
  /** Protocol of links to another storefront's domain (default https:). */
  readonly protocol?: string | undefined;
}

const hostname = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/** The storefront whose domain `host` is, if any (LOCALE_DOMAINS: the domain decides). */
export function domainLocale(host: string, domains: LocaleDomains): LocaleCode | undefined {
  const name = hostname(host);
  return (Object.entries(domains) as [LocaleCode, string][]).find(
    ([, domain]) => hostname(domain) === name,
  )?.[0];
}

/** Reads a public path: on a storefront's own domain the locale prefix is optional. */
export function parsePublicPath(
  pathname: string,
  options: LocaleRewriteOptions,
): ParsedPath | undefined {
  const locale = domainLocale(options.host, options.domains);
  if (!locale) return parsePath(pathname);
  const prefixed = parsePath(pathname);
  if (prefixed?.locale === locale) return prefixed;
  return parsePath(pathname, { locale });
}

/**
 * The public URL of a screen: the localized words with the locale prefix, or without it (and on
 * the storefront's own domain) when the storefront is served from a domain of LOCALE_DOMAINS.
 */
export function publicHref<N extends RouteName>(
  name: N,
  params: RouteParams<N>,
  locale: LocaleCode,
  options: LocaleRewriteOptions,
): string {
  const domain = options.domains[locale];
  if (!domain) return buildPath(name, params, locale);
  const path = buildPath(name, params, locale, { prefix: false });
  return hostname(domain) === hostname(options.host)
    ? path
    : `${options.protocol ?? 'https:'}//${domain}${path}`;
}

/**
 * The router's URL rewrite: public localized URLs in, internal screen paths for matching, and
 * back out for every link and redirect the router builds.
 */
export function localeRewrite(options: LocaleRewriteOptions) {
  return {
    input: ({ url }: { url: URL }) => {
      const parsed = parsePublicPath(url.pathname, options);
      if (!parsed) return undefined;
      url.pathname = toInternalPath(parsed);
      return url;
    },
    output: ({ url }: { url: URL }) => {
      const route = fromInternalPath(url.pathname);
      if (!route) return undefined;
      const href = publicHref(route.name, route.params as never, route.locale, options);
      const target = new URL(href, url);
      target.search = url.search;
      target.hash = url.hash;
      return target;
    },
  };
}
