import type { LocaleCode } from '@nordshop/locale-config';
import i18next, { type i18n } from 'i18next';

/**
 * An i18next instance for one storefront, filled synchronously with the strings the API serves
 * (GET /api/strings). Keys are flat and dotted ('general.no_products_found'); the same instance
 * shape renders on the server and hydrates in the browser, so no key ever flashes.
 */
export function createI18n(locale: LocaleCode, strings: Readonly<Record<string, string>>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: { ...strings } } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
