import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../testing/test-providers';
import { formatDateRange } from './format-date-range';
import { StockStatus } from './stock-status';
import { stockStatusMessage } from './stock-status-message';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatDateRange', () => {
  it.each([
    { locale: 'sv', from: '2026-11-24', to: '2026-11-26', text: '24–26 nov.' },
    { locale: 'no', from: '2026-11-30', to: '2026-12-02', text: '30. nov.–2. des.' },
    { locale: 'fi', from: '2026-11-24', to: '2026-11-26', text: '24.–26.11.' },
    { locale: 'sv', from: '2026-11-24', to: '2026-11-24', text: '24 nov.' },
  ] as const)('$from to $to reads $text in $locale', ({ locale, from, to, text }) => {
    expect(plain(formatDateRange(from, to, locale))).toBe(text);
  });
});

describe('stockStatusMessage', () => {
  it.each([
    {
      name: 'a status reads its key',
      view: { kind: 'status', key: 'stock.in-stock', tone: 'success' },
      message: { key: 'stock.in-stock', values: {} },
    },
    {
      name: 'a presale later this year carries its date',
      view: { kind: 'presale', key: 'product.presale', tone: 'info', date: '2026-12-15' },
      message: { key: 'product.presale', values: { date: '15 dec.' } },
    },
    {
      name: 'a presale next year carries its date with the year',
      view: { kind: 'presale', key: 'product.presale', tone: 'info', date: '2027-01-15' },
      message: { key: 'product.presale', values: { date: '15 jan. 2027' } },
    },
    {
      name: 'a presale months away carries its date with the year',
      view: { kind: 'presale', key: 'product.presale', tone: 'info', date: '2027-07-07' },
      message: { key: 'product.presale', values: { date: '7 juli 2027' } },
    },
    {
      name: 'dates carry the range',
      view: {
        kind: 'dates',
        key: 'product.delivered',
        tone: 'success',
        from: '2026-11-24',
        to: '2026-11-26',
        endOnly: false,
      },
      message: { key: 'product.delivered', values: { range: '24–26 nov.' } },
    },
    {
      name: 'the home page carries only the end date',
      view: {
        kind: 'dates',
        key: 'product.delivered',
        tone: 'success',
        from: '2026-11-24',
        to: '2026-11-26',
        endOnly: true,
      },
      message: { key: 'product.delivered', values: { range: '26 nov.' } },
    },
  ] as const)('$name', ({ view, message }) => {
    expect(stockStatusMessage(view, 'sv', '2026-11-23')).toEqual(message);
  });
});

describe('StockStatus', () => {
  const base = {
    estimatedAt: null,
    showDates: false,
    today: '2026-11-23',
    placement: 'listing',
    locale: 'sv',
  } as const;
  it.each([
    {
      name: 'in stock',
      props: { ...base, stockStatus: 'in-stock' },
      text: 'I lager',
      tone: 'success',
    },
    {
      name: 'back-order reads as out of stock',
      props: { ...base, stockStatus: 'back-order' },
      text: 'Slut i lager',
      tone: 'danger',
    },
    {
      name: 'a presale date later this year',
      props: { ...base, stockStatus: 'back-order', estimatedAt: '2026-12-15' },
      text: 'Förhandsboka – levereras från 15 dec.',
      tone: 'info',
    },
    {
      name: 'a presale date next year, with its year',
      props: { ...base, stockStatus: 'back-order', estimatedAt: '2027-01-15' },
      text: 'Förhandsboka – levereras från 15 jan. 2027',
      tone: 'info',
    },
    {
      name: 'a presale date months away, with its year',
      props: { ...base, stockStatus: 'back-order', estimatedAt: '2027-07-07' },
      text: 'Förhandsboka – levereras från 7 juli 2027',
      tone: 'info',
    },
    {
      name: 'a delivery range with stock_dates',
      props: { ...base, stockStatus: 'in-stock', showDates: true },
      text: 'levereras 24–26 nov.',
      tone: 'success',
    },
    {
      name: 'only the end date on the home page',
      props: { ...base, stockStatus: 'in-stock', showDates: true, placement: 'home' },
      text: 'levereras 26 nov.',
      tone: 'success',
    },
  ] as const)('renders on the server: $name', ({ props, text, tone }) => {
    const html = plain(renderToHtml(<StockStatus {...props} />));
    expect(html).toContain(text);
    expect(html).toContain(`ns-stock--${tone}`);
  });
});
