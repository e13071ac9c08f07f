import { EMPTY_COUPON_STATE } from '@nordshop/coupon-engine';
import { describe, expect, it } from 'vitest';
import { aCartLine, aCouponResult } from '../testing';
import { applyCouponCode, applyCouponSync, type CouponSyncState } from './cart-coupons';
import { priceCartView, pricedLineOf } from './price-cart-view';

/** The coupon state of a cart that typed `codes` and got `results` back from the sync. */
function synced(codes: readonly string[], results: Parameters<typeof applyCouponSync>[1]) {
  const start: CouponSyncState = {
    coupons: EMPTY_COUPON_STATE,
    couponNotices: [],
    customerCategoryDiscounts: {},
  };
  const typed = codes.reduce((state, code) => {
    const outcome = applyCouponCode(state, code);
    return outcome.type === 'coupon.added' ? outcome.state : state;
  }, start);
  return applyCouponSync(typed, results);
}

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

  it("prices a logged-in customer's cart with their category percentages and credit, as the order is", () => {
    // The demo customer: 10 % on cases (category 7 here), a 50 kr credit.
    const state = synced(
      [],
      [aCouponResult('CUSTOMERDISCOUNT', { fixed_amount: 5_000, category_discounts: { '7': 10 } })],
    );
    const cable = aCartLine({
      uuid: 'cable',
      sku: 'CABLE-1',
      categories: [9],
      pricing: [{ q: 1, p: 9_900 }],
    });
    const view = priceCartView({ items: [aCartLine({ uuid: 'case' }), cable], ...state }, 'sv');
    // The case 199 kr − 10 % = 179.10, charged as 179 kr; the cable 99 kr; then 50 kr of credit.
    expect(view.totals.total).toBe(17_900 + 9_900 - 5_000);
    expect(view.sources).toEqual({ coupons: [], customer: 2_000, credit: 5_000 });
  });

  it('names the coupon that counts and gives the one beaten on every line nothing', () => {
    const state = synced(
      ['valkommen10', 'skal20'],
      [
        aCouponResult('VALKOMMEN10', { percentage_discount: 10 }),
        aCouponResult('SKAL20', { percentage_discount: 20, specific_groups: [3] }),
      ],
    );
    const view = priceCartView({ items: [aCartLine()], ...state }, 'sv');
    expect(view.sources.coupons).toEqual([
      { code: 'VALKOMMEN10', amount: 0 },
      { code: 'SKAL20', amount: 4_000 },
    ]);
  });

  it("leaves a coupon's gift out of the minimum-spend base", () => {
    const gift = aCartLine({ uuid: 'gift', sku: 'STRAP-1', added_by_coupon: 'FRIBAND' });
    const view = priceCartView({ items: [aCartLine(), gift], coupons: EMPTY_COUPON_STATE }, 'sv');
    expect(view.totals.subtotal).toBe(2 * 19_900);
    expect(view.totals.minimumSpendBase).toBe(19_900);
  });
});
