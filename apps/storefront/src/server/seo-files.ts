import type { SitemapResponse } from '@nordshop/api-contract';
import { LOCALE_CODES, type LocaleCode, type LocaleDomains } from '@nordshop/locale-config';
import { domainLocale } from '../routing/locale-rewrite';
import type { RequestSite } from './public-site';
import { robotsTxt } from '../seo/robots-txt';
import {
  parseSitemapFileName,
  sitemapFileName,
  sitemapIndexXml,
  sitemapUrls,
  urlsetXml,
} from '../seo/sitemap-xml';

/** How long browsers and shared caches may keep robots.txt and the sitemaps: one hour. */
export const SEO_FILES_CACHE_CONTROL = 'public, max-age=3600';

/** What the crawler files are made from. */
export interface SeoFilesOptions {
  /** LOCALE_DOMAINS: a storefront's domain lists only that storefront. */
  readonly localeDomains: LocaleDomains;
  /** One part (1-based) of a storefront's indexable pages (GET /api/sitemap), cached by the caller. */
  readonly sitemapPart: (locale: LocaleCode, part: number) => Promise<SitemapResponse>;
  /** The origin and host a request's links go to (server/public-site.ts): never a forged Host. */
  readonly siteOf: (request: Request) => RequestSite;
}

/**
 * The storefronts whose pages a host serves under their canonical URLs: on a storefront's own
 * domain that one, elsewhere every storefront without a domain.
 */
export function localesServedOn(host: string, domains: LocaleDomains): LocaleCode[] {
  const own = domainLocale(host, domains);
  return own ? [own] : LOCALE_CODES.filter((locale) => domains[locale] === undefined);
}

/** How many sitemap files a storefront's pages take (at least one, for the home page). */
function partsOf(first: SitemapResponse | undefined): number {
  return first ? Math.max(1, Math.ceil(first.total / first.per_page)) : 1;
}

function answer(body: string, contentType: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': contentType, 'cache-control': SEO_FILES_CACHE_CONTROL },
  });
}

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/**
 * Answers GET /robots.txt, /sitemap.xml (the index of the host's storefront sitemaps) and
 * /sitemap-{locale}.xml (/sitemap-{locale}-{n}.xml past the first part); undefined for any
 * other request, which the caller serves as usual.
 */
export function seoFiles(options: SeoFilesOptions) {
  return async (request: Request): Promise<Response | undefined> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const url = new URL(request.url);
    const name = url.pathname.slice(1);
    if (name !== 'robots.txt' && !name.startsWith('sitemap')) return undefined;
    const site = options.siteOf(request);
    const host = site.host;
    const served = localesServedOn(host, options.localeDomains);

    if (name === 'robots.txt') {
      return answer(
        robotsTxt({
          domainLocale: domainLocale(host, options.localeDomains),
          sitemapUrl: `${site.origin}/sitemap.xml`,
        }),
        TEXT,
      );
    }
    if (name === 'sitemap.xml') {
      const firsts = await Promise.all(served.map((locale) => options.sitemapPart(locale, 1)));
      const files = served.flatMap((locale, i) =>
        Array.from(
          { length: partsOf(firsts[i]) },
          (_, part) => `${site.origin}/${sitemapFileName(locale, part + 1)}`,
        ),
      );
      return answer(sitemapIndexXml(files), XML);
    }
    const file = parseSitemapFileName(name);
    if (!file) return undefined;
    if (!served.includes(file.locale)) return answer('Not found', TEXT, 404);
    // Only parts that exist are asked for (and kept by the caller's cache).
    if (file.part > 1 && file.part > partsOf(await options.sitemapPart(file.locale, 1)))
      return answer('Not found', TEXT, 404);
    const data = await options.sitemapPart(file.locale, file.part);
    const publicSite = {
      origin: site.origin,
      host,
      protocol: new URL(site.origin).protocol,
      localeDomains: options.localeDomains,
    };
    return answer(urlsetXml(sitemapUrls(data.entries, file.locale, publicSite)), XML);
  };
}
