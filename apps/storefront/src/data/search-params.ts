// Query parameters are read on every page in the browser: these few readers keep a schema library
// out of the first load. Each reader answers the value or undefined: a bad value is dropped rather
// than failing the page (spec section 2).

/** Reads one query parameter. */
export type ParamReader<T> = (value: unknown) => T | undefined;

/** A trimmed string of `min`..`max` characters (matching `pattern` when given). */
export function textParam(options: {
  readonly max: number;
  readonly min?: number;
  readonly pattern?: RegExp;
  readonly trim?: boolean;
}): ParamReader<string> {
  const { max, min = 1, pattern, trim = true } = options;
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const text = trim ? value.trim() : value;
    if (text.length < min || text.length > max) return undefined;
    return pattern && !pattern.test(text) ? undefined : text;
  };
}

/**
 * A whole number in `min`..`max`, given as a number or as decimal digits; digits in double quotes
 * (`?page=%222%22`, as page links were once written) read as the number.
 */
export function intParam(min: number, max: number): ParamReader<number> {
  return (value) => {
    const digits = typeof value === 'string' ? /^\s*"?(\d+)"?\s*$/.exec(value)?.[1] : undefined;
    const number =
      typeof value === 'number' ? value : digits !== undefined ? Number(digits) : Number.NaN;
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  };
}

/** One of `options`. */
export function optionParam<const T extends string>(options: readonly T[]): ParamReader<T> {
  return (value) =>
    typeof value === 'string' && (options as readonly string[]).includes(value)
      ? (value as T)
      : undefined;
}

/** The search object of some readers. */
export type ParsedSearch<R extends Record<string, ParamReader<unknown>>> = {
  [K in keyof R]?: R[K] extends ParamReader<infer T> ? T : never;
};

/**
 * A search validator for the router (an object with `parse`): each named parameter read by its
 * reader (undefined when absent or bad); with `loose`, the other parameters are kept as they are.
 */
export function searchParser<R extends Record<string, ParamReader<unknown>>>(
  readers: R,
  options: { readonly loose?: boolean } = {},
) {
  return {
    parse(input: unknown): ParsedSearch<R> & Record<string, unknown> {
      const source =
        typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
      const out: Record<string, unknown> = {};
      if (options.loose) {
        for (const [key, value] of Object.entries(source)) if (!(key in readers)) out[key] = value;
      }
      // A bad value is named with undefined rather than left out: the router lays a route's
      // result over the raw query, where the bad value would otherwise live on.
      for (const [key, read] of Object.entries(readers)) out[key] = read(source[key]);
      return out as ParsedSearch<R> & Record<string, unknown>;
    },
  };
}

/**
 * The router's reading of a query string: every value as the plain text the URL carries (the
 * first one of a repeated name), so `?q=123` stays the text a form sent and the readers above
 * decide what a value means. The router's default would read `2` as a number and `true` as a
 * boolean, and then write a text that looks like one back quoted (`?page=%222%22`).
 */
export function parseSearchParams(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) if (!(key in out)) out[key] = value;
  return out;
}

/** One query value as text: a string as it is, a number or boolean written out, anything else as JSON. */
function paramText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return `${value}`;
  return JSON.stringify(value) ?? '';
}

/**
 * The router's writing of a search object: each value as plain text (`?page=2&q=skal`), in the
 * object's order; undefined and null are left out, a list repeats its name.
 */
export function stringifySearchParams(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, paramText(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
