import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, deliveryEstimate } from './delivery-estimate';
import { stockStatusView } from './stock-status-view';

describe('addBusinessDays', () => {
  it.each([
    { name: 'Monday + 1 is Tuesday', date: '2026-11-23', days: 1, out: '2026-11-24' },
    { name: 'Friday + 1 is Monday', date: '2026-11-27', days: 1, out: '2026-11-30' },
    { name: 'Saturday + 1 is Monday', date: '2026-11-28', days: 1, out: '2026-11-30' },
    { name: 'Sunday + 3 is Wednesday', date: '2026-11-29', days: 3, out: '2026-12-02' },
    { name: 'Thursday + 7 crosses a weekend', date: '2026-12-24', days: 7, out: '2027-01-04' },
  ])('$name', ({ date, days, out }) => {
    expect(addBusinessDays(date, days)).toBe(out);
  });

  it('never lands on a weekend and always moves forward', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 30 }),
        (d, n) => {
          const start = d.toISOString().slice(0, 10);
          const end = addBusinessDays(start, n);
          const weekday = new Date(`${end}T00:00:00Z`).getUTCDay();
          return weekday !== 0 && weekday !== 6 && end > start;
        },
      ),
    );
  });
});

describe('deliveryEstimate', () => {
  it.each([
    { status: 'in-stock', range: { from: '2026-11-24', to: '2026-11-26' } },
    { status: 'back-order-quick', range: { from: '2026-11-27', to: '2026-12-01' } },
    { status: 'back-order-slow', range: { from: '2026-11-30', to: '2026-12-02' } },
    { status: 'back-order', range: undefined },
  ])('$status ordered on Monday 23 Nov is delivered $range', ({ status, range }) => {
    expect(deliveryEstimate(status, '2026-11-23')).toEqual(range);
  });
});

describe('stockStatusView', () => {
  const base = {
    estimatedAt: null,
    showDates: false,
    today: '2026-11-23',
    placement: 'product',
  } as const;
  it.each([
    {
      name: 'in stock reads its key',
      input: { ...base, stockStatus: 'in-stock' },
      view: { kind: 'status', key: 'stock.in-stock', tone: 'success' },
    },
    {
      name: 'back-order reads as out of stock',
      input: { ...base, stockStatus: 'back-order' },
      view: { kind: 'status', key: 'stock.back-order', tone: 'danger' },
    },
    {
      name: 'an unknown status comes from translations',
      input: { ...base, stockStatus: 'special-order' },
      view: { kind: 'status', key: 'stock.special-order', tone: 'info' },
    },
    {
      name: 'a presale date wins',
      input: { ...base, stockStatus: 'back-order', estimatedAt: '2027-01-15' },
      view: { kind: 'presale', key: 'product.presale', tone: 'info', date: '2027-01-15' },
    },
    {
      name: 'stock_dates shows the range',
      input: { ...base, stockStatus: 'in-stock', showDates: true },
      view: {
        kind: 'dates',
        key: 'product.delivered',
        tone: 'success',
        from: '2026-11-24',
        to: '2026-11-26',
        endOnly: false,
      },
    },
    {
      name: 'the home page shows only the end date',
      input: { ...base, stockStatus: 'in-stock', showDates: true, placement: 'home' },
      view: {
        kind: 'dates',
        key: 'product.delivered',
        tone: 'success',
        from: '2026-11-24',
        to: '2026-11-26',
        endOnly: true,
      },
    },
    {
      name: 'stock_dates keeps the text of a status without estimate',
      input: { ...base, stockStatus: 'back-order', showDates: true },
      view: { kind: 'status', key: 'stock.back-order', tone: 'danger' },
    },
  ] as const)('$name', ({ input, view }) => {
    expect(stockStatusView(input)).toEqual(view);
  });
});
