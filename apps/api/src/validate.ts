import { fieldsOf } from '@nordshop/api-contract';
import type { Context } from 'hono';
import type * as z from 'zod';
import { DomainError } from './errors';

/** Parses `value` with `schema` or throws a 400 DomainError naming every bad field at once. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldsOf(result.error.issues);
  throw new DomainError('invalid_data', `Invalid ${what}: ${Object.keys(fields).join(', ')}`, fields);
}

/** The request's query parameters as a plain object (last value wins). */
export function queryOf(c: Context): Record<string, string> {
  return c.req.query();
}
