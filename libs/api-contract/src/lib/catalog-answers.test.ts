import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { catalogOperations } from './catalog-operations';

/** Schema kinds that give a parsed value something the answer did not have, or change it. */
const CHANGING_KINDS = new Set(['default', 'prefault', 'transform', 'pipe', 'catch', 'success']);

/**
 * The places in `schema` where parsing changes what it reads (a default, a transform, a catch, a
 * trim or other overwrite), as paths; empty when a parsed answer equals the answer itself.
 */
function changingParts(schema: z.core.$ZodType, path: string, seen = new Set<object>()): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (seen.has(def)) return [];
  seen.add(def);
  const own = CHANGING_KINDS.has(def.type) ? [`${path}: ${def.type}`] : [];
  const overwrites = (def.checks ?? [])
    .filter((check) => check._zod.def.check === 'overwrite')
    .map(() => `${path}: overwrite`);
  const children: [string, z.core.$ZodType][] = [];
  const child = (key: string, value: unknown) => {
    if (value && typeof value === 'object' && '_zod' in value)
      children.push([key, value as z.core.$ZodType]);
  };
  if (def.type === 'object')
    for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
      child(`${path}.${key}`, value);
  if (def.type === 'lazy') child(path, (def.getter as () => unknown)());
  for (const key of ['element', 'innerType', 'keyType', 'valueType', 'left', 'right', 'rest'])
    child(`${path}${key === 'element' ? '[]' : ''}`, def[key]);
  for (const key of ['options', 'items'])
    for (const value of (def[key] as unknown[] | undefined) ?? []) child(path, value);
  return [
    ...own,
    ...overwrites,
    ...children.flatMap(([key, value]) => changingParts(value, key, seen)),
  ];
}

describe('the catalog answers', () => {
  it.each(Object.entries(catalogOperations))(
    '%s: its response schema changes nothing it reads, so the browser may read it unparsed',
    (_name, operation) => {
      expect(changingParts(operation.response, 'answer')).toEqual([]);
    },
  );

  it('the check finds a default, a transform and a trim', () => {
    const schema = z.object({
      a: z.string().nullable().default(null),
      b: z.array(z.object({ c: z.string().transform(Number) })),
      d: z.union([z.number(), z.string().trim()]),
    });
    expect(changingParts(schema, 'answer')).toEqual([
      'answer.a: default',
      'answer.b[].c: pipe',
      'answer.d: overwrite',
    ]);
  });
});
