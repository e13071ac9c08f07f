import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useStrings, type Strings } from './use-strings';

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
