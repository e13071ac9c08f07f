import { describe, expect, it } from 'vitest';
import { createI18n, createScreenI18n } from './create-i18n';

describe('createI18n', () => {
  const i18n = createI18n('sv', {
    'general.no_products_found': 'Inga produkter hittades',
    'general.show_all_results': 'Visa alla {{count}} resultat',
  });

  it('is ready at once, without waiting for a backend', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('general.no_products_found')).toBe('Inga produkter hittades');
  });

  it('reads dotted keys as flat keys and fills placeholders', () => {
    expect(i18n.t('general.show_all_results', { count: 12 })).toBe('Visa alla 12 resultat');
  });

  it('shows the key of a missing string rather than nothing', () => {
    expect(i18n.t('general.missing')).toBe('general.missing');
  });

  it('makes one instance per strings object and locale, shared by the renders that use them', () => {
    const strings = { 'general.close': 'Stäng' };
    expect(createI18n('sv', strings)).toBe(createI18n('sv', strings));
    expect(createI18n('fi', strings)).not.toBe(createI18n('sv', strings));
    expect(createI18n('fi', strings).language).toBe('fi');
    expect(createI18n('sv', { 'general.close': 'Stäng' })).not.toBe(createI18n('sv', strings));
  });
});

describe('createScreenI18n', () => {
  const layout = { 'general.close': 'Stäng', 'checkout.title': 'Kassa (layout)' };
  const checkout = { 'checkout.title': 'Kassa', 'checkout.street': 'Gatuadress' };

  it('holds the layout’s strings and the screen’s, the screen’s first', () => {
    const i18n = createScreenI18n('sv', layout, checkout);
    expect(i18n.t('general.close')).toBe('Stäng');
    expect(i18n.t('checkout.street')).toBe('Gatuadress');
    expect(i18n.t('checkout.title')).toBe('Kassa');
    expect(createI18n('sv', layout).t('checkout.street')).toBe('checkout.street');
  });

  it('makes one instance per pair of strings objects and locale', () => {
    expect(createScreenI18n('sv', layout, checkout)).toBe(createScreenI18n('sv', layout, checkout));
    expect(createScreenI18n('sv', layout, { ...checkout })).not.toBe(
      createScreenI18n('sv', layout, checkout),
    );
    expect(createScreenI18n('fi', layout, checkout).language).toBe('fi');
  });
});
