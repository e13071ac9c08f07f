import { EMPTY_COUPON_STATE, priceCart } from '@nordshop/coupon-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownTotals } from '../index';

/** 159 kr incl. 25 % VAT: 127,20 kr ex VAT. */
const oneCase = priceCart({
  lines: [{ sku: 'CASE-1', quantity: 1, price: 15_900, vat: 25 }],
  coupons: EMPTY_COUPON_STATE,
  fractionDigits: 0,
});

describe('shownTotals', () => {
  it('shows a cart as priced, including VAT', () => {
    expect(shownTotals(oneCase, true)).toEqual({
      subtotal: 15_900,
      discount: 0,
      charges: [],
      total: 15_900,
      vat: 3_180,
    });
  });

  it('divides each amount by its VAT factor excluding VAT (spec section 9)', () => {
    expect(shownTotals(oneCase, false)).toEqual({
      subtotal: 12_720,
      discount: 0,
      charges: [],
      total: 12_720,
      vat: 3_180,
    });
  });

  it('adds shipping and a fee, each by its own rate', () => {
    const charges = [
      { amount: 4_900, vat: 25 },
      { amount: 2_900, vat: 25 },
    ];
    expect(shownTotals(oneCase, true, charges)).toMatchObject({
      charges: [4_900, 2_900],
      total: 23_700,
      vat: 4_740,
    });
    expect(shownTotals(oneCase, false, charges)).toMatchObject({
      charges: [3_920, 2_320],
      total: 18_960,
      vat: 4_740,
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
      total: 22_880,
    });
  });

  it('keeps subtotal − discount + charges = total and the same VAT in both modes', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 20 }),
            price: fc.integer({ min: 0, max: 500_000 }),
            vat: fc.constantFrom(0, 12, 21, 25, 25.5),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 50 }),
        fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 20_000 }),
            vat: fc.constantFrom(21, 25, 25.5),
          }),
          {
            maxLength: 2,
          },
        ),
        fc.constantFrom(0 as const, 2 as const),
        (lines, percentage, charges, fractionDigits) => {
          const priced = priceCart({
            lines: lines.map((line, i) => ({ sku: `SKU-${i}`, ...line })),
            coupons: { ...EMPTY_COUPON_STATE, globalPercentage: percentage },
            fractionDigits,
          });
          const incl = shownTotals(priced, true, charges);
          const ex = shownTotals(priced, false, charges);
          for (const shown of [incl, ex]) {
            const sum = shown.charges.reduce((total, amount) => total + amount, 0);
            expect(shown.discount).toBeGreaterThanOrEqual(0);
            expect(shown.total).toBe(shown.subtotal - shown.discount + sum);
          }
          expect(ex.vat).toBe(incl.vat);
          expect(ex.total + ex.vat).toBe(incl.total);
          expect(ex.total).toBeLessThanOrEqual(incl.total);
        },
      ),
    );
  });
});
