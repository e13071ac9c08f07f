import { STOREFRONTS, type LocaleCode } from './storefronts';

/** A calendar date as YYYY-MM-DD. */
export type IsoDate = string;

const isoDateFormatters = new Map<LocaleCode, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in the storefront's time zone at the instant `now`. */
export function localDate(now: Date, locale: LocaleCode): IsoDate {
  // One formatter per storefront: building one costs far more than formatting (a listing asks
  // for every card's delivery estimate). en-CA formats as YYYY-MM-DD.
  let formatter = isoDateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: STOREFRONTS[locale].timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    isoDateFormatters.set(locale, formatter);
  }
  return formatter.format(now);
}

const shopperDateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A YYYY-MM-DD date written for shoppers of the storefront, e.g. "24 dec." in sv. */
export function formatDate(
  date: IsoDate,
  locale: LocaleCode,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): string {
  // Formatters are kept by storefront and options: building one costs far more than formatting
  // (a product page writes the date of each of its reviews).
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = shopperDateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(STOREFRONTS[locale].iso, { ...options, timeZone: 'UTC' });
    shopperDateFormatters.set(key, formatter);
  }
  // Noon UTC keeps the calendar day whatever the time zone of the formatter.
  return formatter.format(new Date(`${date}T12:00:00Z`));
}
