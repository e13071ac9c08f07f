import { isValidPostalCode, LOCALE_CODES, shopTextValues } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { fillPageText, statedVatRate } from './fill-page-text';
import { PRICE_LIST_POSTAL_CODE, shippingPriceList } from './shipping-price-table';

describe('fillPageText', () => {
  it.each([
    { locale: 'sv', rate: '25\u00a0%' },
    { locale: 'no', rate: '25\u00a0%' },
    { locale: 'da', rate: '25\u00a0%' },
    { locale: 'fi', rate: '25,5\u00a0%' },
    { locale: 'nl', rate: '21%' },
  ] as const)('states the VAT rate of $locale as $rate', async ({ locale, rate }) => {
    expect(statedVatRate(locale)).toBe(rate);
    expect(await fillPageText('<p>{{standard_vat_rate}}</p>', locale)).toBe(`<p>${rate}</p>`);
  });

  it.each(LOCALE_CODES)(
    'puts the shipping methods of %s in a table, cheapest first',
    async (locale) => {
      const html = await fillPageText('<p>{{free_shipping_from}}</p>{{shipping_prices}}', locale);
      expect(html.startsWith(`<p>${shopTextValues(locale).free_shipping_from}</p><table`)).toBe(
        true,
      );
      const methods = await shippingPriceList(locale);
      expect(methods.length).toBeGreaterThan(1);
      expect(methods.map((m) => m.price)).toEqual(
        [...methods.map((m) => m.price)].sort((a, b) => a - b),
      );
      for (const method of methods) expect(html).toContain(`<td>${method.name}</td>`);
      expect(html.match(/<tr>/g)).toHaveLength(methods.length + 1);
    },
  );

  it('leaves other placeholders for the text to fill', async () => {
    expect(await fillPageText('{{count}} {{shipping_prices_x}}', 'sv')).toBe(
      '{{count}} {{shipping_prices_x}}',
    );
  });

  it.each(LOCALE_CODES)('asks the providers with a postal code valid in %s', (locale) => {
    expect(isValidPostalCode(PRICE_LIST_POSTAL_CODE[locale], locale)).toBe(true);
  });
});
