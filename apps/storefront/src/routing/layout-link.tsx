import type { LinkProps } from '@nordshop/catalog-ui';
import type { LocaleDomains } from '@nordshop/locale-config';
import { useRouter, type ParsedLocation } from '@tanstack/react-router';
import {
  createContext,
  use,
  useCallback,
  useRef,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type Ref,
  type TouchEvent,
} from 'react';
import { watchForIdlePrefetch, type Preloader } from '../navigation/use-idle-prefetch';
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

/** The scope of the layout's links where they are rendered (the header provides it). */
export const LayoutLinkScopeContext = createContext<LayoutLinkScope | null>(null);

/** How long the pointer rests on a link before its page is preloaded (the router's default). */
export const INTENT_PRELOAD_DELAY_MS = 50;

/** Sets a ref given as a prop, whether a function or an object. */
function setRef(ref: Ref<HTMLAnchorElement> | undefined, element: HTMLAnchorElement | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/** A click the browser should handle itself: not the main button, a modifier, another target. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== undefined && target !== '' && target !== '_self')
  );
}

/**
 * A link of the layout (mega menu, category row) in the {@link LayoutLinkScopeContext}: the anchor
 * the router's Link writes (its attributes in the same order, the active class, data-status and
 * aria-current), its href from the scope's memo. On the server no location is built per link; in
 * the browser the links stay plain anchors with handlers (no router Link, store subscription or
 * effect per link, of which the menus have some sixty on every page): a plain click navigates
 * inside the page, the pointer resting on the link or a touch preloads its page (as the router's
 * intent preload), and in view while the browser is idle it is prefetched (watchForIdlePrefetch).
 * A link with a query, or outside a scope, is a RouterLink.
 */
export function LayoutLink(props: LinkProps) {
  const scope = use(LayoutLinkScopeContext);
  const router = useRouter() as unknown as Preloader & {
    navigate: (options: { to: string; search: Record<string, string> }) => Promise<unknown>;
  };
  const { href: path, ref: forwarded, ...rest } = props;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // React calls a ref that returns its cleanup with the element only: the cleanup clears the
  // caller's ref too.
  const attach = useCallback(
    (element: HTMLAnchorElement | null) => {
      if (element === null) return undefined;
      setRef(forwarded, element);
      const stop = watchForIdlePrefetch(element, path, router);
      return () => {
        stop();
        setRef(forwarded, null);
      };
    },
    [forwarded, path, router],
  );
  if (scope === null || path.includes('?')) return <RouterLink {...props} />;
  const href = scope.hrefOf(path);
  const external = isExternal(href);
  const active = !external && scope.isCurrent(path);
  // A page on another storefront's domain is not this router's to preload (nor does its Link).
  const preload = () => {
    timer.current = undefined;
    if (!external) void router.preloadRoute({ to: path, search: {} }).catch(() => undefined);
  };
  const later = () => {
    if (!external) timer.current ??= setTimeout(preload, INTENT_PRELOAD_DELAY_MS);
  };
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const attributes: Record<string, unknown> = {
    ...rest,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      rest.onClick?.(event);
      if (external || leftToBrowser(event, rest.target)) return;
      event.preventDefault();
      void router.navigate({ to: path, search: {} });
    },
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => {
      rest.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') later();
    },
    onPointerLeave: (event: PointerEvent<HTMLAnchorElement>) => {
      rest.onPointerLeave?.(event);
      cancel();
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      rest.onFocus?.(event);
      later();
    },
    onBlur: (event: FocusEvent<HTMLAnchorElement>) => {
      rest.onBlur?.(event);
      cancel();
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      rest.onTouchStart?.(event);
      preload();
    },
    ref: external ? forwarded : attach,
  };
  if (active) attributes['className'] = rest.className ? `${rest.className} active` : 'active';
  attributes['href'] = href;
  if (active) {
    attributes['data-status'] = 'active';
    attributes['aria-current'] = 'page';
  }
  return <a {...attributes} />;
}
