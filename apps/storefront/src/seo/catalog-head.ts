import type {
  Alternates,
  BrandListingResponse,
  CategoryListingResponse,
  CmsPageResponse,
  ProductDetail,
  TagListingResponse,
} from '@nordshop/api-contract';
import { breadcrumbJsonLd, type JsonLd } from '@nordshop/catalog-ui';
import { LOCALE_CODES, buildPath, type RouteName, type RouteParams } from '@nordshop/locale-config';
import { SCREEN_TABLE } from '../routing/screen-table';
import type { HeadEnv } from './head-env';
import { homeJsonLd } from './home-json-ld';
import { metaDescription } from './meta-description';
import { NOINDEX, pageHead, type RouteHead } from './page-head';
import { screenUrl } from './public-url';
import { listingTitle, pageTitle, seoText } from './seo-text';

export type { HeadEnv } from './head-env';

/** A screen without entity slugs (home, calendar) in every storefront: the same params, each one's words. */
export function screenAlternates<N extends RouteName>(name: N, params: RouteParams<N>): Alternates {
  const alternates: Alternates = {};
  for (const locale of LOCALE_CODES) {
    try {
      alternates[locale] = buildPath(name, params, locale, { prefix: false });
    } catch {
      // The params make another screen in this storefront (a CMS slug that is a path word there).
    }
  }
  return alternates;
}

function described(
  text: string | undefined,
  key: string,
  values: Readonly<Record<string, string>>,
  env: HeadEnv,
): string | undefined {
  const own = text ? metaDescription(text) : '';
  if (own) return own;
  const template = seoText(env.strings, key, { ...values, name: env.siteName });
  return template === undefined ? undefined : metaDescription(template);
}

function breadcrumbs(env: HeadEnv, steps: readonly { name: string; href: string }[]): JsonLd {
  const home = {
    name: seoText(env.strings, 'general.home') ?? env.siteName,
    href: screenUrl('index', {}, env.locale, env.site),
  };
  return breadcrumbJsonLd([home, ...steps], env.site.origin);
}

/**
 * Every page of a storefront until its own head says more: the storefront's name as title and
 * its tagline as description. No links: canonical and hreflang belong to the page alone.
 */
export function storefrontHead(env: HeadEnv): RouteHead {
  const description = seoText(env.strings, 'seo.home_description', { name: env.siteName });
  return {
    meta: [
      { title: env.siteName },
      ...(description ? [{ name: 'description', content: description }] : []),
    ],
    links: [],
    scripts: [],
  };
}

/** A page that is not found (status 404): its message as title, never indexed. */
export function notFoundHead(env: HeadEnv): RouteHead {
  return pageHead(
    {
      locale: env.locale,
      title: pageTitle(seoText(env.strings, 'general.page_not_found'), env.siteName),
      robots: 'noindex',
    },
    env.site,
  );
}

/** The home page: the shop's tagline as description, the shop and its search as JSON-LD. */
export function homeHead(env: HeadEnv): RouteHead {
  return pageHead(
    {
      locale: env.locale,
      title: pageTitle(seoText(env.strings, 'home.title'), env.siteName),
      description: seoText(env.strings, 'seo.home_description', { name: env.siteName }),
      alternates: screenAlternates('index', {}),
      jsonLd: homeJsonLd(env),
    },
    env.site,
  );
}

/** A product page: its name, its description cut to a snippet (or a template) and its picture. */
export function productHead(product: ProductDetail, env: HeadEnv): RouteHead {
  const name = [product.prefix, product.name].filter(Boolean).join(' ');
  return pageHead(
    {
      locale: env.locale,
      title: pageTitle(name, env.siteName),
      description: described(
        product.description,
        'seo.product_description',
        { product: name },
        env,
      ),
      alternates: product.alternates ?? { [env.locale]: product.url_fragment },
      image: product.thumb.url ? new URL(product.thumb.url, env.site.origin).href : undefined,
    },
    env.site,
  );
}

