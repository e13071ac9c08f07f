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

/** A whole number in `min`..`max`, given as a number or as decimal digits. */
export function intParam(min: number, max: number): ParamReader<number> {
  return (value) => {
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
          ? Number(value)
          : Number.NaN;
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
 * reader (left out when absent or bad); with `loose`, the other parameters are kept as they are.
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
      for (const [key, read] of Object.entries(readers)) {
        const value = read(source[key]);
        if (value !== undefined) out[key] = value;
      }
      return out as ParsedSearch<R> & Record<string, unknown>;
    },
  };
}
