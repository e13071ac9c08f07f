import { describe, expect, it } from 'vitest';
import { LocaleQuerySchema, fieldsOf } from '../index';

describe('LocaleQuerySchema', () => {
  it.each([
    { locale: 'sv', sid: '1' },
    { locale: 'no', sid: '3' },
    { locale: 'fi', sid: '4' },
    { locale: 'da', sid: '5' },
    { locale: 'nl', sid: '6' },
  ])('accepts locale $locale with sid $sid', (query) => {
    expect(LocaleQuerySchema.safeParse(query).success).toBe(true);
  });

  it.each([
    { name: 'missing both', query: {}, fields: ['locale', 'sid'] },
    { name: 'unknown locale', query: { locale: 'en', sid: '1' }, fields: ['locale'] },
    { name: 'sid of another storefront', query: { locale: 'fi', sid: '1' }, fields: ['sid'] },
    { name: 'sid not a number', query: { locale: 'sv', sid: 'x' }, fields: ['sid'] },
  ])('rejects $name, naming $fields', ({ query, fields }) => {
    const result = LocaleQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(Object.keys(fieldsOf(result.error!.issues)).sort()).toEqual(fields);
  });
});
