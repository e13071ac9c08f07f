import type { LocaleDomains } from '@nordshop/locale-config';
import { domainLocale } from '../routing/locale-rewrite';

/** The origin and host the shop's links are built on for one request. */
export interface RequestSite {
  /** e.g. https://nordshop.se */
  readonly origin: string;
  readonly host: string;
}

/**
 * Where the links of a page (canonical, hreflang, og:url, robots.txt and the sitemaps) point: a
 * request to one of the storefront domains (LOCALE_DOMAINS) stays on that domain; any other host
 * gets the configured public origin (PUBLIC_ORIGIN). The request's Host header is never copied
 * into a link unless it is one of the shop's own domains, so a forged Host cannot plant links.
 */
export function requestSite(
  request: Request,
  publicOrigin: string,
  domains: LocaleDomains,
): RequestSite {
  const configured = new URL(publicOrigin);
  const host = (request.headers.get('host') ?? new URL(request.url).host).trim().toLowerCase();
  if (host !== '' && domainLocale(host, domains) !== undefined) {
    return { origin: `${configured.protocol}//${host}`, host };
  }
  return { origin: configured.origin, host: configured.host };
}
