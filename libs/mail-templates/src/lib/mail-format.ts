import {
  formatMoney,
  STOREFRONTS,
  type CurrencyCode,
  type LocaleCode,
} from '@nordshop/locale-config';

/**
 * An amount (minor units, incl. VAT) in the order's currency as the storefront writes it. An order
 * keeps its currency whichever storefront's language the message is in.
 */
export function mailMoney(amount: number, locale: LocaleCode, currency: CurrencyCode): string {
  return formatMoney(amount, locale, { currency });
}

/**
 * A VAT amount (minor units) as a receipt writes it: to the öre, øre or cent (two decimals) in
 * every currency, so the VAT rows add up to the VAT total as written. Prices in SEK, NOK and DKK
 * are whole units, their VAT seldom is.
 */
export function mailVatMoney(amount: number, locale: LocaleCode, currency: CurrencyCode): string {
  return formatMoney(amount, locale, { currency, digits: 2 });
}

/** A VAT rate (percent, 25.5 means 25.5 %) as the storefront writes it: "25 %", "25,5 %", "21%". */
export function mailPercent(rate: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(STOREFRONTS[locale].iso, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate / 100);
}

/** The calendar day of an instant (ISO 8601) in the storefront's time zone, e.g. "29 november 2026". */
export function mailDate(instant: string, locale: LocaleCode): string {
  const { iso, timeZone } = STOREFRONTS[locale];
  return new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeZone }).format(new Date(instant));
}

/** Day and time of an instant (ISO 8601) in the storefront's time zone, e.g. "29 november 2026 kl. 13:05". */
export function mailDateTime(instant: string, locale: LocaleCode): string {
  const { iso, timeZone } = STOREFRONTS[locale];
  return new Intl.DateTimeFormat(iso, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    new Date(instant),
  );
}

/**
 * A delivery window of calendar days (YYYY-MM-DD, `from` ≤ `to`) as one range in the storefront's
 * language, e.g. "3–5 december" in sv (a window across New Year shows its years); a single day when
 * both are the same.
 */
export function mailDateRange(from: string, to: string, locale: LocaleCode): string {
  // Noon UTC keeps each calendar day whatever the formatter's zone.
  const format = new Intl.DateTimeFormat(STOREFRONTS[locale].iso, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const start = new Date(`${from}T12:00:00Z`);
  const end = new Date(`${to}T12:00:00Z`);
  return from === to ? format.format(start) : format.formatRange(start, end);
}

/**
 * How long a link works, in the storefront's language: whole hours from two hours up ("24 timmar"),
 * else minutes ("30 minuter").
 */
export function mailDuration(minutes: number, locale: LocaleCode): string {
  const hours = minutes >= 120 && minutes % 60 === 0;
  return new Intl.NumberFormat(STOREFRONTS[locale].iso, {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? minutes / 60 : minutes);
}
