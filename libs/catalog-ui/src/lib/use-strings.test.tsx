import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { KEPT_ANSWERS_LIMIT, keptTranslate, useStrings, type Strings } from './use-strings';

function instance(lng: string, close: string) {
  const made = i18next.createInstance();
  void made.init({
    lng,
    resources: { [lng]: { translation: { 'general.close': close } } },
    initAsync: false,
    keySeparator: false,
  });
  return made;
}

describe('useStrings', () => {
  it('translates with the instance of the provider around it, one t per instance', () => {
    const seen: Strings[] = [];
    function Close() {
      const strings = useStrings();
      seen.push(strings);
      return <span>{strings.t('general.close')}</span>;
    }
    const sv = instance('sv', 'Stäng');
    const fi = instance('fi', 'Sulje');
    const html = renderToString(
      <>
        <I18nextProvider i18n={sv}>
          <Close />
          <Close />
        </I18nextProvider>
        <I18nextProvider i18n={fi}>
          <Close />
        </I18nextProvider>
      </>,
    );
    expect(html).toBe('<span>Stäng</span><span>Stäng</span><span>Sulje</span>');
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('shows each key for itself when no provider is around it', () => {
    function Close() {
      return <span>{useStrings().t('general.close')}</span>;
    }
    expect(renderToString(<Close />)).toBe('<span>general.close</span>');
  });
});

describe('keptTranslate', () => {
  const strings = {
    'general.close': 'Stäng',
    'product.rating_one': '{{score}} av 5 ({{count}} omdöme)',
    'product.rating_other': '{{score}} av 5 ({{count}} omdömen)',
    'cart.greeting': 'Hej {{name}}',
  };
  function svInstance() {
    const made = i18next.createInstance();
    void made.init({
      lng: 'sv',
      resources: { sv: { translation: strings } },
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    return made;
  }

  const calls: [string, unknown[], string][] = [
    ['a plain key', ['general.close'], 'Stäng'],
    ['a plural, one', ['product.rating', { score: 4, count: 1 }], '4 av 5 (1 omdöme)'],
    ['a plural, other', ['product.rating', { score: 4, count: 12 }], '4 av 5 (12 omdömen)'],
    [
      'the same options in another order',
      ['product.rating', { count: 12, score: 4 }],
      '4 av 5 (12 omdömen)',
    ],
    ['a string option', ['cart.greeting', { name: 'Åsa' }], 'Hej Åsa'],
    ['a number that reads like the string', ['cart.greeting', { name: '1' }], 'Hej 1'],
    ['a number', ['cart.greeting', { name: 1 }], 'Hej 1'],
    ['a missing key', ['general.nothing'], 'general.nothing'],
    ['a key array (not kept)', [['general.nothing', 'general.close']], 'Stäng'],
    [
      'an object option (not kept)',
      ['cart.greeting', { name: 'Bo', replace: { name: 'Li' } }],
      'Hej Li',
    ],
  ];

  it.each(calls)('answers %s as i18next does, the first time and again', (_, args, expected) => {
    const instance = svInstance();
    const t = keptTranslate(instance) as unknown as (...a: unknown[]) => unknown;
    const direct = (instance.t as unknown as (...a: unknown[]) => unknown)(...args);
    expect(direct).toBe(expected);
    expect(t(...args)).toBe(expected);
    expect(t(...args)).toBe(expected);
  });

  it('keeps answering right after more distinct calls than it keeps', () => {
    const t = keptTranslate(svInstance()) as unknown as (...a: unknown[]) => unknown;
    for (let count = 0; count < KEPT_ANSWERS_LIMIT + 10; count += 1) {
      expect(t('product.rating', { score: 3, count })).toBe(
        `3 av 5 (${count} ${count === 1 ? 'omdöme' : 'omdömen'})`,
      );
    }
    expect(t('product.rating', { score: 3, count: 1 })).toBe('3 av 5 (1 omdöme)');
    expect(t('general.close')).toBe('Stäng');
  });
});
