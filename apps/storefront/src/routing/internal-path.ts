import {
  ROUTE_TABLE,
  isLocaleCode,
  type LocaleCode,
  type ParsedPath,
  type RouteName,
} from '@nordshop/locale-config';

// The router works on internal paths that name the screen instead of its localized words:
// /{locale}/{route name}/{params in pattern order}, e.g. /fi/product/x for /fi/tuote/x. The
// localized table of @nordshop/locale-config is the only place path words live; the router's
// rewrite turns public URLs into internal paths and back (see locale-rewrite.ts).

/** One parameter of a route pattern, in order. */
export interface PatternParam {
  readonly name: string;
  readonly optional: boolean;
  readonly splat: boolean;
}

function patternParamsOf(name: RouteName): readonly PatternParam[] {
  return ROUTE_TABLE[name].sv
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) =>
      segment === '*'
        ? { name: '_splat', optional: false, splat: true }
        : {
            name: segment.slice(1).replace(/\?$/, ''),
            optional: segment.endsWith('?'),
            splat: false,
          },
    );
}

/** Each route's parameters, read once from the table (every link the router builds reads them). */
const PARAMS_OF_ROUTE = new Map(
  (Object.keys(ROUTE_TABLE) as RouteName[]).map((name) => [name, patternParamsOf(name)]),
);

/** The parameters of a route, in the order they appear in its pattern (same in every locale). */
export function routeParams(name: RouteName): readonly PatternParam[] {
  return PARAMS_OF_ROUTE.get(name) ?? patternParamsOf(name);
}

/** The router path of a screen below the locale route, in TanStack Router syntax. */
export function internalRoutePath(name: RouteName): string {
  if (name === 'index') return '/';
  const params = routeParams(name).map((p) =>
    p.splat ? '$' : p.optional ? `{-$${p.name}}` : `$${p.name}`,
  );
  return [name, ...params].join('/');
}

const encodeParam = (param: PatternParam, value: string) =>
  param.splat ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);

/** The internal path of a parsed public path. */
export function toInternalPath(parsed: ParsedPath): string {
  if (parsed.name === 'index') return `/${parsed.locale}`;
  const values = parsed.params as Readonly<Record<string, string | undefined>>;
  const segments = routeParams(parsed.name).flatMap((param) => {
    const value = values[param.name];
    return value === undefined || value === '' ? [] : [encodeParam(param, value)];
  });
  return ['', parsed.locale, parsed.name, ...segments].join('/');
}

/** A screen read back from an internal path. */
export interface InternalRoute {
  readonly locale: LocaleCode;
  readonly name: RouteName;
  readonly params: Readonly<Record<string, string>>;
}

const ROUTE_NAME_SET: ReadonlySet<string> = new Set(Object.keys(ROUTE_TABLE));

/** Reads an internal path; undefined when it is not one. */
export function fromInternalPath(pathname: string): InternalRoute | undefined {
  const [, locale, name, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (!isLocaleCode(locale)) return undefined;
  if (name === undefined || name === '') return { locale, name: 'index', params: {} };
  if (!ROUTE_NAME_SET.has(name)) return undefined;
  const routeName = name as RouteName;
  const pattern = routeParams(routeName);
  let segments: string[];
  try {
    segments = rest.map(decodeURIComponent);
  } catch {
    return undefined;
  }
  const required = pattern.filter((p) => !p.optional).length;
  let spareOptional = Math.max(0, segments.length - required);
  const params: Record<string, string> = {};
  for (const param of pattern) {
    if (param.splat) {
      if (segments.length === 0) return undefined;
      params[param.name] = segments.splice(0).join('/');
    } else if (param.optional) {
      if (spareOptional > 0 && segments.length > 0) {
        params[param.name] = segments.shift() as string;
        spareOptional -= 1;
      }
    } else {
      const value = segments.shift();
      if (value === undefined) return undefined;
      params[param.name] = value;
    }
  }
  return segments.length === 0 ? { locale, name: routeName, params } : undefined;
}
