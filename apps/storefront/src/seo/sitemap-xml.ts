import type { SitemapEntry } from '@nordshop/api-contract';
import { isLocaleCode, type LocaleCode } from '@nordshop/locale-config';
import { hreflangLinks, publicUrl, type HreflangLink, type PublicSite } from './public-url';

/** One <url> of a sitemap: the page's absolute URL and its hreflang alternates. */
export interface SitemapUrl {
  readonly loc: string;
  readonly alternates: readonly HreflangLink[];
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * The URLs of a storefront's sitemap entries, each on the storefront's public origin with its
 * alternates in every storefront (the same builder as the pages' hreflang links). Entries whose
 * path names no screen in the storefront are left out.
 */
export function sitemapUrls(
  entries: readonly SitemapEntry[],
  locale: LocaleCode,
  site: PublicSite,
): SitemapUrl[] {
  return entries.flatMap((entry) => {
    const path = entry.alternates[locale];
    const loc = path === undefined ? undefined : publicUrl(locale, path, site);
    return loc ? [{ loc, alternates: hreflangLinks(entry.alternates, site) }] : [];
  });
}

/** A sitemap (urlset) with xhtml:link hreflang alternates per URL. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const links = url.alternates
        .map(
          (link) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(url.loc)}</loc>${links}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`;
}

/** A sitemap index listing sitemap files by absolute URL. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const body = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</sitemapindex>
`;
}

/** The file name of part `part` (1-based) of a storefront's sitemap: sitemap-sv.xml, sitemap-sv-2.xml. */
export function sitemapFileName(locale: LocaleCode, part: number): string {
  return part <= 1 ? `sitemap-${locale}.xml` : `sitemap-${locale}-${part}.xml`;
}

/** The storefront and part a sitemap file name names, or undefined (sitemap-sv-1.xml is not a name). */
export function parseSitemapFileName(
  name: string,
): { locale: LocaleCode; part: number } | undefined {
  const match = /^sitemap-([a-z]{2})(?:-([2-9]|[1-9]\d{1,3}))?\.xml$/.exec(name);
  const code = match?.[1];
  if (!match || code === undefined || !isLocaleCode(code)) return undefined;
  return { locale: code, part: match[2] === undefined ? 1 : Number(match[2]) };
}
