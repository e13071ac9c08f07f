import { EMPTY_COUPON_STATE, priceCart } from '@nordshop/coupon-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownTotals } from '../index';

/** 238 kr incl. 25 % VAT: 190,40 kr ex VAT, 47,60 kr VAT (the shopper's finding). */
const oneCase = priceCart({
  lines: [{ sku: 'CASE-1', quantity: 1, price: 23_800, vat: 25 }],
  coupons: EMPTY_COUPON_STATE,
  fractionDigits: 0,
});

describe('shownTotals', () => {
  it('shows a cart as priced, including VAT: the VAT is part of the amount to pay', () => {
    expect(shownTotals(oneCase, true)).toEqual({
      includeVat: true,
      subtotal: 23_800,
      discount: 0,
      charges: [],
      net: 23_800,
      vat: 4_760,
      total: 23_800,
    });
  });

  it('reads the goods ex VAT for a company and adds the VAT: the amount to pay is what is charged', () => {
    expect(shownTotals(oneCase, false)).toEqual({
      includeVat: false,
      subtotal: 19_040,
      discount: 0,
      charges: [],
      net: 19_040,
      vat: 4_760,
      total: 23_800,
    });
  });

  it('adds shipping and a fee, each by its own rate', () => {
    const charges = [
      { amount: 4_900, vat: 25 },
      { amount: 2_900, vat: 25 },
    ];
    expect(shownTotals(oneCase, true, charges)).toMatchObject({
      charges: [4_900, 2_900],
      net: 31_600,
      total: 31_600,
      vat: 6_320,
    });
    expect(shownTotals(oneCase, false, charges)).toMatchObject({
      charges: [3_920, 2_320],
      net: 25_280,
      total: 31_600,
      vat: 6_320,
    });
  });

  it('shows the discount of a coupon in both modes', () => {
    const priced = priceCart({
      lines: [{ sku: 'CASE-1', quantity: 2, price: 15_900, vat: 25 }],
      coupons: { ...EMPTY_COUPON_STATE, globalPercentage: 10 },
      fractionDigits: 0,
    });
    expect(shownTotals(priced, true)).toMatchObject({
      subtotal: 31_800,
      discount: 3_200,
      total: 28_600,
    });
    expect(shownTotals(priced, false)).toMatchObject({
      subtotal: 25_440,
      discount: 2_560,
      net: 22_880,
      total: 28_600,
    });
  });

  it('charges the same amount in both modes, and each mode adds up', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 20 }),
            price: fc.integer({ min: 0, max: 500_000 }),
            vat: fc.constantFrom(0, 9, 12, 21, 25, 25.5),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 50 }),
        fc.nat(100_000),
        fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 20_000 }),
            vat: fc.constantFrom(21, 25, 25.5),
          }),
          { maxLength: 2 },
        ),
        fc.constantFrom(0 as const, 2 as const),
        (lines, percentage, credit, charges, fractionDigits) => {
          const priced = priceCart({
            lines: lines.map((line, i) => ({ sku: `SKU-${i}`, ...line })),
            coupons: {
              ...EMPTY_COUPON_STATE,
              globalPercentage: percentage,
              items: [
                {
                  code: 'CUSTOMERDISCOUNT',
                  fixed_amount: credit,
                  applied: true,
                  failed_minimum_spend: false,
                },
              ],
            },
            fractionDigits,
          });
          const incl = shownTotals(priced, true, charges);
          const ex = shownTotals(priced, false, charges);
          const charged = priced.total + charges.reduce((sum, charge) => sum + charge.amount, 0);
          for (const shown of [incl, ex]) {
            const sum = shown.charges.reduce((total, amount) => total + amount, 0);
            expect(shown.discount).toBeGreaterThanOrEqual(0);
            expect(shown.net).toBe(shown.subtotal - shown.discount + sum);
            expect(shown.total).toBe(charged);
          }
          expect(incl.net).toBe(incl.total);
          expect(ex.net + ex.vat).toBe(ex.total);
          expect(ex.vat).toBe(incl.vat);
          expect(ex.net).toBeLessThanOrEqual(incl.net);
        },
      ),
    );
  });
});
