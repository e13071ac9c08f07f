import { fieldsOf } from '@nordshop/api-contract';
import type { Context } from 'hono';
import type * as z from 'zod';
import { DomainError } from './errors';

/** Parses `value` with `schema` or throws a 400 DomainError naming every bad field at once. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldsOf(result.error.issues);
  throw new DomainError(
    'invalid_data',
    `Invalid ${what}: ${Object.keys(fields).join(', ')}`,
    fields,
  );
}

/** The request's query parameters as a plain object (last value wins), without locale and sid. */
export function queryOf(c: Context): Record<string, string> {
  const { locale: _locale, sid: _sid, ...rest } = c.req.query();
  return rest;
}

/** The request's JSON body as it is, unchecked; malformed JSON is a 400 naming `body`. */
export async function jsonBodyOf(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new DomainError('invalid_data', 'The request body is not valid JSON', {
      body: 'must be JSON',
    });
  }
}

/** The JSON body parsed with `schema`; malformed JSON or a wrong shape is a 400 naming the fields. */
export async function bodyOf<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseOrThrow(schema, await jsonBodyOf(c), 'body');
}
