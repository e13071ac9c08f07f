import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { INT4_MAX, INT4_MIN } from './bounded';
import { LocaleQuerySchema } from './common';
import { API_OPERATIONS } from './operations';
import { BIGINT_COLUMN } from './staff';

interface Def {
  readonly type: string;
  readonly checks?: readonly { _zod: { def: { check: string } } }[];
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
]);
const SAFE_LEAVES = new Set(['boolean', 'literal', 'enum', 'null', 'undefined', 'transform']);

/**
 * Every place a request schema takes a value from the client, with what is wrong with it: a
 * string that takes 100,000 characters, a NUL or an unpaired surrogate; a number outside int4;
 * a list without a maximum length; a value of any shape.
 */
function unboundedLeaves(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: z.ZodType | undefined, at = path) =>
    child ? unboundedLeaves(child, at, seen) : [`${path}: cannot read the schema`];
  if (WRAPPERS.has(def.type)) return inner(def.innerType);
  switch (def.type) {
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter?.());
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        inner(child, `${path}.${key}`),
      );
    case 'union':
      return (def.options ?? []).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'array': {
      const bounded = (def.checks ?? []).some((check) => check._zod.def.check === 'max_length');
      return [
        ...(bounded ? [] : [`${path}: a list without a maximum length`]),
        ...inner(def.element, `${path}[]`),
      ];
    }
    case 'string': {
      const problems: string[] = [];
      if (schema.safeParse('x'.repeat(100_000)).success) problems.push('takes 100,000 characters');
      if (schema.safeParse('ab\u0000cd').success) problems.push('takes a NUL');
      if (schema.safeParse('ab\uD800cd').success) problems.push('takes an unpaired surrogate');
      return problems.map((problem) => `${path}: ${problem}`);
    }
    case 'number': {
      const problems: string[] = [];
      if (schema.description === BIGINT_COLUMN) {
        if (schema.safeParse(Number.MAX_SAFE_INTEGER + 1).success)
          problems.push('takes 2^53, past what a bigint read as a JavaScript number holds');
        if (schema.safeParse(-1).success) problems.push('takes -1');
        return problems.map((problem) => `${path}: ${problem}`);
      }
      if (schema.safeParse(INT4_MAX + 1).success) problems.push(`takes ${INT4_MAX + 1}`);
      if (schema.safeParse(INT4_MIN - 1).success) problems.push(`takes ${INT4_MIN - 1}`);
      return problems.map((problem) => `${path}: ${problem}`);
    }
    default:
      return SAFE_LEAVES.has(def.type) ? [] : [`${path}: a ${def.type} value without bounds`];
  }
}

const requestParts = API_OPERATIONS.flatMap((op) =>
  (['params', 'query', 'body', 'requestHeaders'] as const).flatMap((part) => {
    const schema = op[part];
    return schema ? [{ name: `${op.method.toUpperCase()} ${op.path} ${part}`, schema }] : [];
  }),
);

describe('request schemas refuse what PostgreSQL cannot store', () => {
  it('covers the request parts of every operation', () => {
    expect(requestParts.length).toBeGreaterThanOrEqual(35);
  });

  it.each([{ name: 'locale and sid of every call', schema: LocaleQuerySchema }, ...requestParts])(
    '$name',
    ({ schema }) => {
      expect(unboundedLeaves(schema, '$')).toEqual([]);
    },
  );
});
