import { parsePath } from './parse-path';
import {
  COMPILED_ROUTES,
  SPLAT_PARAM,
  fillSegments,
  patternParams,
  type PathParams,
  type PathParamsInput,
  type PatternSegment,
} from './route-pattern';
import type { RouteName, RouteParams } from './route-table';
import type { LocaleCode } from './storefronts';

/** Options of {@link buildPath}. */
export interface BuildPathOptions {
  /**
   * Whether the path starts with the locale prefix (`/fi/…`). Default true; pass false for a
   * storefront served on its own domain, where the domain decides the locale.
   */
  readonly prefix?: boolean;
}

function sameParams(a: PathParams, b: PathParams): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Each storefront's compiled routes by name. */
const ROUTES_BY_NAME = new Map(
  Object.entries(COMPILED_ROUTES).map(([locale, routes]) => [
    locale,
    new Map(routes.map((route) => [route.name, route])),
  ]),
);

/** How many built paths {@link buildRoutePath} keeps; past it the kept paths are dropped and refilled. */
export const KEPT_PATHS_LIMIT = 8192;
const keptPaths = new Map<string, string>();

/**
 * What identifies a build: the storefront, the prefix, the route and the values of its own
 * params in pattern order (absent or empty ones as null). Other keys of `params` do not count.
 */
function buildKey(
  name: RouteName,
  locale: LocaleCode,
  prefix: boolean,
  pattern: readonly PatternSegment[],
  params: PathParamsInput,
): string {
  const values = pattern.flatMap((segment) => {
    if (segment.kind === 'word') return [];
    const value = params[segment.kind === 'splat' ? SPLAT_PARAM : segment.name];
    return [value === undefined || value === '' ? null : value];
  });
  return JSON.stringify([locale, prefix, name, values]);
}

/**
 * Builds an untyped route's path; see {@link buildPath}. For code that holds a route name and
 * params of unknown pairing, such as a parsed path.
 *
 * Every path is read back with `parsePath` to prove it opens the same screen, and a proven path
 * is kept: a page builds the same links again and again (the parse cost a twentieth of a render).
 */
export function buildRoutePath(
  name: RouteName,
  params: PathParamsInput,
  locale: LocaleCode,
  options: BuildPathOptions = {},
): string {
  const route = ROUTES_BY_NAME.get(locale)?.get(name);
  if (!route) throw new Error(`Unknown route "${String(name)}"`);
  const prefix = options.prefix ?? true;
  const key = buildKey(name, locale, prefix, route.segments, params);
  const kept = keptPaths.get(key);
  if (kept !== undefined) return kept;

  const segments = [...(prefix ? [locale] : []), ...fillSegments(name, route.segments, params)];
  const path = `/${segments.join('/')}`;

  const parsed = parsePath(path, prefix ? {} : { locale });
  if (
    !parsed ||
    parsed.name !== name ||
    !sameParams(parsed.params, patternParams(route.segments, params))
  ) {
    throw new Error(
      `Route "${name}" with these params gives ${path}, which opens ${parsed ? `"${parsed.name}"` : 'no route'} in ${locale}`,
    );
  }
  if (keptPaths.size >= KEPT_PATHS_LIMIT) keptPaths.clear();
  keptPaths.set(key, path);
  return path;
}

/**
 * The path of a screen in a storefront, e.g. `buildPath('product', { slug: 'x' }, 'fi')` is
 * '/fi/tuote/x'; with `{ prefix: false }` it is '/tuote/x'. The home page is '/fi' (or '/').
 *
 * Params are URL-encoded one segment each; the `_splat` keeps its slashes. Absent or empty
 * optional params are left out. `parsePath` reads every path this returns back to the same name,
 * locale and params.
 *
 * Throws an Error (a programming error, not a shopper's) when a required param is missing or
 * empty, when `_splat` has an empty segment, when a segment is '.' or '..' (browsers resolve
 * those), or when the params would make a path that opens another screen: a checkout id
 * 'confirmation', or a CMS page whose slug starts with a path word such as 'produkt/…'.
 */
export function buildPath<N extends RouteName>(
  name: N,
  params: RouteParams<N>,
  locale: LocaleCode,
  options: BuildPathOptions = {},
): string {
  return buildRoutePath(name, params, locale, options);
}
