import { STOREFRONTS, type LocaleCode } from './storefronts';

/** A calendar date as YYYY-MM-DD. */
export type IsoDate = string;

/** Today's date (YYYY-MM-DD) in the storefront's time zone at the instant `now`. */
export function localDate(now: Date, locale: LocaleCode): IsoDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: STOREFRONTS[locale].timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A YYYY-MM-DD date written for shoppers of the storefront, e.g. "24 dec." in sv. */
export function formatDate(date: IsoDate, locale: LocaleCode, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }): string {
  // Noon UTC keeps the calendar day whatever the time zone of the formatter.
  return new Intl.DateTimeFormat(STOREFRONTS[locale].iso, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
