import { formatDate, localDate, type LocaleCode } from '@nordshop/locale-config';

/** The day an order (or return) was placed, written for the storefront's shoppers: "22 november 2026". */
export function formatOrderDate(timestamp: string, locale: LocaleCode): string {
  const instant = new Date(timestamp);
  if (Number.isNaN(instant.getTime())) return timestamp;
  return formatDate(localDate(instant, locale), locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
