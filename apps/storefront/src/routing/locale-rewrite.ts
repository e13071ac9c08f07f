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
 * `%5B`, `%5D` and `%7C` as the router reads a request's path: it decodes them, and a URL keeps
 * `[`, `]` and `|` as they are, so the path it compares with its own links holds the characters.
 */
const ROUTER_DECODED = /%(?:5B|5D|7C)/gi;

/**
 * A public path in the form the router reads requests in: a slug's escaped `[`, `]` and `|`
 * (encodeURIComponent) unescaped. Otherwise a path holding one never equals the router's own link
 * to it, and the router redirects the request to the address it came with, for ever.
 */
export function routerPathForm(pathname: string): string {
  return pathname.replace(ROUTER_DECODED, (escaped) => decodeURIComponent(escaped));
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
      target.pathname = routerPathForm(target.pathname);
      target.search = url.search;
      target.hash = url.hash;
      return target;
    },
  };
}
