import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderMoney } from './order-format';

describe('formatOrderMoney', () => {
  it.each([
    { locale: 'sv', currency: 'SEK', text: '1 305 kr' },
    { locale: 'fi', currency: 'SEK', text: '1 305 SEK' },
    { locale: 'no', currency: 'SEK', text: '1 305 SEK' },
    { locale: 'da', currency: 'SEK', text: '1.305 SEK' },
    { locale: 'sv', currency: 'EUR', text: '1 305,00 €' },
    { locale: 'fi', currency: 'EUR', text: '1 305,00 €' },
  ] as const)(
    'writes a $currency order of 130500 on $locale as $text',
    ({ locale, currency, text }) => {
      expect(formatOrderMoney(130_500, { currency }, locale).replace(/\s/g, ' ')).toBe(text);
    },
  );
});

describe('formatOrderDate', () => {
  it('writes the day in the storefront time zone and language', () => {
    // 23:30 UTC on 21 November is already 22 November in Stockholm and Helsinki.
    expect(formatOrderDate('2026-11-21T23:30:00Z', 'sv')).toBe('22 november 2026');
    expect(formatOrderDate('2026-11-21T23:30:00Z', 'fi')).toBe('22. marraskuuta 2026');
    expect(formatOrderDate('2026-11-21T12:00:00Z', 'nl')).toBe('21 november 2026');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatOrderDate('soon', 'da')).toBe('soon');
  });
});
