import type { TFunction, i18n } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/** What {@link useStrings} gives a component: the storefront's translate function. */
export interface Strings {
  readonly t: TFunction;
}

const stringsOf = new WeakMap<i18n, Strings>();

/** Outside a provider each key stands for itself, as with react-i18next's `useTranslation`. */
const WITHOUT_STRINGS: Strings = {
  t: ((key: string | string[]) => (Array.isArray(key) ? key.at(-1) : key) ?? '') as TFunction,
};

/**
 * The strings of the storefront around the component (its `I18nextProvider`): one `t` per i18next
 * instance, shared by every component. A storefront's instance is made once for its locale and
 * strings and never changes language (another locale is another instance, and the provider's new
 * value renders its readers again), so a component needs neither the instance's language events nor
 * a copy of it; react-i18next's `useTranslation` makes such a copy for every component it renders
 * first, which cost an eighth of a server render.
 */
export function useStrings(): Strings {
  const instance = (useContext(I18nContext) as { i18n?: i18n } | undefined)?.i18n;
  if (instance === undefined) return WITHOUT_STRINGS;
  let strings = stringsOf.get(instance);
  if (strings === undefined) {
    strings = { t: instance.t.bind(instance) };
    stringsOf.set(instance, strings);
  }
  return strings;
}
