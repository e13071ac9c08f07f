import { parsePath } from './parse-path';
import {
  COMPILED_ROUTES,
  fillSegments,
  patternParams,
  type PathParams,
  type PathParamsInput,
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

/**
 * Builds an untyped route's path; see {@link buildPath}. For code that holds a route name and
 * params of unknown pairing, such as a parsed path.
 */
export function buildRoutePath(
  name: RouteName,
  params: PathParamsInput,
  locale: LocaleCode,
  options: BuildPathOptions = {},
): string {
  const route = COMPILED_ROUTES[locale].find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route "${String(name)}"`);
  const prefix = options.prefix ?? true;
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
