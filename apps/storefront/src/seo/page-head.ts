import type { Alternates } from '@nordshop/api-contract';
import { serializeJsonLd, type JsonLd } from '@nordshop/catalog-ui';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { hreflangLinks, publicUrl, type IndexableQuery, type PublicSite } from './public-url';

/** A <meta> of a route's head (TanStack Router: the title, or name/property and content). */
export type HeadMeta =
  { title: string } | { name: string; content: string } | { property: string; content: string };

/** A <link> of a route's head. */
export interface HeadLink {
  rel: string;
  href: string;
  hrefLang?: string;
  /** A preload's kind (`fetch`). */
  as?: string;
  /** A preload fetched in CORS mode, as the browser's fetch() asks for it: `anonymous`. */
  crossOrigin?: 'anonymous';
}

/** A <script> of a route's head: here only JSON-LD data blocks. */
export interface HeadScript {
  type: 'application/ld+json';
  children: string;
}

/** What a route's head() returns. */
export interface RouteHead {
  meta: HeadMeta[];
  links: HeadLink[];
  scripts: HeadScript[];
}

/** The SEO of one page. */
export interface PageSeo {
  readonly locale: LocaleCode;
  /** The whole <title>. */
  readonly title: string;
  /** Plain text; left out when undefined or empty. */
  readonly description?: string | undefined;
  /**
   * The page in every storefront (paths without prefix); this storefront's one is the canonical
   * URL. Left out (no canonical, no hreflang) for pages that are not to be indexed.
   */
  readonly alternates?: Alternates | undefined;
  /** The page number of a listing: kept in the canonical and alternate URLs past page 1. */
  readonly query?: IndexableQuery | undefined;
  /** e.g. 'noindex, follow' for search results and private screens. */
  readonly robots?: string | undefined;
  /** An absolute image URL for link previews (og:image). */
  readonly image?: string | undefined;
  /** schema.org data of the page. */
  readonly jsonLd?: readonly JsonLd[] | undefined;
}

/** The robots meta of a page that must not be indexed; its links may still be followed. */
export const NOINDEX = 'noindex, follow';

/**
 * The head of a page: <title>, meta description, robots, Open Graph tags, JSON-LD, the canonical
 * link (absolute, this storefront's URL with only the page number kept) and hreflang alternates
 * for every storefront that has the page plus x-default, all from one URL builder.
 */
export function pageHead(seo: PageSeo, site: PublicSite): RouteHead {
  const ownPath = seo.alternates?.[seo.locale];
  const canonical =
    ownPath === undefined ? undefined : publicUrl(seo.locale, ownPath, site, seo.query);
  const alternates =
    canonical && seo.alternates ? hreflangLinks(seo.alternates, site, seo.query) : [];
  const description = seo.description?.trim();
  const meta: HeadMeta[] = [
    { title: seo.title },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(seo.robots ? [{ name: 'robots', content: seo.robots }] : []),
    { property: 'og:title', content: seo.title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:site_name', content: STOREFRONTS[seo.locale].name },
    { property: 'og:locale', content: STOREFRONTS[seo.locale].iso.replace('-', '_') },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
  ];
  const links: HeadLink[] = canonical
    ? [
        { rel: 'canonical', href: canonical },
        ...alternates.map((link) => ({
          rel: 'alternate',
          hrefLang: link.hreflang,
          href: link.href,
        })),
      ]
    : [];
  const scripts = (seo.jsonLd ?? []).map((data): HeadScript => ({
    type: 'application/ld+json',
    children: serializeJsonLd(data),
  }));
  return { meta, links, scripts };
}
