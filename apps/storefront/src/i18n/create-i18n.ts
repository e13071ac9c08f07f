import type { LocaleCode } from '@nordshop/locale-config';
import i18next, { type i18n } from 'i18next';

const made = new WeakMap<Readonly<Record<string, string>>, Map<LocaleCode, i18n>>();

/**
 * An i18next instance for one storefront, filled synchronously with the strings the API serves
 * (GET /api/strings). Keys are flat and dotted ('general.no_products_found'); the same instance
 * shape renders on the server and hydrates in the browser, so no key ever flashes. One instance per
 * locale and strings object: the server's renders of a storefront share the one its cached layout
 * data makes (an instance never changes language, so sharing it is safe).
 */
export function createI18n(locale: LocaleCode, strings: Readonly<Record<string, string>>): i18n {
  let byLocale = made.get(strings);
  if (byLocale === undefined) {
    byLocale = new Map();
    made.set(strings, byLocale);
  }
  const known = byLocale.get(locale);
  if (known !== undefined) return known;
  const instance = createInstance(locale, strings);
  byLocale.set(locale, instance);
  return instance;
}

function createInstance(locale: LocaleCode, strings: Readonly<Record<string, string>>): i18n {
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

const withScreens = new WeakMap<
  Readonly<Record<string, string>>,
  WeakMap<Readonly<Record<string, string>>, Map<LocaleCode, i18n>>
>();

/**
 * The i18next instance of a screen that loads strings of its own (i18n/screen-strings.ts): the
 * layout's strings and the screen's. One instance per locale and pair of strings objects, as createI18n.
 */
export function createScreenI18n(
  locale: LocaleCode,
  layout: Readonly<Record<string, string>>,
  screen: Readonly<Record<string, string>>,
): i18n {
  let byScreen = withScreens.get(layout);
  if (byScreen === undefined) {
    byScreen = new WeakMap();
    withScreens.set(layout, byScreen);
  }
  let byLocale = byScreen.get(screen);
  if (byLocale === undefined) {
    byLocale = new Map();
    byScreen.set(screen, byLocale);
  }
  const known = byLocale.get(locale);
  if (known !== undefined) return known;
  const instance = createInstance(locale, { ...layout, ...screen });
  byLocale.set(locale, instance);
  return instance;
}
