import {
  formatDate,
  formatMoney,
  localDate,
  type CurrencyCode,
  type LocaleCode,
} from '@nordshop/locale-config';

/**
 * An amount of an order (minor units) in the order's own currency, written the way the viewing
 * storefront writes numbers: a Swedish order reads '1 305 SEK' on the Finnish storefront.
 */
export function formatOrderMoney(
  minor: number,
  order: { readonly currency: CurrencyCode },
  locale: LocaleCode,
): string {
  return formatMoney(minor, locale, { currency: order.currency });
}

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
