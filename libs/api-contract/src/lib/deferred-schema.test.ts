import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { deferred } from './deferred-schema';

/** A deferred object schema that counts how often it is built. */
function counted() {
  const built = { count: 0 };
  const schema = deferred(() => {
    built.count += 1;
    return z.object({ id: z.number().int(), name: z.string() });
  });
  return { built, schema };
}

describe('deferred', () => {
  it('builds nothing until the schema is first used, then builds it once', () => {
    const { built, schema } = counted();
    expect(built.count).toBe(0);
    const composed = deferred(() => z.array(schema));
    expect(built.count).toBe(0);

    expect(composed.parse([{ id: 1, name: 'Skal' }])).toEqual([{ id: 1, name: 'Skal' }]);
    expect(schema.safeParse({ id: 1.5, name: 'Skal' }).success).toBe(false);
    expect(built.count).toBe(1);
  });

  it('parses as the schema it stands for: unknown keys stripped, issues with their path', () => {
    const { schema } = counted();
    expect(schema.parse({ id: 7, name: 'Kabel', price: 100 })).toEqual({ id: 7, name: 'Kabel' });
    const result = z.array(schema).safeParse([{ id: 'x', name: 'Kabel' }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([0, 'id']);
  });

  it('composes: extend, pick, optional and nullable build on the real schema', () => {
    const { schema } = counted();
    const extended = schema.extend({ slug: z.string() });
    expect(Object.keys(extended.shape)).toEqual(['id', 'name', 'slug']);
    expect(schema.pick({ id: true }).parse({ id: 1, name: 'x' })).toEqual({ id: 1 });
    expect(schema.optional().parse(undefined)).toBeUndefined();
    expect(schema.nullable().parse(null)).toBeNull();
  });

  it('is an instance of its zod class and a Standard Schema', () => {
    const { schema } = counted();
    expect(schema instanceof z.ZodObject).toBe(true);
    expect(schema instanceof z.ZodType).toBe(true);
    expect('~standard' in schema).toBe(true);
    expect(schema['~standard'].validate({ id: 1, name: 'a' })).toEqual({
      value: { id: 1, name: 'a' },
    });
  });

  it('describes itself in JSON Schema as the built schema does', () => {
    const { schema } = counted();
    const plain = z.object({ id: z.number().int(), name: z.string() });
    expect(z.toJSONSchema(z.object({ item: schema }))).toEqual(
      z.toJSONSchema(z.object({ item: plain })),
    );
  });
});
