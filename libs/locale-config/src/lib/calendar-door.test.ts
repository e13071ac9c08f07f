import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DOOR_COUNT,
  calendarDoorDate,
  formatDate,
  isCalendarDoorOpen,
  LOCALE_CODES,
  STOREFRONTS,
} from '../index';

describe('isCalendarDoorOpen', () => {
  it.each([
    {
      name: 'door 1 is shut at 23:59 on 30 November in Stockholm',
      now: '2025-11-30T22:59:59Z',
      locale: 'sv',
      day: 1,
      open: false,
      year: 2025,
    },
    {
      name: 'door 1 opens at midnight in Stockholm (23:00 UTC)',
      now: '2025-11-30T23:00:00Z',
      locale: 'sv',
      day: 1,
      open: true,
      year: 2025,
    },
    {
      name: 'door 1 opens an hour earlier in Helsinki (22:00 UTC)',
      now: '2025-11-30T22:00:00Z',
      locale: 'fi',
      day: 1,
      open: true,
      year: 2025,
    },
    {
      name: 'the same instant is still November in Amsterdam',
      now: '2025-11-30T22:00:00Z',
      locale: 'nl',
      day: 1,
      open: false,
      year: 2025,
    },
    {
      name: 'door 24 is shut late on 23 December in Oslo',
      now: '2025-12-23T22:59:59.999Z',
      locale: 'no',
      day: 24,
      open: false,
      year: 2025,
    },
    {
      name: 'door 24 opens at midnight in Copenhagen',
      now: '2025-12-23T23:00:00Z',
      locale: 'da',
      day: 24,
      open: true,
      year: 2025,
    },
    {
      name: 'a later door stays shut on an earlier day',
      now: '2025-12-10T12:00:00Z',
      locale: 'sv',
      day: 11,
      open: false,
      year: 2025,
    },
    {
      name: 'a door stays open after its day',
      now: '2025-12-31T12:00:00Z',
      locale: 'fi',
      day: 5,
      open: true,
      year: 2025,
    },
    {
      name: 'doors stay open in the years after',
      now: '2026-03-01T12:00:00Z',
      locale: 'sv',
      day: 24,
      open: true,
      year: 2025,
    },
    {
      name: "doors of next year's calendar are shut",
      now: '2025-12-24T12:00:00Z',
      locale: 'sv',
      day: 1,
      open: false,
      year: 2026,
    },
    {
      name: 'doors are shut earlier in the year',
      now: '2025-06-15T12:00:00Z',
      locale: 'nl',
      day: 1,
      open: false,
      year: 2025,
    },
  ] as const)('$name', ({ now, locale, day, open, year }) => {
    expect(isCalendarDoorOpen(year, day, new Date(now), locale)).toBe(open);
  });

  it.each([0, 25, 1.5, Number.NaN])('throws a RangeError for door %s', (day) => {
    expect(() => isCalendarDoorOpen(2025, day, new Date('2025-12-24T12:00:00Z'), 'sv')).toThrow(
      RangeError,
    );
  });

  it('reads the time zone of the storefront', () => {
    // 22:30 UTC on 30 November is 00:30 on 1 December only where the offset is +2 (Helsinki in winter).
    const now = new Date('2025-11-30T22:30:00Z');
    const open = LOCALE_CODES.filter((locale) => isCalendarDoorOpen(2025, 1, now, locale));
    expect(open.map((locale) => STOREFRONTS[locale].timeZone)).toEqual(['Europe/Helsinki']);
  });

  const instant = fc.date({
    min: new Date('2024-11-01T00:00:00Z'),
    max: new Date('2027-01-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const door = fc.integer({ min: 1, max: CALENDAR_DOOR_COUNT });
  const locale = fc.constantFrom(...LOCALE_CODES);
  const year = fc.constantFrom(2024, 2025, 2026);

  it('never closes a door once it is open', () => {
    fc.assert(
      fc.property(year, door, locale, instant, instant, (y, d, l, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        return !isCalendarDoorOpen(y, d, earlier, l) || isCalendarDoorOpen(y, d, later, l);
      }),
    );
  });

  it('opens a door only when every door before it is open', () => {
    fc.assert(
      fc.property(
        year,
        fc.integer({ min: 2, max: CALENDAR_DOOR_COUNT }),
        locale,
        instant,
        (y, d, l, now) => !isCalendarDoorOpen(y, d, now, l) || isCalendarDoorOpen(y, d - 1, now, l),
      ),
    );
  });
});

describe('calendarDoorDate', () => {
  it.each([
    { year: 2026, day: 1, date: '2026-12-01' },
    { year: 2026, day: 24, date: '2026-12-24' },
  ])('door $day of $year opens on $date', ({ year, day, date }) => {
    expect(calendarDoorDate(year, day)).toBe(date);
  });

  it.each([0, 25, 1.5])('refuses door %s', (day) => {
    expect(() => calendarDoorDate(2026, day)).toThrow(RangeError);
  });

  it.each([
    { locale: 'sv', text: '5 december' },
    { locale: 'fi', text: '5. joulukuuta' },
  ] as const)('reads as "$text" in $locale', ({ locale, text }) => {
    expect(formatDate(calendarDoorDate(2026, 5), locale, { day: 'numeric', month: 'long' })).toBe(
      text,
    );
  });
});
