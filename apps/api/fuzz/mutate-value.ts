import { DuplicateKeys } from './json-text';

/** Where a value sits inside another: object keys and array indexes from the top. */
export type ValuePath = readonly (string | number)[];

/** What a mutation does at its place. */
export type MutationAction = 'replace' | 'remove' | 'add member' | 'duplicate key' | 'wrap';

/**
 * One change of a value with a hostile value: at the given path, or at the `place`-th of its
 * places (modulo their number).
 */
export interface Mutation {
  readonly place: number | ValuePath;
  readonly action: MutationAction;
  readonly hostile: { readonly name: string; readonly value: unknown };
  /** The key of an added member. */
  readonly key: string;
}

/** What a mutation changed, for the report. */
export interface Mutated {
  readonly value: unknown;
  /** Dot-joined path of the changed place ('' for the whole value). */
  readonly at: string;
  /** What happened there, e.g. `← NUL inside a string` or `removed`. */
  readonly change: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof DuplicateKeys);

/** Every place of a JSON-like value (the whole value first when `withRoot`), down to `maxDepth`. */
export function placesOf(value: unknown, withRoot: boolean, maxDepth = 8): ValuePath[] {
  const places: ValuePath[] = withRoot ? [[]] : [];
  const walk = (node: unknown, path: ValuePath) => {
    if (path.length >= maxDepth) return;
    const children: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : isPlainObject(node)
        ? Object.entries(node)
        : [];
    for (const [key, child] of children) {
      places.push([...path, key]);
      walk(child, [...path, key]);
    }
  };
  walk(value, []);
  return places;
}

function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)]));
  return value;
}

/**
 * The places of a value's primitive members (strings, numbers, booleans, null), looking into the
 * first item of each array only: one place per field of the value's shape.
 */
export function leafPlacesOf(value: unknown): ValuePath[] {
  return placesOf(value, false).filter((path) => {
    const leaf = valueAt(value, path);
    return (
      path.every((key) => typeof key === 'string' || key === 0) &&
      (leaf === null || typeof leaf !== 'object')
    );
  });
}

/** The member of a value at a path (undefined when there is none). */
export function valueAt(value: unknown, path: ValuePath): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

/** Replaces the node at `path` in a copy of `root`, or removes it when `replacement` is `remove`. */
function replaced(root: unknown, path: ValuePath, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const result = copy(root);
  const parent = valueAt(result, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  if (remove && Array.isArray(parent)) parent.splice(Number(key), 1);
  else if (remove) delete parent[key];
  else parent[key] = replacement;
  return result;
}

/**
 * Applies one mutation to a JSON-like value without changing it: replaces a place with the hostile
 * value, removes it, adds a member next to it, writes its key a second time with the hostile value
 * (the last one wins in JSON.parse), or wraps it in an array. `withRoot` lets the whole value be
 * the place (a body), else only its members (query, path and header records).
 */
export function mutateValue(value: unknown, mutation: Mutation, withRoot: boolean): Mutated {
  const places = placesOf(value, withRoot);
  // A record without members (no query parameters, no headers) gets one.
  if (places.length === 0 && !withRoot && isPlainObject(value))
    return {
      value: { ...value, [mutation.key]: mutation.hostile.value },
      at: mutation.key,
      change: `added ← ${mutation.hostile.name}`,
    };
  const path =
    typeof mutation.place !== 'number'
      ? mutation.place
      : places.length === 0
        ? []
        : places[mutation.place % places.length]!;
  const label = path.join('.');
  const { hostile } = mutation;
  const parentPath = path.slice(0, -1);
  const parent = valueAt(value, parentPath);
  const key = path[path.length - 1];
  switch (mutation.action) {
    case 'remove':
      if (path.length > 0)
        return { value: replaced(value, path, undefined, true), at: label, change: 'removed' };
      break;
    case 'add member': {
      const target = isPlainObject(valueAt(value, path))
        ? path
        : isPlainObject(parent)
          ? parentPath
          : null;
      if (target !== null) {
        const object = {
          ...(valueAt(value, target) as Record<string, unknown>),
          [mutation.key]: hostile.value,
        };
        return {
          value: replaced(value, target, object),
          at: [...target, mutation.key].join('.'),
          change: `added ← ${hostile.name}`,
        };
      }
      break;
    }
    case 'duplicate key':
      if (isPlainObject(parent) && typeof key === 'string') {
        const twice = new DuplicateKeys([...Object.entries(parent), [key, hostile.value]]);
        return {
          value: replaced(value, parentPath, twice),
          at: label,
          change: `key twice, last ← ${hostile.name}`,
        };
      }
      break;
    case 'wrap':
      return {
        value: replaced(value, path, [valueAt(value, path)]),
        at: label,
        change: 'wrapped in an array',
      };
    case 'replace':
      break;
  }
  return { value: replaced(value, path, hostile.value), at: label, change: `← ${hostile.name}` };
}
