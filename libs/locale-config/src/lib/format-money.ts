import { currencyDigits, MINOR_UNITS_PER_MAJOR } from './currency-digits';
import { STOREFRONTS, type LocaleCode } from './storefronts';

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Decimals to show, 0 to 2. Default: the currency's digits ({@link currencyDigits}). */
  readonly digits?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: LocaleCode, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  const { iso, currency } = STOREFRONTS[locale];
  const formatter = new Intl.NumberFormat(iso, {
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
 * storefront's language and currency: `formatMoney(12900, 'sv')` is '129 kr',
 * `formatMoney(1999, 'fi')` is '19,99 €'. Intl rounds half away from zero to the digits shown
 * and uses non-breaking spaces. A value that rounds to zero shows no minus sign.
 */
export function formatMoney(
  minor: number,
  locale: LocaleCode,
  options: FormatMoneyOptions = {},
): string {
  const digits = options.digits ?? currencyDigits(locale);
  return moneyFormatter(locale, digits).format(minor / MINOR_UNITS_PER_MAJOR);
}
