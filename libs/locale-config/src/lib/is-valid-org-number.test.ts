import { describe, expect, it } from 'vitest';
import { isValidOrgNumber } from '../index';

describe('isValidOrgNumber', () => {
  it.each([
    { locale: 'sv', value: '556677-8899' },
    { locale: 'sv', value: '5566778899' },
    { locale: 'no', value: '923 456 789' },
    { locale: 'no', value: '923456789' },
    { locale: 'da', value: '12345678' },
    { locale: 'da', value: 'DK12345678' },
    { locale: 'da', value: 'dk12345678' },
    { locale: 'fi', value: '1234567-8' },
    { locale: 'nl', value: '12345678' },
    { locale: 'nl', value: ' 12345678 ' },
  ] as const)('accepts $value in $locale', ({ locale, value }) => {
    expect(isValidOrgNumber(value, locale)).toBe(true);
  });

  it.each([
    { locale: 'sv', value: '556677-889', why: 'is one digit short' },
    { locale: 'sv', value: '556677 8899', why: 'has a space for the dash' },
    { locale: 'no', value: '92345678', why: 'is one digit short' },
    { locale: 'da', value: 'SE12345678', why: 'has another country’s prefix' },
    { locale: 'fi', value: '12345678', why: 'misses the dash before the check digit' },
    { locale: 'nl', value: '1234567', why: 'is one digit short' },
    { locale: 'nl', value: 'KVK12345', why: 'has letters' },
    { locale: 'sv', value: '', why: 'is empty' },
  ] as const)('refuses $value in $locale: it $why', ({ locale, value }) => {
    expect(isValidOrgNumber(value, locale)).toBe(false);
  });
});
