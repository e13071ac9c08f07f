import { describe, expect, it } from 'vitest';
import { fillShopText, LOCALE_CODES, shopTextValues, STOREFRONTS } from '../index';

describe('shopTextValues', () => {
  it.each([
    { locale: 'sv', freeShippingFrom: 49_900, text: '499\u00a0kr' },
    { locale: 'no', freeShippingFrom: 49_900, text: '499\u00a0kr' },
    { locale: 'da', freeShippingFrom: 39_900, text: '399\u00a0kr.' },
    { locale: 'fi', freeShippingFrom: 4_500, text: '45\u00a0\u20ac' },
    { locale: 'nl', freeShippingFrom: 4_500, text: '\u20ac\u00a045' },
  ] as const)(
    '$locale ships for free from $freeShippingFrom minor units, stated as $text',
    ({ locale, freeShippingFrom, text }) => {
      expect(STOREFRONTS[locale].freeShippingFrom).toBe(freeShippingFrom);
      expect(shopTextValues(locale).free_shipping_from).toBe(text);
    },
  );
});

describe('fillShopText', () => {
  it.each([...LOCALE_CODES])(
    'states the free-shipping setting of %s wherever a text names it',
    (locale) => {
      const amount = shopTextValues(locale).free_shipping_from;
      expect(fillShopText('<p>Free from {{free_shipping_from}}!</p>', locale)).toBe(
        `<p>Free from ${amount}!</p>`,
      );
      expect(fillShopText('{{ free_shipping_from }} / {{free_shipping_from}}', locale)).toBe(
        `${amount} / ${amount}`,
      );
    },
  );

  it('leaves other placeholders and plain text as they are', () => {
    expect(fillShopText('Buy {{quantity}} for {{price}} each', 'sv')).toBe(
      'Buy {{quantity}} for {{price}} each',
    );
    expect(fillShopText('30 dagars öppet köp', 'sv')).toBe('30 dagars öppet köp');
    expect(fillShopText('{{free_shipping_from', 'sv')).toBe('{{free_shipping_from');
  });
});