/** A category listing: its name (and page), its description or a template, its breadcrumb. */
export function categoryHead(
  listing: Pick<CategoryListingResponse, 'category' | 'page' | 'alternates'>,
  env: HeadEnv,
): RouteHead {
  const { category } = listing;
  const steps = category.hierarchy.map((entry, i) => ({
    name: entry.name,
    href: screenUrl(
      'product-category-all',
      {
        _splat: category.hierarchy
          .slice(0, i + 1)
          .map((h) => h.slug)
          .join('/'),
      },
      env.locale,
      env.site,
    ),
  }));
  return pageHead(
    {
      locale: env.locale,
      title: pageTitle(listingTitle(category.name, listing.page, env.strings), env.siteName),
      description: described(
        category.description,
        'seo.category_description',
        { category: category.name },
        env,
      ),
      alternates: listing.alternates,
      query: { page: listing.page },
      jsonLd: [breadcrumbs(env, steps)],
    },
    env.site,
  );
}

/** A brand listing. */
export function brandHead(
  listing: Pick<BrandListingResponse, 'brand' | 'page' | 'alternates'>,
  env: HeadEnv,
): RouteHead {
  const { brand } = listing;
  return pageHead(
    {
      locale: env.locale,
      title: pageTitle(listingTitle(brand.name, listing.page, env.strings), env.siteName),
      description: described(
        brand.description,
        'seo.brand_description',
        { brand: brand.name },
        env,
      ),
      alternates: listing.alternates,
      query: { page: listing.page },
      jsonLd: [
        breadcrumbs(env, [
          {
            name: brand.name,
            href: screenUrl('brand', { slug: brand.slug }, env.locale, env.site),
          },
        ]),
      ],
    },
    env.site,
  );
}

/** A tag listing. */
export function tagHead(
  listing: Pick<TagListingResponse, 'tag' | 'page' | 'alternates'>,
  env: HeadEnv,
): RouteHead {
  const { tag } = listing;
  return pageHead(
    {
      locale: env.locale,
      title: pageTitle(listingTitle(tag.name, listing.page, env.strings), env.siteName),
      description: described(undefined, 'seo.tag_description', { tag: tag.name }, env),
      alternates: listing.alternates,
      query: { page: listing.page },
      jsonLd: [
        breadcrumbs(env, [
          {
            name: tag.name,
            href: screenUrl('product-tag', { slug: tag.slug }, env.locale, env.site),
          },
        ]),
      ],
    },
    env.site,
  );
}

/** The text of some HTML, tags removed and whitespace collapsed, for a description. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A CMS page: its title, the start of its text as the description, canonical to itself. */
export function cmsHead(page: CmsPageResponse, env: HeadEnv): RouteHead {
  const text = plainText(page.content);
  const description = text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
  return pageHead(
    {
      locale: env.locale,
      title: pageTitle(page.title, env.siteName),
      description,
      // The page in every storefront that has a translation of it (hreflang), itself at least.
      alternates: { [env.locale]: `/${page.slug}`, ...page.alternates },
    },
    env.site,
  );
}

/** Search results: titled by the query, never indexed. */
export function searchHead(query: string, env: HeadEnv): RouteHead {
  const title =
    (query ? seoText(env.strings, 'general.search_results_for', { query }) : undefined) ??
    SCREEN_TABLE.search.title[env.locale];
  return pageHead(
    { locale: env.locale, title: pageTitle(title, env.siteName), robots: NOINDEX },
    env.site,
  );
}

/**
 * Any other screen: its title; a shopper's own screens (account, order, checkout) are never
 * indexed, the others link to themselves in every storefront.
 */
export function screenHead<N extends RouteName>(
  name: N,
  params: RouteParams<N>,
  env: HeadEnv,
): RouteHead {
  const screen = SCREEN_TABLE[name];
  const title = pageTitle(screen.title[env.locale], env.siteName);
  if (screen.audience !== 'public')
    return pageHead({ locale: env.locale, title, robots: NOINDEX }, env.site);
  return pageHead(
    { locale: env.locale, title, alternates: screenAlternates(name, params) },
    env.site,
  );
}
