import { describe, expect, it } from 'vitest';
import { dateNeedsYear, formatUpcomingDate } from '../index';

describe('dateNeedsYear', () => {
  it.each([
    { name: 'today', date: '2026-11-20', today: '2026-11-20', needs: false },
    { name: 'later this year', date: '2026-12-24', today: '2026-11-20', needs: false },
    { name: 'months later this year', date: '2026-12-31', today: '2026-01-02', needs: false },
    { name: 'next month, in the next year', date: '2027-01-07', today: '2026-12-20', needs: true },
    { name: 'months away in another year', date: '2027-07-07', today: '2026-11-20', needs: true },
    { name: 'already past', date: '2026-11-19', today: '2026-11-20', needs: true },
  ])('$name: $date on $today needs its year: $needs', ({ date, today, needs }) => {
    expect(dateNeedsYear(date, today)).toBe(needs);
  });
});

describe('formatUpcomingDate', () => {
  it.each([
    { locale: 'sv', date: '2027-07-07', text: '7 juli 2027' },
    { locale: 'no', date: '2027-07-07', text: '7. juli 2027' },
    { locale: 'da', date: '2027-07-07', text: '7. jul. 2027' },
    { locale: 'fi', date: '2027-07-07', text: '7.7.2027' },
    { locale: 'nl', date: '2027-07-07', text: '7 jul 2027' },
    { locale: 'sv', date: '2027-01-07', text: '7 jan. 2027' },
    { locale: 'fi', date: '2027-01-07', text: '7.1.2027' },
    { locale: 'sv', date: '2026-12-07', text: '7 dec.' },
    { locale: 'fi', date: '2026-12-07', text: '7.12.' },
  ] as const)('writes $date in $locale on 2026-11-20 as "$text"', ({ locale, date, text }) => {
    expect(formatUpcomingDate(date, '2026-11-20', locale)).toBe(text);
  });
});
