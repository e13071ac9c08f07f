import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { MAIL_STRINGS } from './mail-strings-table';

type Shape = string | { readonly [key: string]: Shape };

/** A table's keys, nested, with the kind of each entry (text or function of the values). */
function shapeOf(value: unknown): Shape {
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, entry]) => [key, shapeOf(entry)]),
    );
  }
  return typeof value;
}

/** Every text of a table, functions called with sample values (a list of codes for codes). */
function textsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const call = value as (...args: unknown[]) => unknown;
    return textsOf(key === 'couponCodes' ? call(['A', 'B']) : call('X', 'Y', 'Z'));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([entryKey, entry]) => textsOf(entry, entryKey));
  }
  return [];
}

describe('MAIL_STRINGS', () => {
  it.each(LOCALE_CODES)('has in %s every key the Swedish table has, of the same kind', (locale) => {
    expect(shapeOf(MAIL_STRINGS[locale])).toEqual(shapeOf(MAIL_STRINGS.sv));
  });

  it.each(LOCALE_CODES)('has no empty or untrimmed text in %s', (locale) => {
    for (const text of textsOf(MAIL_STRINGS[locale])) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(0);
    }
  });

  it.each(LOCALE_CODES.filter((locale) => locale !== 'sv'))(
    'writes the sentences of %s in its own words, not copied from Swedish',
    (locale) => {
      const swedish = new Set(textsOf(MAIL_STRINGS.sv).filter((text) => text.includes(' ')));
      const copied = textsOf(MAIL_STRINGS[locale]).filter((text) => swedish.has(text));
      expect(copied).toEqual([]);
    },
  );
});
