import { priceCartView } from '@nordshop/cart-domain';
import { aCartLine } from '@nordshop/cart-domain/testing';
import { EMPTY_COUPON_STATE } from '@nordshop/coupon-engine';
import { exVatPrice } from '@nordshop/locale-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutTotals } from './checkout-totals';

const view = (quantity: number) =>
  priceCartView({ items: [aCartLine({ quantity })], coupons: EMPTY_COUPON_STATE }, 'sv');

describe('checkoutTotals', () => {
  it('adds the shipping price and the payment fee to the cart incl. VAT', () => {
    expect(
      checkoutTotals(view(1), true, {
        shipping: { price: 4_900, vat: 25 },
        payment: { fee: 2_900 },
        feeVat: 25,
      }),
    ).toEqual({
      subtotal: 19_900,
      discount: 0,
      shipping: 4_900,
      paymentFee: 2_900,
      total: 27_700,
      vat: 5_540,
    });
  });

  it('divides every amount by its own VAT factor ex VAT', () => {
    const totals = checkoutTotals(view(1), false, {
      shipping: { price: 4_900, vat: 12 },
      payment: { fee: 2_900 },
      feeVat: 25,
    });
    expect(totals.shipping).toBe(exVatPrice(4_900, 12));
    expect(totals.paymentFee).toBe(exVatPrice(2_900, 25));
    expect(totals.total).toBe(
      exVatPrice(19_900, 25) + exVatPrice(4_900, 12) + exVatPrice(2_900, 25),
    );
  });

  it('charges nothing before a method is chosen', () => {
    const totals = checkoutTotals(view(2), true, {
      shipping: undefined,
      payment: undefined,
      feeVat: 25,
    });
    expect(totals).toMatchObject({ shipping: 0, paymentFee: 0, total: 39_800 });
  });

  it('is the sum of its parts in both display modes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (quantity, shipping, fee, includeVat) => {
          const totals = checkoutTotals(view(quantity), includeVat, {
            shipping: { price: shipping, vat: 25 },
            payment: { fee },
            feeVat: 25,
          });
          expect(totals.total).toBe(
            totals.subtotal - totals.discount + totals.shipping + totals.paymentFee,
          );
          expect(totals.vat).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
