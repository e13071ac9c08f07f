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

/** How many answers one instance's `t` keeps; past it the kept answers are dropped and refilled. */
export const KEPT_ANSWERS_LIMIT = 4096;

type Translate = (...args: unknown[]) => unknown;

/**
 * What identifies a call's answer: the key alone, or the key with its options when every option is
 * a string, number or boolean (counts, scores, names to interpolate). Other calls (key arrays,
 * objects among the options, a default value as second argument) are not kept.
 */
function answerKey(args: readonly unknown[]): string | undefined {
  const [key, options] = args;
  if (typeof key !== 'string' || args.length > 2) return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return undefined;
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * The instance's `t`, answering a call it has answered before from what it kept. An instance's
 * language and strings never change (see useStrings), so the same call always has the same answer;
 * i18next's own lookup (options, plural rules, interpolation) cost a twentieth of a server render.
 */
export function keptTranslate(instance: i18n): TFunction {
  const translate = instance.t.bind(instance) as unknown as Translate;
  const answers = new Map<string, string>();
  return ((...args: unknown[]) => {
    const key = answerKey(args);
    if (key === undefined) return translate(...args);
    const kept = answers.get(key);
    if (kept !== undefined) return kept;
    const answer = translate(...args);
    if (typeof answer === 'string') {
      if (answers.size >= KEPT_ANSWERS_LIMIT) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  }) as unknown as TFunction;
}

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
    strings = { t: keptTranslate(instance) };
    stringsOf.set(instance, strings);
  }
  return strings;
}
