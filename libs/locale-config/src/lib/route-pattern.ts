import { ROUTE_NAMES, ROUTE_TABLE, type RouteName } from './route-table';
import type { LocaleCode } from './storefronts';

/** One segment of a compiled route pattern. */
export type PatternSegment =
  | { readonly kind: 'word'; readonly word: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean }
  | { readonly kind: 'splat' };

/** The name under which the splat (`*`) is read. */
export const SPLAT_PARAM = '_splat';

/** Decoded path parameters by name. */
export type PathParams = Readonly<Record<string, string>>;

/** Raw parameters as a caller passes them; undefined means absent. */
export type PathParamsInput = Readonly<Record<string, string | undefined>>;

/** A route of one storefront, compiled for matching and building. */
export interface CompiledRoute {
  readonly name: RouteName;
  readonly segments: readonly PatternSegment[];
}

/** Splits a pattern such as '/rabatt/:category?/:code' into segments. Throws on a bad pattern. */
export function compilePattern(pattern: string): readonly PatternSegment[] {
  if (!pattern.startsWith('/')) throw new Error(`Route pattern "${pattern}" must start with "/"`);
  const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
  return parts.map((part, index): PatternSegment => {
    if (part === '*') {
      if (index !== parts.length - 1)
        throw new Error(`Route pattern "${pattern}": "*" must be last`);
      return { kind: 'splat' };
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (!/^\w+$/.test(name))
        throw new Error(`Route pattern "${pattern}": bad parameter "${part}"`);
      return { kind: 'param', name, optional };
    }
    if (part === '') throw new Error(`Route pattern "${pattern}" has an empty segment`);
    return { kind: 'word', word: part };
  });
}

function compileRoutes(locale: LocaleCode): readonly CompiledRoute[] {
  return ROUTE_NAMES.map((name) => ({ name, segments: compilePattern(ROUTE_TABLE[name][locale]) }));
}

/** Every storefront's routes, compiled once, in the order of {@link ROUTE_NAMES}. */
export const COMPILED_ROUTES: Readonly<Record<LocaleCode, readonly CompiledRoute[]>> = {
  sv: compileRoutes('sv'),
  no: compileRoutes('no'),
  da: compileRoutes('da'),
  fi: compileRoutes('fi'),
  nl: compileRoutes('nl'),
};

/** A successful match: the decoded params and a rank (higher beats lower, compared in order). */
export interface PatternMatch {
  readonly params: PathParams;
  readonly rank: readonly number[];
}

const WORD_RANK = 3;
const PARAM_RANK = 2;
const SPLAT_RANK = 1;

/**
 * Matches decoded, non-empty path segments against a pattern. Optional parameters are tried
 * present first, then absent.
 */
export function matchSegments(
  pattern: readonly PatternSegment[],
  parts: readonly string[],
): PatternMatch | undefined {
  const [segment, ...restPattern] = pattern;
  if (segment === undefined) return parts.length === 0 ? { params: {}, rank: [] } : undefined;
  const [part, ...restParts] = parts;

  if (segment.kind === 'splat') {
    return parts.length === 0
      ? undefined
      : { params: { [SPLAT_PARAM]: parts.join('/') }, rank: [SPLAT_RANK] };
  }
  if (segment.kind === 'word') {
    if (part !== segment.word) return undefined;
    const rest = matchSegments(restPattern, restParts);
    return rest && { params: rest.params, rank: [WORD_RANK, ...rest.rank] };
  }
  if (part !== undefined) {
    const rest = matchSegments(restPattern, restParts);
    if (rest)
      return { params: { [segment.name]: part, ...rest.params }, rank: [PARAM_RANK, ...rest.rank] };
  }
  return segment.optional ? matchSegments(restPattern, parts) : undefined;
}

/** Whether rank `a` beats rank `b`: the first differing position decides, then the longer one. */
export function outranks(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return a.length > b.length;
}

const isDotSegment = (part: string): boolean => part === '.' || part === '..';

/**
 * The path segments of a pattern filled with URL-encoded params. Absent or empty optional params
 * are left out; the splat keeps its slashes. Throws when a required param is missing, a splat
 * has an empty segment, or a segment is '.' or '..'.
 */
export function fillSegments(
  name: RouteName,
  pattern: readonly PatternSegment[],
  params: PathParamsInput,
): string[] {
  return pattern.flatMap((segment): string[] => {
    if (segment.kind === 'word') return [segment.word];
    const key = segment.kind === 'splat' ? SPLAT_PARAM : segment.name;
    const value = params[key];
    if (value === undefined || value === '') {
      if (segment.kind === 'param' && segment.optional) return [];
      throw new Error(`Route "${name}" needs the parameter "${key}" (a non-empty string)`);
    }
    const parts = segment.kind === 'param' ? [value] : value.split('/');
    if (parts.includes('')) {
      throw new Error(
        `Route "${name}": "${SPLAT_PARAM}" must be slugs joined by single slashes, got "${value}"`,
      );
    }
    if (parts.some(isDotSegment)) {
      // Browsers resolve '.' and '..' (even as %2E) before the shop sees the path.
      throw new Error(`Route "${name}": "${key}" cannot be "." or ".." in a URL, got "${value}"`);
    }
    return parts.map(encodeURIComponent);
  });
}

/** The params a pattern reads from `params`: present, non-empty values of its own parameters. */
export function patternParams(
  pattern: readonly PatternSegment[],
  params: PathParamsInput,
): PathParams {
  const entries = pattern.flatMap((segment): [string, string][] => {
    if (segment.kind === 'word') return [];
    const key = segment.kind === 'splat' ? SPLAT_PARAM : segment.name;
    const value = params[key];
    return value === undefined || value === '' ? [] : [[key, value]];
  });
  return Object.fromEntries(entries);
}
