import { SyncCartRequestSchema, SyncCouponsRequestSchema } from '@nordshop/api-contract';
import { EMPTY_COUPON_STATE, addCoupon } from '@nordshop/coupon-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLoadable,
  isSyncableLine,
  loadCartRequest,
  parsePersistedCart,
  syncCartRequest,
  syncCouponsRequest,
  toCartItemRequest,
} from '../index';
import { aCartLine } from '../testing';

const coupons = ['SUMMER10', 'CASES20'].reduce(addCoupon, EMPTY_COUPON_STATE);
const line = aCartLine({ uuid: 'a', quantity: 3, cross_selling_product_id: 55 });

describe('toCartItemRequest', () => {
  it('sends identity, quantity and origin, never names or prices', () => {
    expect(toCartItemRequest(line)).toEqual({
      uuid: 'a',
      sku: 'CASE-1',
      quantity: 3,
      cross_selling_product_id: 55,
      upselling_bundle_id: null,
      upselling_product_id: null,
      unique_bundle_id: null,
      added_by_coupon: null,
      subscription_interval: null,
    });
  });

  it.each([
    { days: 30, out: { days: 30 } },
    { days: 180, out: { days: 180 } },
    { days: 45, out: null },
  ])('sends a subscription of $days days as $out', ({ days, out }) => {
    const request = toCartItemRequest(
      aCartLine({ subscription_interval: { days, name: `${days} days` } }),
    );

    expect(request.subscription_interval).toEqual(out);
  });
});

describe('sync requests', () => {
  it('syncCartRequest sends the lines, the coupon codes and the checkout id', () => {
    expect(syncCartRequest({ items: [line], coupons, checkoutID: 'chk-1' })).toEqual({
      items: [toCartItemRequest(line)],
      coupons: ['SUMMER10', 'CASES20'],
      checkout_order_id: 'chk-1',
    });
  });

  it('loadCartRequest sends the lines and the checkout id without coupons', () => {
    const items = [{ uuid: 'u-1', sku: 'CASE-1', quantity: 2 }];

    expect(loadCartRequest(items, null)).toEqual({ items, checkout_order_id: null });
  });

  it('syncCouponsRequest sends the coupon entries and the lines', () => {
    expect(syncCouponsRequest({ items: [line], coupons })).toEqual({
      coupons: [
        { code: 'SUMMER10', applied: false, failed_minimum_spend: false },
        { code: 'CASES20', applied: false, failed_minimum_spend: false },
      ],
      cart_contents: [toCartItemRequest(line)],
    });
  });
});

describe('isSyncableLine and isLoadable', () => {
  it.each([
    { name: 'a plain line', line: aCartLine(), out: true },
    { name: 'an empty uuid', line: aCartLine({ uuid: '' }), out: false },
    { name: 'a uuid over 64 characters', line: aCartLine({ uuid: 'u'.repeat(65) }), out: false },
    {
      name: 'a coupon code over 40 characters',
      line: aCartLine({ added_by_coupon: 'C'.repeat(41) }),
      out: false,
    },
  ])('isSyncableLine: $name is $out', ({ line, out }) => {
    expect(isSyncableLine(line)).toBe(out);
  });

  it.each([
    { name: 'one unit of a SKU', item: { sku: 'CASE-1', quantity: 1 }, out: true },
    { name: 'zero units', item: { sku: 'CASE-1', quantity: 0 }, out: false },
    { name: 'an empty SKU', item: { sku: '', quantity: 1 }, out: false },
  ])('isLoadable: $name is $out', ({ item, out }) => {
    expect(isLoadable(item)).toBe(out);
  });

  it('builds request bodies the API contract accepts from any persisted cart', () => {
    const line = fc
      .record({
        uuid: fc.string({ maxLength: 70 }),
        sku: fc.string({ maxLength: 70 }),
        quantity: fc.integer({ min: 0, max: 2_000_000 }),
        added_by_coupon: fc.option(fc.string({ maxLength: 45 })),
        upselling_bundle_id: fc.option(fc.oneof(fc.integer(), fc.string({ maxLength: 70 }))),
      })
      .map((fields) => ({ ...aCartLine(), ...fields }));
    const codes = fc.array(fc.stringMatching(/^[A-Za-z0-9-]{3,12}$/), { maxLength: 5 });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), codes, (items, coupons) => {
        const cart = parsePersistedCart({ items, coupons: coupons.map((code) => ({ code })) });
        const source = {
          items: cart.items,
          coupons: { ...EMPTY_COUPON_STATE, items: cart.coupons },
          checkoutID: null,
        };
        return (
          SyncCartRequestSchema.safeParse(syncCartRequest(source)).success &&
          SyncCouponsRequestSchema.safeParse(syncCouponsRequest(source)).success
        );
      }),
    );
  });
});
