import { CURRENCY_DIGITS, MINOR_UNITS_PER_MAJOR } from './currency-digits';
import { STOREFRONTS, type CurrencyCode, type LocaleCode } from './storefronts';

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /**
   * The amount's own currency. Default: the storefront's. An order keeps the currency it was
   * placed in, whichever storefront shows it.
   */
  readonly currency?: CurrencyCode;
  /** Decimals to show, 0 to 2. Default: the currency's digits ({@link CURRENCY_DIGITS}). */
  readonly digits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: LocaleCode, currency: CurrencyCode, digits: number) {
  const key = `${locale}:${currency}:${digits}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  const formatter = new Intl.NumberFormat(STOREFRONTS[locale].iso, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  });
  formatters.set(key, formatter);
  return formatter;
}

/**
 * An amount in minor units (öre, øre, cents) as the storefront writes it, with Intl in the
 * storefront's language: `formatMoney(12900, 'sv')` is '129 kr', `formatMoney(1999, 'fi')` is
 * '19,99 €'. The currency is the storefront's unless `options.currency` names the amount's own:
 * a Swedish order seen on the Finnish storefront, `formatMoney(130500, 'fi', { currency: 'SEK' })`,
 * is '1 305 SEK' (Finnish digit grouping, the order's currency and its digits), never euros.
 * Intl rounds half away from zero to the digits shown and uses non-breaking spaces. A value that
 * rounds to zero shows no minus sign.
 */
export function formatMoney(
  minor: number,
  locale: LocaleCode,
  options: FormatMoneyOptions = {},
): string {
  const currency = options.currency ?? STOREFRONTS[locale].currency;
  const digits = options.digits ?? CURRENCY_DIGITS[currency];
  return moneyFormatter(locale, currency, digits).format(minor / MINOR_UNITS_PER_MAJOR);
}
