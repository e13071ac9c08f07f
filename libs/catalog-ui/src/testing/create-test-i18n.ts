import type { LocaleCode } from '@nordshop/locale-config';
import i18next, { type i18n } from 'i18next';
import { TEST_STRINGS_SV } from './test-strings';

/**
 * An i18next instance configured like the storefront's (flat dotted keys, synchronous init),
 * filled with `strings` (default: the Swedish strings of {@link TEST_STRINGS_SV}).
 */
export function createTestI18n(
  strings: Readonly<Record<string, string>> = TEST_STRINGS_SV,
  locale: LocaleCode = 'sv',
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: { ...strings } } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
