import type { LinkProps } from '@nordshop/catalog-ui';
import type { LocaleDomains } from '@nordshop/locale-config';
import { useRouter, type ParsedLocation } from '@tanstack/react-router';
import {
  createContext,
  forwardRef,
  useContext,
  useImperativeHandle,
  useRef,
  type FocusEvent,
  type MouseEvent,
} from 'react';
import { useIdlePrefetch } from '../navigation/use-idle-prefetch';
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
 * those, so they are computed once per process for the menu's hundred category links rather than
 * on every page (the layout data is a new object on every request).
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

/** The scope of the layout's links for one router context and location. */
export function layoutLinkScope(
  context: HrefContext,
  location: Pick<ParsedLocation, 'pathname' | 'search'>,
): LayoutLinkScope {
  const hrefs = hrefsFor(context);
  const current = hasNoSearch(location.search)
    ? withoutTrailingSlash(location.pathname)
    : undefined;
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

/** Provides the scope to the {@link LayoutLink}s below (the header's menus). */
export const LayoutLinks = createContext<LayoutLinkScope | null>(null);

const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/**
 * A link of the layout (mega menu, category row): the same anchor the router's Link writes (href,
 * active class, data-status, aria-current), with the href looked up in the layout's memo instead
 * of the router building a location for each of the menu's hundred links on every render. A
 * click navigates inside the page like the router's Link, hovering or focusing it preloads the
 * page (the router's intent preload) and it is prefetched in view while idle like every
 * RouterLink. Without a scope, or with a query, it is a RouterLink.
 */
export const LayoutLink = forwardRef<HTMLAnchorElement, LinkProps>(function LayoutLink(props, ref) {
  const scope = useContext(LayoutLinks);
  if (!scope || props.href.includes('?')) return <RouterLink {...props} ref={ref} />;
  return <ScopedLink {...props} scope={scope} ref={ref} />;
});

type PreloadTimer = ReturnType<typeof setTimeout> | undefined;

const ScopedLink = forwardRef<HTMLAnchorElement, LinkProps & { scope: LayoutLinkScope }>(
  function ScopedLink(
    {
      href: path,
      scope,
      onClick,
      onFocus,
      onBlur,
      onMouseEnter,
      onMouseLeave,
      onTouchStart,
      ...rest
    },
    ref,
  ) {
    const router = useRouter();
    const anchor = useRef<HTMLAnchorElement>(null);
    const timer = useRef<PreloadTimer>(undefined);
    useImperativeHandle(ref, () => anchor.current as HTMLAnchorElement);
    useIdlePrefetch(anchor, path);
    const href = scope.hrefOf(path);
    const external = isExternal(href);
    const active = !external && scope.isCurrent(path);

    const preload = () => {
      router.preloadRoute({ to: path, search: {} }).catch(() => undefined);
    };
    const cancel = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    const intent = () => {
      const delay = router.options.defaultPreloadDelay ?? 0;
      if (!delay) preload();
      else
        timer.current ??= setTimeout(() => {
          timer.current = undefined;
          preload();
        }, delay);
    };
    const intentPreload = router.options.defaultPreload === 'intent' && !external;

    // The attributes in the order the router's Link writes them, so the server's HTML is the same.
    const attributes: Record<string, unknown> = { ...rest };
    if (active) attributes['className'] = rest.className ? `${rest.className} active` : 'active';
    attributes['href'] = href;
    if (active) {
      attributes['data-status'] = 'active';
      attributes['aria-current'] = 'page';
    }
    if (external) return <a {...attributes} ref={anchor} onClick={onClick} />;
    return (
      <a
        {...attributes}
        ref={anchor}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          onClick?.(event);
          const target = event.currentTarget.getAttribute('target');
          if (
            event.defaultPrevented ||
            event.metaKey ||
            event.altKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.button !== 0 ||
            (target && target !== '_self')
          )
            return;
          event.preventDefault();
          cancel();
          void router.navigate({ to: path, search: {} });
        }}
        onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
          onFocus?.(event);
          if (intentPreload && !event.defaultPrevented) intent();
        }}
        onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
          onBlur?.(event);
          cancel();
        }}
        onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
          onMouseEnter?.(event);
          if (intentPreload && !event.defaultPrevented) intent();
        }}
        onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
          onMouseLeave?.(event);
          cancel();
        }}
        onTouchStart={(event) => {
          onTouchStart?.(event);
          if (intentPreload && !event.defaultPrevented) preload();
        }}
      />
    );
  },
);
