import type { Category, ProductCard, SearchCategory, SearchHint } from '@nordshop/api-contract';
import type { LinkProps } from '@nordshop/catalog-ui';
import { parsePath, type LocaleCode, type LocaleDomains } from '@nordshop/locale-config';
import { Link } from '@tanstack/react-router';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useIdlePrefetch } from '../navigation/use-idle-prefetch';
import { fromInternalPath, toInternalPath } from './internal-path';
import { publicHref } from './locale-rewrite';
import { screenPath } from './screen-path';

const EXACT = { exact: true } as const;

/**
 * The link the catalog components render: the router's Link, so navigation stays in the page.
 * Hrefs given to components are router paths (screenPath); the router writes the localized URL.
 * The page behind the link is prefetched on hover or touch, and once the link is in view while
 * the browser is idle.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  const anchor = useRef<HTMLAnchorElement>(null);
  useImperativeHandle(ref, () => anchor.current as HTMLAnchorElement);
  useIdlePrefetch(anchor, href);
  const [path = '/', query] = href.split('?', 2);
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : {};
  // Only a link to exactly this page is the router's active one (it then writes
  // aria-current="page"): a shorter path or fewer query parameters is another page, such as page 1
  // of a listing seen from page 2.
  return <Link to={path} search={search} activeOptions={EXACT} {...rest} ref={anchor} />;
});

/** The router path of a public path without locale prefix (as the API gives `uri`s). */
export function pathOfUri(uri: string, locale: LocaleCode): string {
  const parsed = parsePath(uri, { locale });
  return parsed ? toInternalPath(parsed) : screenPath('index', {}, locale);
}

/** The chain of slugs of a category ('mobilskal/apple'). */
export function categoryChain(category: Pick<Category, 'hierarchy'>): string {
  return category.hierarchy.map((entry) => entry.slug).join('/');
}

/** Router paths of the catalog's entities in one storefront. */
export function catalogLinks(locale: LocaleCode) {
  return {
    home: () => screenPath('index', {}, locale),
    category: (category: Pick<Category, 'hierarchy'>) =>
      screenPath('product-category-all', { _splat: categoryChain(category) }, locale),
    categoryPath: (chain: string) => screenPath('product-category-all', { _splat: chain }, locale),
    product: (product: Pick<ProductCard, 'slug'>) =>
      screenPath('product', { slug: product.slug }, locale),
    brand: (slug: string) => screenPath('brand', { slug }, locale),
    tag: (slug: string) => screenPath('product-tag', { slug }, locale),
    search: () => screenPath('search', {}, locale),
    searchCategory: (category: SearchCategory) => pathOfUri(category.uri, locale),
    hint: (hint: SearchHint) => pathOfUri(hint.url, locale),
    account: () => screenPath('my-account-orders', {}, locale),
    cms: (slug: string) => screenPath('cms', { _splat: slug }, locale),
  };
}

/** What catalogLinks returns. */
export type CatalogLinks = ReturnType<typeof catalogLinks>;

/** The public URL path (localized words, prefix or domain) of a router path. */
export function publicPathOf(
  internalPath: string,
  context: { host: string; protocol: string; localeDomains: LocaleDomains },
): string {
  const route = fromInternalPath(internalPath);
  if (!route) return internalPath;
  return publicHref(route.name, route.params as never, route.locale, {
    host: context.host,
    protocol: context.protocol,
    domains: context.localeDomains,
  });
}
