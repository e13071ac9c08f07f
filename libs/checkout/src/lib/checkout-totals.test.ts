import type { Order } from '@nordshop/api-contract';
import { priceCartView } from '@nordshop/cart-domain';
import { aCartLine } from '@nordshop/cart-domain/testing';
import { EMPTY_COUPON_STATE } from '@nordshop/coupon-engine';
import { exVatPrice, vatInAmount } from '@nordshop/locale-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutTotals, orderTotals } from './checkout-totals';

const view = (quantity: number, price = 19_900) =>
  priceCartView(
    {
      items: [aCartLine({ quantity, price, ordinary_price: price, pricing: [{ q: 1, p: price }] })],
      coupons: EMPTY_COUPON_STATE,
    },
    'sv',
  );

/** The order the server stores for a priced cart, shipping and fee (place-order's sums). */
function orderOf(
  cart: ReturnType<typeof view>,
  shipping: number,
  fee: number,
): Pick<Order, 'lines' | 'subtotal' | 'discount' | 'shipping' | 'payment' | 'total' | 'vat_total'> {
  const lines = cart.lines.map(({ line, priced }, i) => ({
    id: i + 1,
    sku: line.sku,
    name: line.name,
    quantity: priced.quantity,
    unit_price: priced.unitPrice,
    discount: priced.discount,
    total: priced.lineTotal,
    vat: line.vat,
    thumb: null,
  }));
  return {
    lines,
    subtotal: cart.totals.subtotal,
    discount: cart.totals.discount,
    shipping: {
      method_id: 'flat:home',
      name: 'Hemleverans',
      price: shipping,
      service_point: null,
      delivery_days: null,
    },
    payment: { method_id: 'invoice:standard', name: 'Faktura', fee },
    total: cart.totals.total + shipping + fee,
    vat_total: cart.totals.vat + vatInAmount(shipping, 25) + vatInAmount(fee, 25),
  };
}

describe('checkoutTotals', () => {
  it('adds the shipping price and the payment fee to the cart incl. VAT', () => {
    expect(
      checkoutTotals(view(1), true, {
        shipping: { price: 4_900, vat: 25 },
        payment: { fee: 2_900 },
        feeVat: 25,
      }),
    ).toEqual({
      includeVat: true,
      subtotal: 19_900,
      discount: 0,
      shipping: 4_900,
      paymentFee: 2_900,
      net: 27_700,
      total: 27_700,
      vat: 5_540,
    });
  });

  it('reads 238 kr as 190,40 kr ex VAT plus 47,60 kr VAT for a company, and charges 238 kr', () => {
    expect(
      checkoutTotals(view(1, 23_800), false, {
        shipping: undefined,
        payment: undefined,
        feeVat: 25,
      }),
    ).toMatchObject({ subtotal: 19_040, net: 19_040, vat: 4_760, total: 23_800 });
  });

  it('divides every amount by its own VAT factor ex VAT', () => {
    const totals = checkoutTotals(view(1), false, {
      shipping: { price: 4_900, vat: 12 },
      payment: { fee: 2_900 },
      feeVat: 25,
    });
    expect(totals.shipping).toBe(exVatPrice(4_900, 12));
    expect(totals.paymentFee).toBe(exVatPrice(2_900, 25));
    expect(totals.net).toBe(exVatPrice(19_900, 25) + exVatPrice(4_900, 12) + exVatPrice(2_900, 25));
    expect(totals.total).toBe(19_900 + 4_900 + 2_900);
  });

  it('charges nothing before a method is chosen', () => {
    const totals = checkoutTotals(view(2), true, {
      shipping: undefined,
      payment: undefined,
      feeVat: 25,
    });
    expect(totals).toMatchObject({ shipping: 0, paymentFee: 0, total: 39_800 });
  });

  it('is the sum of its parts in both display modes, and charges the same in both', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (quantity, shipping, fee) => {
          const charges = { shipping: { price: shipping, vat: 25 }, payment: { fee }, feeVat: 25 };
          const incl = checkoutTotals(view(quantity), true, charges);
          const ex = checkoutTotals(view(quantity), false, charges);
          for (const totals of [incl, ex]) {
            expect(totals.net).toBe(
              totals.subtotal - totals.discount + totals.shipping + totals.paymentFee,
            );
            expect(totals.vat).toBeGreaterThanOrEqual(0);
          }
          expect(incl.total).toBe(incl.net);
          expect(ex.total).toBe(ex.net + ex.vat);
          expect(ex.total).toBe(incl.total);
        },
      ),
    );
  });
});

describe('orderTotals', () => {
  it("reads a placed order exactly as the checkout read its cart, in both modes, charging the order's total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (quantity, price, shipping, fee, includeVat) => {
          const cart = view(quantity, price);
          const order = orderOf(cart, shipping, fee);
          const charges = { shipping: { price: shipping, vat: 25 }, payment: { fee }, feeVat: 25 };
          const confirmed = orderTotals(order, includeVat, 25);
          expect(confirmed).toEqual(checkoutTotals(cart, includeVat, charges));
          expect(confirmed.total).toBe(order.total);
          expect(confirmed.vat).toBe(order.vat_total);
        },
      ),
    );
  });
});
