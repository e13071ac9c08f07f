import * as z from 'zod';
import { deferred } from './deferred-schema';

/**
 * The bounds of what the shop's PostgreSQL columns can hold, applied to every request at the
 * edge: text without U+0000 (PostgreSQL refuses it in `text`) and without unpaired UTF-16
 * surrogates (not encodable as UTF-8), a maximum length on every string and list, and integers
 * within `integer` (int4). Client and server parse with the same schemas, so a bad value is a
 * 400 naming its field, never a database error.
 */

/** The largest value of a PostgreSQL `integer` column (2^31 − 1). */
export const INT4_MAX = 2_147_483_647;

/** The smallest value of a PostgreSQL `integer` column (−2^31). */
export const INT4_MIN = -2_147_483_648;

/**
 * Matches a string PostgreSQL can store in a UTF-8 `text` column: no U+0000 and every UTF-16
 * surrogate in a pair.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character this pattern refuses
export const STORABLE_TEXT_PATTERN = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** The message of a string with a NUL or an unpaired surrogate. */
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL or unpaired surrogate characters';

/** Whether `value` can be stored as text (see {@link STORABLE_TEXT_PATTERN}). */
export function isStorableText(value: string): boolean {
  return STORABLE_TEXT_PATTERN.test(value);
}

/**
 * A string of at most `max` characters that PostgreSQL can store. Chain `.trim()`, `.min()` or
 * `.regex()` as needed; the length is checked first, so an overlong value says so.
 */
export function storableText(max: number) {
  return z
    .string({ error: 'must be text' })
    .max(max, { error: `must be at most ${max} characters` })
    .regex(STORABLE_TEXT_PATTERN, { error: UNSTORABLE_TEXT_MESSAGE });
}

/** A whole number within `min..max` (defaults: the range of an int4 column). */
export function boundedInt(min: number = INT4_MIN, max: number = INT4_MAX) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/** A row id: a whole number from 1 to {@link INT4_MAX}. */
export const RowIdSchema = deferred(() => boundedInt(1, INT4_MAX));
