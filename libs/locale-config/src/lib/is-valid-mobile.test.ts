import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidMobile, LOCALE_CODES, normalizeMobile } from '../index';

describe('isValidMobile', () => {
  it.each([
    { locale: 'sv', value: '0701234567' },
    { locale: 'sv', value: '070-123 45 67' },
    { locale: 'sv', value: '+46 70 123 45 67' },
    { locale: 'sv', value: '0046701234567' },
    { locale: 'sv', value: '073\u00a0123\u00a045\u00a067' },
    { locale: 'no', value: '41234567' },
    { locale: 'no', value: '912 34 567' },
    { locale: 'no', value: '+47 412 34 567' },
    { locale: 'da', value: '41234567' },
    { locale: 'da', value: '91 23 45 67' },
    { locale: 'da', value: '+45 41 23 45 67' },
    { locale: 'fi', value: '401234567' },
    { locale: 'fi', value: '40 123 4567' },
    { locale: 'fi', value: '4571234' },
    { locale: 'fi', value: '+358 (0)40 123 4567' },
    { locale: 'fi', value: '+358 40 123 4567' },
    { locale: 'nl', value: '412345678' },
    { locale: 'nl', value: '91-234-5678' },
    { locale: 'nl', value: '+31 412 345 678' },
  ] as const)('accepts $value in $locale', ({ locale, value }) => {
    expect(isValidMobile(value, locale)).toBe(true);
  });

  it.each([
    { locale: 'sv', value: '0801234567', why: 'does not start with 07' },
    { locale: 'sv', value: '701234567', why: 'misses the 0 of 07' },
    { locale: 'sv', value: '070123456', why: 'is one digit short' },
    { locale: 'sv', value: '07012345678', why: 'is one digit long' },
    { locale: 'sv', value: '+47 70 123 45 67', why: 'has another country code' },
    { locale: 'no', value: '21234567', why: 'starts with 2' },
    { locale: 'no', value: '4123456', why: 'is one digit short' },
    { locale: 'no', value: '412345678', why: 'is one digit long' },
    { locale: 'da', value: '31234567', why: 'starts with 3' },
    { locale: 'da', value: '0041234567', why: 'starts with 0' },
    { locale: 'fi', value: '0401234567', why: 'keeps the trunk zero without a country code' },
    { locale: 'fi', value: '501234567', why: 'starts with 5' },
    { locale: 'fi', value: '412345', why: 'is too short' },
    { locale: 'fi', value: '41234567890', why: 'is too long' },
    { locale: 'nl', value: '612345678', why: 'starts with 6' },
    { locale: 'nl', value: '41234567', why: 'is one digit short' },
    { locale: 'nl', value: 'four12345678', why: 'has letters' },
    { locale: 'sv', value: '', why: 'is empty' },
  ] as const)('rejects $value in $locale: it $why', ({ locale, value }) => {
    expect(isValidMobile(value, locale)).toBe(false);
  });
});

describe('normalizeMobile', () => {
  it.each([
    { locale: 'sv', value: '070-123 45 67', expected: '0701234567' },
    { locale: 'sv', value: '+46 (0)70 123 45 67', expected: '0701234567' },
    { locale: 'no', value: '0047 412.34.567', expected: '41234567' },
    { locale: 'fi', value: '+358 40 123 4567', expected: '401234567' },
    { locale: 'nl', value: '+44 7911 123456', expected: '+447911123456' },
  ] as const)('writes $value in $locale as $expected', ({ locale, value, expected }) => {
    expect(normalizeMobile(value, locale)).toBe(expected);
  });

  // What shoppers type: digits, plus signs, zeros of prefixes, separators.
  const typed = fc
    .array(
      fc.constantFrom(
        '+',
        '0',
        '00',
        '1',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        ' ',
        '-',
        '(',
        ')',
        'x',
      ),
      { maxLength: 16 },
    )
    .map((parts) => parts.join(''));

  it('changes nothing in a normalised number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALE_CODES), typed, (locale, value) => {
        const normalized = normalizeMobile(value, locale);
        expect(normalizeMobile(normalized, locale)).toBe(normalized);
      }),
    );
  });
});
