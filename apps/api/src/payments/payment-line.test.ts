import { LOCALE_CODES, STOREFRONTS, vatInAmount } from '@nordshop/locale-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentLineOf } from './payment-line';

describe('paymentLineOf', () => {
  it.each(LOCALE_CODES.map((locale) => ({ locale, rate: STOREFRONTS[locale].standardVatRate })))(
    "gives one unit at $locale's standard rate its rate in basis points and its VAT",
    ({ rate }) => {
      expect(
        paymentLineOf({
          reference: 'shipping',
          name: 'Hem',
          kind: 'shipping_fee',
          unitPrice: 4_900,
          vatRate: rate,
        }),
      ).toEqual({
        reference: 'shipping',
        name: 'Hem',
        kind: 'shipping_fee',
        quantity: 1,
        unitPrice: 4_900,
        taxRate: rate * 100,
        totalAmount: 4_900,
        totalDiscount: 0,
        totalTax: vatInAmount(4_900, rate),
      });
    },
  );

  it.each([
    {
      name: '25 % in a whole number of öre',
      unitPrice: 12_500,
      quantity: 1,
      total: 12_500,
      vatRate: 25,
      tax: 2_500,
      discount: 0,
    },
    {
      name: '25.5 % (Finland)',
      unitPrice: 12_550,
      quantity: 1,
      total: 12_550,
      vatRate: 25.5,
      tax: 2_550,
      discount: 0,
    },
    {
      name: '21 % (the Netherlands), rounded to the cent',
      unitPrice: 1_000,
      quantity: 3,
      total: 3_000,
      vatRate: 21,
      tax: 521,
      discount: 0,
    },
    {
      name: 'a discount as what the total is below the units',
      unitPrice: 1_000,
      quantity: 3,
      total: 2_500,
      vatRate: 25,
      tax: 500,
      discount: 500,
    },
    {
      name: 'a free line',
      unitPrice: 19_900,
      quantity: 1,
      total: 0,
      vatRate: 25,
      tax: 0,
      discount: 19_900,
    },
  ])('lists $name', ({ unitPrice, quantity, total, vatRate, tax, discount }) => {
    const line = paymentLineOf({
      reference: 'SKU-1',
      name: 'Skal',
      kind: 'physical',
      quantity,
      unitPrice,
      total,
      vatRate,
    });
    expect(line).toMatchObject({
      quantity,
      unitPrice,
      totalAmount: total,
      totalDiscount: discount,
      totalTax: tax,
    });
  });

  it("keeps Klarna's line identities for any line", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(0, 6, 9, 12, 13.5, 14, 15, 21, 24, 25, 25.5),
        (unitPrice, quantity, paid, vatRate) => {
          const total = Math.floor(unitPrice * quantity * paid);
          const line = paymentLineOf({
            reference: 'SKU-1',
            name: 'Skal',
            kind: 'physical',
            quantity,
            unitPrice,
            total,
            vatRate,
          });
          // total_amount = quantity × unit_price − total_discount_amount, and the tax within ±1
          // of total_amount − total_amount × 10000 / (10000 + tax_rate) (Klarna's order_line).
          expect(line.totalAmount).toBe(line.quantity * line.unitPrice - line.totalDiscount);
          expect(line.totalDiscount).toBeGreaterThanOrEqual(0);
          const exact = total - (total * 10_000) / (10_000 + line.taxRate);
          expect(Math.abs(line.totalTax - exact)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
