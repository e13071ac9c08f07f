import type { LinkComponent, LinkProps } from '@nordshop/catalog-ui';
import type { LocaleDomains } from '@nordshop/locale-config';
import type { ParsedLocation } from '@tanstack/react-router';
import { publicPathOf, RouterLink } from './use-links';

/** Where the layout's links point from and which page is shown. */
export interface LayoutLinkScope {
  /** The public href of a router path (memoized per host). */
  readonly hrefOf: (path: string) => string;
  /** Whether a router path without query is the page shown (the router's exact active test). */
  readonly isCurrent: (path: string) => boolean;
}

interface HrefContext {
  readonly host: string;
  readonly protocol: string;
  readonly localeDomains: LocaleDomains;
}

const MAX_ORIGINS = 8;
const MAX_PATHS = 4096;
const hrefCaches = new Map<string, Map<string, string>>();

/**
 * The public hrefs of router paths for one host, protocol and locale domains: a pure function of
 * those, so they are computed once per process for the menus' links rather than on every
 * page (the layout data is a new object on every request).
 */
function hrefsFor(context: HrefContext): Map<string, string> {
  const key = `${context.protocol}//${context.host} ${JSON.stringify(context.localeDomains)}`;
  let hrefs = hrefCaches.get(key);
  if (!hrefs) {
    // A request's Host header is the client's to choose: a few origins are kept, not every one.
    if (hrefCaches.size >= MAX_ORIGINS) hrefCaches.clear();
    hrefs = new Map();
    hrefCaches.set(key, hrefs);
  }
  // The paths come from the layout data; renamed categories leave old ones behind.
  if (hrefs.size >= MAX_PATHS) hrefs.clear();
  return hrefs;
}

/** The router's trailing slash rule of its active test ('/sv/x/' is '/sv/x'; '/' stays). */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function hasNoSearch(search: Record<string, unknown>): boolean {
  for (const key in search) if (search[key] !== undefined) return false;
  return true;
}

/**
 * The router path the layout's links mark as current at `location`: its path without a trailing
 * slash when it has no query (the router's exact active test), else none.
 */
export function currentPathOf(
  location: Pick<ParsedLocation, 'pathname' | 'search'>,
): string | undefined {
  return hasNoSearch(location.search) ? withoutTrailingSlash(location.pathname) : undefined;
}

/** The scope of the layout's links for one router context and location. */
export function layoutLinkScope(
  context: HrefContext,
  location: Pick<ParsedLocation, 'pathname' | 'search'>,
): LayoutLinkScope {
  const hrefs = hrefsFor(context);
  const current = currentPathOf(location);
  return {
    hrefOf: (path) => {
      let href = hrefs.get(path);
      if (href === undefined) {
        href = publicPathOf(path, context);
        hrefs.set(path, href);
      }
      return href;
    },
    isCurrent: (path) => current === withoutTrailingSlash(path),
  };
}

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/**
 * The server's link of the layout (mega menu, category row) in one scope: the anchor the router's
 * Link writes (its attributes in the same order, the active class, data-status and aria-current),
 * with the href looked up in the scope's memo instead of the router building a location for each
 * of the menus' links on every render. The markup is the router Link's, so the browser
 * hydrates these links as RouterLinks (navigation inside the page, intent preload, idle prefetch).
 * A link with a query is a RouterLink.
 */
export function serverLayoutLink(scope: LayoutLinkScope): LinkComponent {
  return function ServerLayoutLink(props: LinkProps) {
    if (props.href.includes('?')) return <RouterLink {...props} />;
    const { href: path, ...rest } = props;
    const href = scope.hrefOf(path);
    const active = !isExternal(href) && scope.isCurrent(path);
    const attributes: Record<string, unknown> = { ...rest };
    if (active) attributes['className'] = rest.className ? `${rest.className} active` : 'active';
    attributes['href'] = href;
    if (active) {
      attributes['data-status'] = 'active';
      attributes['aria-current'] = 'page';
    }
    return <a {...attributes} />;
  };
}
