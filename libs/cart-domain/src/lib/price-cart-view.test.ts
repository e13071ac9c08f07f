import { EMPTY_COUPON_STATE } from '@nordshop/coupon-engine';
import { describe, expect, it } from 'vitest';
import { aCartLine } from '../testing';
import { priceCartView, pricedLineOf } from './price-cart-view';

/** Two lines of one SKU the cart keeps apart: an ordinary line and a bundle line at its own price. */
const ordinary = aCartLine({ uuid: 'ordinary', sku: 'CASE-1', quantity: 1 });
const bundle = aCartLine({
  uuid: 'bundle',
  sku: 'CASE-1',
  quantity: 1,
  price: 9_900,
  ordinary_price: 9_900,
  pricing: [{ q: 1, p: 9_900 }],
  unique_bundle_id: 'b-1',
});

describe('priceCartView', () => {
  it('prices two lines of one SKU at different prices each at its own price', () => {
    const view = priceCartView({ items: [ordinary, bundle], coupons: EMPTY_COUPON_STATE }, 'sv');
    expect(view.lines.map((entry) => [entry.line.uuid, entry.priced.discountedUnitPrice])).toEqual([
      ['ordinary', 19_900],
      ['bundle', 9_900],
    ]);
    expect(pricedLineOf(view, 'bundle')?.priced.lineTotal).toBe(9_900);
    expect(pricedLineOf(view, 'ordinary')?.priced.lineTotal).toBe(19_900);
    expect(view.totals.total).toBe(29_800);
  });

  it('keeps each line with its own price whatever the order of the lines', () => {
    const view = priceCartView({ items: [bundle, ordinary], coupons: EMPTY_COUPON_STATE }, 'sv');
    expect(pricedLineOf(view, 'ordinary')?.priced.discountedUnitPrice).toBe(19_900);
    expect(pricedLineOf(view, 'bundle')?.priced.discountedUnitPrice).toBe(9_900);
  });

  it('prices two lines of one SKU at different quantities each from its own tier', () => {
    const view = priceCartView(
      {
        items: [aCartLine({ uuid: 'a', quantity: 1 }), aCartLine({ uuid: 'b', quantity: 5 })],
        coupons: EMPTY_COUPON_STATE,
      },
      'fi',
    );
    expect(pricedLineOf(view, 'a')?.priced.discountedUnitPrice).toBe(19_900);
    expect(pricedLineOf(view, 'b')?.priced.discountedUnitPrice).toBe(17_900);
  });

  it('finds no line for a uuid the cart does not hold', () => {
    const view = priceCartView({ items: [ordinary], coupons: EMPTY_COUPON_STATE }, 'sv');
    expect(pricedLineOf(view, 'bundle')).toBeUndefined();
  });
});
