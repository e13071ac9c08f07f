import { describe, expect, it } from 'vitest';
import {
  addToCartEvent,
  beginCheckoutEvent,
  goalEvent,
  goalValue,
  pageViewEvent,
  purchaseEvent,
  viewItemEvent,
  type TrackedItem,
} from './ga4-events';

const CASE: TrackedItem = {
  sku: 'CASE-1',
  name: 'Skal',
  brand: 'Nordcase',
  price: 12_900,
  vat: 25,
  quantity: 2,
};
const CABLE: TrackedItem = { sku: 'CAB-1', name: 'Kabel', price: 9_950, vat: 25, quantity: 1 };
const SV_INCL = { locale: 'sv', includeVat: true } as const;
const SV_EXCL = { locale: 'sv', includeVat: false } as const;

describe('tracking prices in the events (spec section 9)', () => {
  it.each([
    { display: SV_INCL, price: 129, value: 258 },
    // Excluding VAT: divided by the VAT factor, 2 decimals.
    { display: SV_EXCL, price: 103.2, value: 206.4 },
  ])(
    'view_item and add_to_cart report what the shopper sees ($display.includeVat)',
    ({ display, price, value }) => {
      expect(viewItemEvent(CASE, display)).toEqual({
        event: 'view_item',
        ecommerce: {
          currency: 'SEK',
          value,
          items: [
            { item_id: 'CASE-1', item_name: 'Skal', item_brand: 'Nordcase', price, quantity: 2 },
          ],
        },
      });
      expect(addToCartEvent([CASE], display).ecommerce).toMatchObject({ value });
    },
  );

  it('rounds each tracking price to 2 decimals (EUR, fi)', () => {
    const event = addToCartEvent([{ ...CABLE, price: 1_999, vat: 25.5 }], {
      locale: 'fi',
      includeVat: false,
    });
    expect(event.ecommerce).toMatchObject({
      currency: 'EUR',
      value: 15.93,
      items: [expect.objectContaining({ price: 15.93 })],
    });
  });

  it('begin_checkout carries the coupons', () => {
    expect(beginCheckoutEvent([CASE, CABLE], ['VALKOMMEN10'], SV_INCL).ecommerce).toMatchObject({
      value: 357.5,
      coupon: 'VALKOMMEN10',
    });
    expect(beginCheckoutEvent([CABLE], [], SV_INCL).ecommerce).not.toHaveProperty('coupon');
  });

  it('purchase reports the order total, tax and shipping', () => {
    const order = {
      id: 42,
      total: 32_175,
      vatTotal: 6_435,
      shipping: 0,
      coupons: ['VALKOMMEN10'],
      items: [CASE, CABLE],
    };
    expect(purchaseEvent(order, SV_INCL).ecommerce).toMatchObject({
      transaction_id: '42',
      value: 321.75,
      tax: 64.35,
      shipping: 0,
      coupon: 'VALKOMMEN10',
    });
    expect(purchaseEvent(order, SV_EXCL).ecommerce).toMatchObject({ value: 257.4 });
  });

  it('page_view names the page', () => {
    expect(pageViewEvent('https://nordshop.se/sv', 'Nordshop')).toEqual({
      event: 'page_view',
      page_location: 'https://nordshop.se/sv',
      page_title: 'Nordshop',
    });
  });
});

describe('product goals (spec section 9)', () => {
  it.each([
    { goal: 'addToCart', input: { items: [CASE, CABLE] }, value: 129 },
    { goal: 'addToCart', input: { items: [] }, value: 0 },
    { goal: 'proceedToCheckout', input: {}, value: 1 },
    { goal: 'purchase', input: { value: 321.75 }, value: 321.75 },
    { goal: 'purchase', input: {}, value: 1 },
    { goal: 'purchasedItemsInCart', input: { items: [CASE, CABLE] }, value: 3 },
  ] as const)('$goal → $value', ({ goal, input, value }) => {
    expect(goalValue(goal, input, SV_INCL)).toBe(value);
    expect(goalEvent(goal, value)).toEqual({ event: 'product_goal', goal, value });
  });
});
