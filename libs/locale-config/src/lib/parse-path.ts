import { COMPILED_ROUTES, matchSegments, outranks, type PatternMatch } from './route-pattern';
import type { RouteName, RouteParams } from './route-table';
import { isLocaleCode, type LocaleCode } from './storefronts';

/** A pathname read as a screen: which storefront, which route, and its decoded params. */
export type ParsedPath = {
  readonly [N in RouteName]: {
    readonly locale: LocaleCode;
    readonly name: N;
    readonly params: RouteParams<N>;
  };
}[RouteName];

/** Options of {@link parsePath}. */
export interface ParsePathOptions {
  /**
   * The storefront already decided by the domain. The pathname then carries no locale prefix
   * ('/tuote/x' rather than '/fi/tuote/x').
   */
  readonly locale?: LocaleCode;
}

/** The pathname without a query string or fragment, should one be attached. */
export function pathOnly(pathname: string): string {
  const end = pathname.search(/[?#]/);
  return end === -1 ? pathname : pathname.slice(0, end);
}

function decodeParts(parts: readonly string[]): string[] | undefined {
  try {
    return parts.map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
}

/**
 * Reads a pathname as one of the shop's routes: the inverse of `buildPath`.
 *
 * - Without `options.locale` the first segment must be a locale prefix (`/fi/tuote/x`); a path
 *   without one ('/', '/tuote/x', '/xx/…') gives undefined.
 * - Path words must be the storefront's own: `/fi/produkt/x` is not 'product' in fi.
 * - Under a valid prefix, a path that no other route takes is 'cms' (the catch-all), with the
 *   whole rest as `_splat`; only the bare prefix is 'index'.
 * - One trailing slash is tolerated; empty segments (`//`) and malformed percent-encoding give
 *   undefined. A query string or fragment, if attached, is ignored.
 * - Params are returned decoded; optional params that are absent are left out.
 */
export function parsePath(
  pathname: string,
  options: ParsePathOptions = {},
): ParsedPath | undefined {
  const path = pathOnly(pathname);
  if (!path.startsWith('/')) return undefined;
  const raw = path.slice(1).split('/');
  if (raw.at(-1) === '') raw.pop();

  let locale: LocaleCode;
  let rest: string[];
  if (options.locale === undefined) {
    const [prefix, ...after] = raw;
    if (!isLocaleCode(prefix)) return undefined;
    locale = prefix;
    rest = after;
  } else {
    locale = options.locale;
    rest = raw;
  }
  if (rest.includes('')) return undefined;
  const parts = decodeParts(rest);
  if (!parts) return undefined;

  let best: { name: RouteName; match: PatternMatch } | undefined;
  for (const route of COMPILED_ROUTES[locale]) {
    const match = matchSegments(route.segments, parts);
    if (match && (!best || outranks(match.rank, best.match.rank)))
      best = { name: route.name, match };
  }
  if (!best) return undefined;
  return { locale, name: best.name, params: best.match.params } as ParsedPath;
}
