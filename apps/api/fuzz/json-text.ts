/** JSON text written into a body as it is: numbers JSON.stringify cannot write, nesting too deep to build. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object written with its entries in order, so one key may appear twice. */
export class DuplicateKeys {
  constructor(readonly entries: readonly (readonly [string, unknown])[]) {}
}

/**
 * The JSON text of a value that may hold {@link RawJson} and {@link DuplicateKeys} anywhere.
 * Like JSON.stringify otherwise: undefined object members are left out, undefined array items
 * become null; lone surrogates are written as \u escapes (well-formed JSON, ill-formed text).
 */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof DuplicateKeys) {
    const members = value.entries
      .filter(([, member]) => member !== undefined)
      .map(([key, member]) => `${JSON.stringify(key)}:${jsonText(member)}`);
    return `{${members.join(',')}}`;
  }
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : jsonText(item))).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return jsonText(new DuplicateKeys(Object.entries(value)));
  return JSON.stringify(value ?? null);
}
