import { describe, expect, it } from 'vitest';
import { dateNeedsYear, formatUpcomingDate, YEARLESS_MONTHS_AHEAD } from '../index';

describe('dateNeedsYear', () => {
  it('writes dates of the coming six months without their year', () => {
    expect(YEARLESS_MONTHS_AHEAD).toBe(6);
  });

  it.each([
    { name: 'today', date: '2026-11-20', today: '2026-11-20', needs: false },
    { name: 'next month, in the next year', date: '2027-01-07', today: '2026-12-20', needs: false },
    {
      name: 'the day before six months have passed',
      date: '2027-05-19',
      today: '2026-11-20',
      needs: false,
    },
    { name: 'six months ahead to the day', date: '2027-05-20', today: '2026-11-20', needs: true },
    { name: 'months away in another year', date: '2027-07-07', today: '2026-11-20', needs: true },
    { name: 'already past', date: '2026-11-19', today: '2026-11-20', needs: true },
    {
      name: 'a month end that the sixth month lacks',
      date: '2027-02-28',
      today: '2026-08-31',
      needs: true,
    },
    {
      name: 'the day before that month end',
      date: '2027-02-27',
      today: '2026-08-31',
      needs: false,
    },
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
    { locale: 'sv', date: '2027-01-07', text: '7 jan.' },
    { locale: 'fi', date: '2027-01-07', text: '7.1.' },
  ] as const)('writes $date in $locale on 2026-11-20 as "$text"', ({ locale, date, text }) => {
    expect(formatUpcomingDate(date, '2026-11-20', locale)).toBe(text);
  });
});
