import { formatDate, type IsoDate } from './local-date';
import type { LocaleCode } from './storefronts';

/** How many months ahead of today a date may lie and still be written without its year. */
export const YEARLESS_MONTHS_AHEAD = 6;

/** `date` plus `months` calendar months, the day kept or clamped to the month's last day. */
function addMonths(date: IsoDate, months: number): IsoDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * Whether a date (YYYY-MM-DD) must be written with its year to be read right on `today`: unless
 * it lies from today up to, not including, the same day {@link YEARLESS_MONTHS_AHEAD} months
 * later. "7 juli" in December can then only mean the coming July; a date further ahead, or one
 * already past, carries its year.
 */
export function dateNeedsYear(date: IsoDate, today: IsoDate): boolean {
  return date < today || date >= addMonths(today, YEARLESS_MONTHS_AHEAD);
}

/**
 * A coming date (a presale's delivery date) written for shoppers of the storefront on `today`:
 * day and month within the coming months ("7 juli" in sv), with the year otherwise
 * ("7 juli 2027"); see {@link dateNeedsYear}.
 */
export function formatUpcomingDate(date: IsoDate, today: IsoDate, locale: LocaleCode): string {
  return dateNeedsYear(date, today)
    ? formatDate(date, locale, { day: 'numeric', month: 'short', year: 'numeric' })
    : formatDate(date, locale);
}
