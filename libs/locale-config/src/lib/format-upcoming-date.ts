import { formatDate, type IsoDate } from './local-date';
import type { LocaleCode } from './storefronts';

/**
 * Whether a date (YYYY-MM-DD) must be written with its year to be read right on `today`: when it
 * lies in another calendar year ("15 jan." in November reads as this January, already past) or is
 * already past. A date later this year is written without it.
 */
export function dateNeedsYear(date: IsoDate, today: IsoDate): boolean {
  return date < today || date.slice(0, 4) !== today.slice(0, 4);
}

/**
 * A coming date (a presale's delivery date) written for shoppers of the storefront on `today`:
 * day and month later this year ("7 juli" in sv), with the year otherwise ("15 jan. 2027");
 * see {@link dateNeedsYear}.
 */
export function formatUpcomingDate(date: IsoDate, today: IsoDate, locale: LocaleCode): string {
  return dateNeedsYear(date, today)
    ? formatDate(date, locale, { day: 'numeric', month: 'short', year: 'numeric' })
    : formatDate(date, locale);
}
