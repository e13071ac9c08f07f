import { STOREFRONTS, type IsoDate, type LocaleCode } from '@nordshop/locale-config';

const formatters = new Map<LocaleCode, Intl.DateTimeFormat>();

/**
 * Two YYYY-MM-DD dates as one range in the storefront's language, sharing what they share:
 * '24–26 nov.' in sv, '30. nov.–2. des.' in no. The same date twice reads as that one date.
 */
export function formatDateRange(from: IsoDate, to: IsoDate, locale: LocaleCode): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    // UTC with noon dates keeps each calendar day whatever the formatter's time zone.
    formatter = new Intl.DateTimeFormat(STOREFRONTS[locale].iso, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter.formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));
}
