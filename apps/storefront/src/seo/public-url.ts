import type { Alternates } from '@nordshop/api-contract';
import {
  DEFAULT_LOCALE,
  LOCALE_CODES,
  STOREFRONTS,
  parsePath,
  type LocaleCode,
  type LocaleDomains,
  type RouteName,
  type RouteParams,
} from '@nordshop/locale-config';
import { publicHref } from '../routing/locale-rewrite';

/** Where a page is served: the request's origin and host, and the storefront domains. */
export interface PublicSite {
  /** Origin of the request, e.g. https://nordshop.se; the base of every path without a domain. */
  readonly origin: string;
  readonly host: string;
  /** Protocol of links to another storefront's domain ('https:' in production). */
  readonly protocol: string;
  /** LOCALE_DOMAINS: a storefront with a domain is always linked on it. */
  readonly localeDomains: LocaleDomains;
}

/** Query parameters an indexable URL keeps: only the page number of a listing past the first. */
export interface IndexableQuery {
  readonly page?: number | undefined;
}

function withQuery(url: URL, query: IndexableQuery): string {
  if (query.page !== undefined && query.page > 1) url.searchParams.set('page', String(query.page));
  return url.href;
}

/**
 * The absolute public URL of a screen of a storefront: on the storefront's domain (LOCALE_DOMAINS)
 * without prefix, otherwise on the request's origin with the locale prefix.
 */
export function screenUrl<N extends RouteName>(
  name: N,
  params: RouteParams<N>,
  locale: LocaleCode,
  site: PublicSite,
  query: IndexableQuery = {},
): string {
  const href = publicHref(name, params, locale, {
    host: site.host,
    protocol: site.protocol,
    domains: site.localeDomains,
  });
  return withQuery(new URL(href, site.origin), query);
}

/**
 * The absolute public URL of a path without locale prefix in a storefront's words (as the API's
 * `alternates`, `uri` and `url_fragment` give it); undefined when it names no screen there.
 */
export function publicUrl(
  locale: LocaleCode,
  path: string,
  site: PublicSite,
  query: IndexableQuery = {},
): string | undefined {
  const parsed = parsePath(path, { locale });
  if (!parsed) return undefined;
  return screenUrl(parsed.name, parsed.params as never, locale, site, query);
}

/** One hreflang alternate: the language tag (or x-default) and the absolute URL. */
export interface HreflangLink {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * The hreflang alternates of a page: one per storefront that has it (its BCP 47 tag, e.g. nb-NO),
 * in the storefronts' order, then x-default on the default storefront's page (sv), or on the
 * first one when sv lacks it. Empty when no storefront has the page.
 */
export function hreflangLinks(
  alternates: Alternates,
  site: PublicSite,
  query: IndexableQuery = {},
): HreflangLink[] {
  const links: { locale: LocaleCode; href: string }[] = [];
  for (const locale of LOCALE_CODES) {
    const path = alternates[locale];
    const href = path === undefined ? undefined : publicUrl(locale, path, site, query);
    if (href) links.push({ locale, href });
  }
  const fallback = links.find((link) => link.locale === DEFAULT_LOCALE) ?? links[0];
  if (!fallback) return [];
  return [
    ...links.map((link) => ({ hreflang: STOREFRONTS[link.locale].iso, href: link.href })),
    { hreflang: 'x-default', href: fallback.href },
  ];
}
