import type { LocaleCode } from '@nordshop/locale-config';
import i18next, { type i18n } from 'i18next';

type StringsObject = Readonly<Record<string, string>>;

/** A Map or WeakMap. */
interface Keeper<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value of `key` in `map`, made by `make` and kept there the first time. */
function kept<K, V>(map: Keeper<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

const made = new WeakMap<StringsObject, Map<LocaleCode, i18n>>();
const withScreens = new WeakMap<StringsObject, WeakMap<StringsObject, Map<LocaleCode, i18n>>>();

/**
 * An i18next instance for one storefront, filled synchronously with the strings the API serves
 * (GET /api/strings). Keys are flat and dotted ('general.no_products_found'); the same instance
 * shape renders on the server and hydrates in the browser, so no key ever flashes. One instance per
 * locale and strings object: the server's renders of a storefront share the one its cached layout
 * data makes (an instance never changes language, so sharing it is safe).
 */
export function createI18n(locale: LocaleCode, strings: StringsObject): i18n {
  const byLocale = kept(made, strings, () => new Map<LocaleCode, i18n>());
  return kept(byLocale, locale, () => createInstance(locale, strings));
}

/**
 * The i18next instance of a screen that loads strings of its own (i18n/screen-strings.ts): the
 * layout's strings and the screen's. One instance per locale and pair of strings objects, as createI18n.
 */
export function createScreenI18n(
  locale: LocaleCode,
  layout: StringsObject,
  screen: StringsObject,
): i18n {
  const byScreen = kept(
    withScreens,
    layout,
    () => new WeakMap<StringsObject, Map<LocaleCode, i18n>>(),
  );
  const byLocale = kept(byScreen, screen, () => new Map<LocaleCode, i18n>());
  return kept(byLocale, locale, () => createInstance(locale, { ...layout, ...screen }));
}

function createInstance(locale: LocaleCode, strings: StringsObject): i18n {
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
