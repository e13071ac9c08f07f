export {
  LOCALE_CODES,
  DEFAULT_LOCALE,
  STOREFRONTS,
  CURRENCY_CODES,
  isLocaleCode,
  isCurrencyCode,
  getStorefront,
  storefrontByStoreId,
} from './lib/storefronts';
export type { LocaleCode, CurrencyCode, Storefront, StorefrontIcon } from './lib/storefronts';

export { isValidPostalCode, normalizePostalCode } from './lib/is-valid-postal-code';
export { isValidMobile, normalizeMobile, formatMobile } from './lib/is-valid-mobile';
export { isValidOrgNumber } from './lib/is-valid-org-number';
export { POSTAL_CODE_EXAMPLES, MOBILE_EXAMPLES, ORG_NUMBER_EXAMPLES } from './lib/input-examples';
export { isValidDiscountCode, DISCOUNT_CODE_MIN_LENGTH } from './lib/is-valid-discount-code';

export {
  CURRENCY_DIGITS,
  MINOR_UNITS_PER_MAJOR,
  currencyDigits,
  priceDigits,
} from './lib/currency-digits';
export { formatMoney } from './lib/format-money';
export type { FormatMoneyOptions } from './lib/format-money';
export { SHOP_TEXT_PLACEHOLDERS, shopTextValues, fillShopText } from './lib/fill-shop-text';
export type { ShopTextPlaceholder } from './lib/fill-shop-text';
export { vatFactor } from './lib/vat-factor';
export { currencyStep, exVatPrice, fractionDigitsOf, vatByRate, vatInAmount } from './lib/money';
export type { AmountAtRate, FractionDigits } from './lib/money';
export { roundDisplayPrice, displayPrice } from './lib/display-price';
export { formatDisplayPrice } from './lib/format-display-price';
export { trackingPrice } from './lib/tracking-price';
export { formatRating, RATING_DECIMALS } from './lib/format-rating';

export { ROUTE_NAMES, ROUTE_TABLE } from './lib/route-table';
export type { RouteName, RouteParams, RoutePattern, PatternParams } from './lib/route-table';
export { buildPath } from './lib/build-path';
export type { BuildPathOptions } from './lib/build-path';
export { parsePath } from './lib/parse-path';
export type { ParsedPath, ParsePathOptions } from './lib/parse-path';
export { switchLocalePath } from './lib/switch-locale-path';
export type { SwitchLocalePathOptions } from './lib/switch-locale-path';
export { LOCALE_SWITCHER_LOCALES } from './lib/locale-switcher-locales';

export { resolveLocale } from './lib/resolve-locale';
export type { LocaleRequest, LocaleSource, ResolvedLocale } from './lib/resolve-locale';
export { parseLocaleDomains } from './lib/parse-locale-domains';
export type {
  LocaleDomains,
  LocaleDomainsError,
  LocaleDomainsErrorReason,
  ParsedLocaleDomains,
} from './lib/parse-locale-domains';
export { LOCALE_COOKIE, readLocaleCookie } from './lib/read-locale-cookie';

export { localDate, formatDate } from './lib/local-date';
export { addBusinessDays } from './lib/business-days';
export { dateNeedsYear, formatUpcomingDate } from './lib/format-upcoming-date';
export type { IsoDate } from './lib/local-date';
export { CALENDAR_DOOR_COUNT, calendarDoorDate, isCalendarDoorOpen } from './lib/calendar-door';
