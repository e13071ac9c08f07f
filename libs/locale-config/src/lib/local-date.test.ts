import { describe, expect, it } from 'vitest';
import { formatDate, localDate, LOCALE_CODES, STOREFRONTS } from '../index';

describe('localDate', () => {
  it.each([
    {
      name: 'late evening UTC is already tomorrow in Helsinki',
      now: '2026-12-23T22:30:00Z',
      locale: 'fi',
      date: '2026-12-24',
    },
    {
      name: 'the same instant is still today in Amsterdam',
      now: '2026-12-23T22:30:00Z',
      locale: 'nl',
      date: '2026-12-23',
    },
    {
      name: 'summer time moves Stockholm midnight to 22:00 UTC',
      now: '2026-06-30T22:00:00Z',
      locale: 'sv',
      date: '2026-07-01',
    },
  ] as const)('$name', ({ now, locale, date }) => {
    expect(localDate(new Date(now), locale)).toBe(date);
  });

  it('gives every storefront a time zone of its own country', () => {
    for (const code of LOCALE_CODES) expect(STOREFRONTS[code].timeZone).toMatch(/^Europe\//);
  });
});

describe('formatDate', () => {
  it.each([
    { locale: 'sv', text: '24 dec.' },
    { locale: 'fi', text: '24.12.' },
    { locale: 'nl', text: '24 dec' },
  ] as const)('writes 2026-12-24 in $locale as "$text"', ({ locale, text }) => {
    expect(formatDate('2026-12-24', locale)).toBe(text);
  });
});
