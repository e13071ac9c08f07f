import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPostalCode, LOCALE_CODES, normalizePostalCode } from '../index';

describe('isValidPostalCode', () => {
  it.each([
    { locale: 'sv', value: '123 45' },
    { locale: 'sv', value: '12345' },
    { locale: 'sv', value: '123   45' },
    { locale: 'sv', value: ' 123 45 ' },
    { locale: 'no', value: '0150' },
    { locale: 'da', value: '2100' },
    { locale: 'fi', value: '00100' },
    { locale: 'nl', value: '1012 AB' },
    { locale: 'nl', value: '1012AB' },
    { locale: 'nl', value: '1012ab' },
  ] as const)('accepts $value in $locale', ({ locale, value }) => {
    expect(isValidPostalCode(value, locale)).toBe(true);
  });

  it.each([
    { locale: 'sv', value: '1234' },
    { locale: 'sv', value: '123 456' },
    { locale: 'sv', value: '12 345' },
    { locale: 'sv', value: 'abc de' },
    { locale: 'no', value: '01500' },
    { locale: 'no', value: '015' },
    { locale: 'no', value: '01 50' },
    { locale: 'da', value: '210' },
    { locale: 'da', value: 'DK-2100' },
    { locale: 'fi', value: '0010' },
    { locale: 'fi', value: '001 00' },
    { locale: 'nl', value: '1012' },
    { locale: 'nl', value: '1012  AB' },
    { locale: 'nl', value: '101 2AB' },
    { locale: 'nl', value: '1012 A1' },
    { locale: 'sv', value: '' },
  ] as const)('rejects $value in $locale', ({ locale, value }) => {
    expect(isValidPostalCode(value, locale)).toBe(false);
  });
});

describe('normalizePostalCode', () => {
  it.each([
    { locale: 'sv', value: '12345', expected: '123 45' },
    { locale: 'sv', value: ' 123  45', expected: '123 45' },
    { locale: 'no', value: ' 0150 ', expected: '0150' },
    { locale: 'da', value: '2100', expected: '2100' },
    { locale: 'fi', value: '00100', expected: '00100' },
    { locale: 'nl', value: '1012ab', expected: '1012 AB' },
    { locale: 'nl', value: '1012 Ab', expected: '1012 AB' },
  ] as const)('writes $value in $locale as $expected', ({ locale, value, expected }) => {
    expect(normalizePostalCode(value, locale)).toBe(expected);
  });

  it('gives undefined for an invalid postal code', () => {
    expect(normalizePostalCode('1234', 'sv')).toBeUndefined();
  });

  it('keeps a normalised postal code valid and unchanged', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALE_CODES),
        fc.string({ maxLength: 10 }),
        (locale, value) => {
          const normalized = normalizePostalCode(value, locale);
          expect(normalized === undefined).toBe(!isValidPostalCode(value, locale));
          if (normalized !== undefined) {
            expect(isValidPostalCode(normalized, locale)).toBe(true);
            expect(normalizePostalCode(normalized, locale)).toBe(normalized);
          }
        },
      ),
    );
  });
});
