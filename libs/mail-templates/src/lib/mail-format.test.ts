import { describe, expect, it } from 'vitest';
import { mailDateRange, mailDuration, mailPercent } from './mail-format';

const nbsp = '\u00a0';

describe('mailDateRange', () => {
  it.each([
    { locale: 'sv', from: '2026-12-02', to: '2026-12-04', expected: '2–4 december' },
    { locale: 'fi', from: '2026-12-02', to: '2026-12-04', expected: '2.–4. joulukuuta' },
    { locale: 'no', from: '2026-12-04', to: '2026-12-04', expected: '4. desember' },
    {
      locale: 'nl',
      from: '2026-12-30',
      to: '2027-01-04',
      expected: '30 december 2026\u2009–\u20094 januari 2027',
    },
  ] as const)('writes $from to $to in $locale as $expected', ({ locale, from, to, expected }) => {
    expect(mailDateRange(from, to, locale)).toBe(expected);
  });
});

describe('mailDuration', () => {
  it.each([
    { locale: 'sv', minutes: 30, expected: '30 minuter' },
    { locale: 'sv', minutes: 90, expected: '90 minuter' },
    { locale: 'sv', minutes: 1_440, expected: '24 timmar' },
    { locale: 'fi', minutes: 60, expected: '60 minuuttia' },
    { locale: 'nl', minutes: 120, expected: '2 uur' },
    { locale: 'da', minutes: 1, expected: '1 minut' },
  ] as const)(
    'writes $minutes minutes in $locale as $expected',
    ({ locale, minutes, expected }) => {
      expect(mailDuration(minutes, locale)).toBe(expected);
    },
  );
});

describe('mailPercent', () => {
  it.each([
    { locale: 'sv', rate: 25, expected: `25${nbsp}%` },
    { locale: 'fi', rate: 25.5, expected: `25,5${nbsp}%` },
    { locale: 'nl', rate: 21, expected: '21%' },
  ] as const)('writes $rate in $locale as $expected', ({ locale, rate, expected }) => {
    expect(mailPercent(rate, locale)).toBe(expected);
  });
});
