import fc from 'fast-check';
import type * as z from 'zod';

/** How large derived values may grow. */
export interface DeriveOptions {
  /** Most elements of a derived array beyond its minimum (default 3). */
  readonly extraArrayItems?: number;
  /** Most characters of a free string beyond its minimum (default 24). */
  readonly extraStringLength?: number;
}

interface CheckDef {
  readonly check: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly length?: number;
  readonly value?: number;
  readonly inclusive?: boolean;
  readonly format?: string;
  readonly pattern?: RegExp;
}

interface SchemaDef {
  readonly type: string;
  readonly checks?: readonly { readonly _zod: { readonly def: CheckDef } }[];
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly values?: readonly unknown[];
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly element?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly keyType?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly getter?: () => z.ZodType;
}

/** The definition of a zod 4 schema (its public `_zod.def` introspection). */
function defOf(schema: z.ZodType): SchemaDef {
  return (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
}

/** Whether an object key of this schema may be left out (optional, or with a default). */
function mayBeAbsent(schema: z.ZodType): boolean {
  return (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
}

function checksOf(def: SchemaDef): CheckDef[] {
  return (def.checks ?? []).map((check) => check._zod.def);
}

/** Length bounds of a string or array from its checks. */
function lengthBounds(checks: readonly CheckDef[]): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max ?? Infinity, check.maximum ?? Infinity);
    if (check.check === 'length_equals') {
      min = check.length ?? 0;
      max = check.length;
    }
  }
  return { min, max };
}

function stringArbitrary(
  schema: z.ZodType,
  def: SchemaDef,
  options: Required<DeriveOptions>,
): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const { min, max } = lengthBounds(checks);
  const patterns = [
    ...(def.pattern ? [def.pattern] : []),
    ...checks.flatMap((check) =>
      check.check === 'string_format' && check.pattern ? [check.pattern] : [],
    ),
  ];
  const [pattern] = patterns;
  const base = pattern
    ? fc.stringMatching(pattern, { size: 'small' })
    : fc.string({
        minLength: min,
        maxLength: Math.min(max ?? Infinity, min + options.extraStringLength),
      });
  // Trimming, several patterns and lengths on top of a pattern: keep what the schema itself accepts.
  return base.filter((value) => schema.safeParse(value).success);
}

/** Bounds of a number from its checks, and whether it must be whole. */
function numberArbitrary(def: SchemaDef): fc.Arbitrary<number> {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let minExcluded = false;
  let maxExcluded = false;
  let integer = false;
  let multipleOf: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than' && check.value !== undefined && check.value >= min) {
      min = check.value;
      minExcluded = check.inclusive === false;
    }
    if (check.check === 'less_than' && check.value !== undefined && check.value <= max) {
      max = check.value;
      maxExcluded = check.inclusive === false;
    }
    if (check.check === 'number_format' && check.format !== undefined) {
      integer ||= ['safeint', 'int32', 'uint32'].includes(check.format);
      const [low, high] =
        check.format === 'int32'
          ? [-(2 ** 31), 2 ** 31 - 1]
          : check.format === 'uint32'
            ? [0, 2 ** 32 - 1]
            : check.format === 'safeint'
              ? [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]
              : [-Number.MAX_VALUE, Number.MAX_VALUE];
      min = Math.max(min, low);
      max = Math.min(max, high);
    }
    if (check.check === 'multiple_of') multipleOf = check.value;
  }
  if (integer || multipleOf !== undefined) {
    const step = multipleOf ?? 1;
    const low = Math.max(
      Math.ceil((minExcluded ? min + step : min) / step),
      Number.MIN_SAFE_INTEGER,
    );
    const high = Math.min(
      Math.floor((maxExcluded ? max - step : max) / step),
      Number.MAX_SAFE_INTEGER,
    );
    return usual(low, high, (bounds) => fc.integer(bounds)).map((n) => n * step);
  }
  return usual(min, max, (bounds) =>
    fc.double({ ...bounds, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true }),
  );
}

/**
 * Mostly numbers near zero within the bounds (ids, quantities and years people send), now and
 * then anywhere in them: the edges are the hostile values' job, and a derived request should
 * be valid in the usual way.
 */
function usual(
  min: number,
  max: number,
  within: (bounds: { min: number; max: number }) => fc.Arbitrary<number>,
): fc.Arbitrary<number> {
  const near = { min: Math.max(min, -1_000), max: Math.min(max, Math.max(min, -1_000) + 2_000) };
  return near.min > near.max
    ? within({ min, max })
    : fc.oneof(
        { weight: 4, arbitrary: within(near) },
        { weight: 1, arbitrary: within({ min, max }) },
      );
}

/** The innermost input schema of a chain of pipes (what the caller sends). */
function pipeSource(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return def.type === 'pipe' && def.in ? pipeSource(def.in) : schema;
}

function derive(
  schema: z.ZodType,
  options: Required<DeriveOptions>,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 12) return fc.constant(null);
  const def = defOf(schema);
  const inner = (child: z.ZodType | undefined) => {
    if (!child) throw new Error(`zod ${def.type} without its inner schema`);
    return derive(child, options, depth + 1);
  };
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def, options);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((key) => [key, inner(shape[key])])), {
        requiredKeys: keys.filter((key) => !mayBeAbsent(shape[key]!)),
      });
    }
    case 'array': {
      const { min, max } = lengthBounds(checksOf(def));
      // Deep down (a recursive schema) arrays stop growing, so the value ends.
      const extra = depth >= 6 ? 0 : options.extraArrayItems;
      return fc.array(inner(def.element), {
        minLength: min,
        maxLength: Math.min(max ?? Infinity, min + extra),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => inner(item)));
    case 'record':
      return fc
        .array(fc.tuple(inner(def.keyType), inner(def.valueType)), {
          maxLength: options.extraArrayItems,
        })
        .map((entries) => Object.fromEntries(entries as [PropertyKey, unknown][]));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => inner(option)));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object'
            ? { ...(left as object), ...(right as object) }
            : right,
        );
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'lazy':
      return inner(def.getter?.());
    case 'transform':
      // A bare transform accepts any input.
      return fc.jsonValue({ maxDepth: 1 });
    case 'pipe': {
      const out = def.out ? defOf(def.out) : undefined;
      // `.transform(f)`: the input is what the first schema accepts.
      if (!out || out.type === 'transform') return inner(def.in);
      // z.preprocess: the input becomes whatever the output schema accepts.
      if (def.in && defOf(def.in).type === 'transform') return inner(def.out);
      // A text read as a number (query and path parameters): digits of a number the output accepts.
      if (defOf(pipeSource(schema)).type === 'string' && out.type === 'number') {
        return inner(def.out)
          .map((n) => String(n))
          .filter((text) => schema.safeParse(text).success);
      }
      return inner(def.in);
    }
    default:
      throw new Error(`no arbitrary for zod type ${def.type}`);
  }
}

/**
 * A fast-check arbitrary of inputs a zod 4 schema accepts, derived from its definition
 * (`schema._zod.def`): strings by length, pattern and format, numbers by bounds and whole-number
 * checks, objects with their optional keys sometimes left out, arrays, records, unions, literals,
 * enums, defaults, pipes and transforms (the input side). Refinements across fields
 * (`superRefine`) are not derived, so a value may still fail those; everything else parses.
 */
export function arbitraryOf(schema: z.ZodType, options: DeriveOptions = {}): fc.Arbitrary<unknown> {
  return derive(schema, { extraArrayItems: 3, extraStringLength: 24, ...options }, 0);
}
