export {
  LOCALE_CODES,
  DEFAULT_LOCALE,
  STOREFRONTS,
  isLocaleCode,
  getStorefront,
  storefrontByStoreId,
} from './lib/storefronts';
export type { LocaleCode, CurrencyCode, Storefront, StorefrontIcon } from './lib/storefronts';
