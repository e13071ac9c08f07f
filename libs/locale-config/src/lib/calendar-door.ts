import { localDate, type IsoDate } from './local-date';
import type { LocaleCode } from './storefronts';

/** Doors of a Christmas calendar: 1 to 24 December. */
export const CALENDAR_DOOR_COUNT = 24;

/**
 * The date (YYYY-MM-DD) door `day` (1..24) of the Christmas calendar of `year` opens: December
 * {day} of {year}. Throws a RangeError for a day outside 1..24 or a year that is not a whole number.
 */
export function calendarDoorDate(year: number, day: number): IsoDate {
  checkDoor(year, day);
  return `${year}-12-${String(day).padStart(2, '0')}`;
}

function checkDoor(year: number, day: number): void {
  if (!Number.isInteger(day) || day < 1 || day > CALENDAR_DOOR_COUNT)
    throw new RangeError(`A calendar door is a day from 1 to ${CALENDAR_DOOR_COUNT}, not ${day}`);
  if (!Number.isInteger(year))
    throw new RangeError(`A calendar year is a whole number, not ${year}`);
}

/**
 * Whether door `day` (1..24) of the Christmas calendar of `year` is open at the instant `now` in
 * the storefront of `locale`: a door opens at 00:00 on December {day} of {year} in the
 * storefront's time zone (STOREFRONTS[locale].timeZone) and stays open from then on, also in the
 * years after. Throws a RangeError for a day outside 1..24 or a year that is not a whole number.
 */
export function isCalendarDoorOpen(
  year: number,
  day: number,
  now: Date,
  locale: LocaleCode,
): boolean {
  checkDoor(year, day);
  const [localYear = 0, localMonth = 0, localDay = 0] = localDate(now, locale)
    .split('-')
    .map(Number);
  if (localYear !== year) return localYear > year;
  return localMonth === 12 && localDay >= day;
}
