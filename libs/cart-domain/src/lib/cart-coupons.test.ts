import {
  CUSTOMER_DISCOUNT_CODE,
  EMPTY_COUPON_STATE,
  addCoupon,
  setCustomerDiscount,
} from '@nordshop/coupon-engine';
import { describe, expect, it } from 'vitest';
import {
  applyCouponCode,
  applyCouponSync,
  couponNoticeKey,
  minimumSpendLeft,
  refuseCouponCode,
} from '../index';
import type { CouponSyncState } from '../index';
import { aCouponResult } from '../testing';

const held = (...codes: string[]): CouponSyncState => ({
  coupons: codes.reduce(addCoupon, EMPTY_COUPON_STATE),
  couponNotices: [],
  customerCategoryDiscounts: {},
});

describe('applyCouponCode', () => {
  it.each([
    { name: 'accepts letters, digits and hyphens', typed: 'SUMMER-10', out: 'SUMMER-10' },
    { name: 'accepts exactly 3 characters', typed: 'AB1', out: 'AB1' },
    { name: 'trims surrounding spaces', typed: '  SUMMER10 ', out: 'SUMMER10' },
    {
      name: 'reads valkommen10 as VALKOMMEN10, as shoppers type it',
      typed: 'valkommen10',
      out: 'VALKOMMEN10',
    },
    { name: 'accepts 40 characters', typed: 'A'.repeat(40), out: 'A'.repeat(40) },
  ])('$name', ({ typed, out }) => {
    const outcome = applyCouponCode(held(), typed);

    expect(outcome.type === 'coupon.added' && outcome.state.coupons.items).toEqual([
      { code: out, applied: false, failed_minimum_spend: false },
    ]);
  });

  it.each([
    { name: 'a code under 3 characters', state: held(), typed: 'AB', reason: 'invalidCode' },
    { name: 'an empty field', state: held(), typed: '  ', reason: 'invalidCode' },
    {
      name: 'a code longer than the API takes',
      state: held(),
      typed: 'A'.repeat(41),
      reason: 'invalidCode',
    },
    {
      name: 'a code the cart holds, typed in lower case',
      state: held('SUMMER10'),
      typed: 'summer10',
      reason: 'alreadyApplied',
    },
    {
      name: 'a code with a space inside',
      state: held(),
      typed: 'SUMMER 10',
      reason: 'invalidCode',
    },
    {
      name: 'a code with other characters',
      state: held(),
      typed: 'SUMMER%10',
      reason: 'invalidCode',
    },
    {
      name: 'a code the cart holds',
      state: held('SUMMER10'),
      typed: 'SUMMER10',
      reason: 'alreadyApplied',
    },
    {
      name: 'the reserved customer discount code',
      state: held(),
      typed: CUSTOMER_DISCOUNT_CODE,
      reason: 'reserved',
    },
  ])('refuses $name', ({ state, typed, reason }) => {
    expect(applyCouponCode(state, typed)).toMatchObject({ type: 'coupon.refused', reason });
  });

  it('drops the rejection notice of a code typed again', () => {
    const state: CouponSyncState = {
      ...held(),
      couponNotices: [{ type: 'coupon.rejected', code: 'OLD5', reason: 'missing' }],
    };

    const outcome = applyCouponCode(state, 'OLD5');

    expect(outcome.type === 'coupon.added' && outcome.state.couponNotices).toEqual([]);
  });
});

describe('applyCouponSync', () => {
  it('removes and flags a coupon absent from the answer or not applied', () => {
    const { coupons, couponNotices } = applyCouponSync(held('SUMMER10', 'CASES20', 'OLD5'), [
      aCouponResult('SUMMER10', { percentage_discount: 10 }),
      aCouponResult('CASES20', { applied: false, failed_minimum_spend: true }),
    ]);

    expect(coupons.items.map((entry) => entry.code)).toEqual(['SUMMER10']);
    expect(coupons.globalPercentage).toBe(10);
    expect(couponNotices).toEqual([
      { type: 'coupon.rejected', code: 'CASES20', reason: 'minimumSpend' },
      { type: 'coupon.rejected', code: 'OLD5', reason: 'missing' },
    ]);
  });

  it('keeps one notice per code, the latest reason winning', () => {
    const first = applyCouponSync(held('OLD5'), []);
    const again = applyCouponSync({ ...first, coupons: addCoupon(first.coupons, 'OLD5') }, [
      aCouponResult('OLD5', { applied: false }),
    ]);

    expect(again.couponNotices).toEqual([
      { type: 'coupon.rejected', code: 'OLD5', reason: 'notApplicable' },
    ]);
  });

  it.each([
    {
      name: 'sets the customer discount from the answer',
      before: 0,
      amount: 5_000,
      out: [
        {
          code: CUSTOMER_DISCOUNT_CODE,
          fixed_amount: 5_000,
          applied: true,
          failed_minimum_spend: false,
        },
      ],
    },
    {
      name: 'updates its fixed amount',
      before: 2_000,
      amount: 7_500,
      out: [
        {
          code: CUSTOMER_DISCOUNT_CODE,
          fixed_amount: 7_500,
          applied: true,
          failed_minimum_spend: false,
        },
      ],
    },
    { name: 'removes it at 0', before: 2_000, amount: 0, out: [] },
    { name: 'removes it when the amount is null', before: 2_000, amount: null, out: [] },
  ])('$name', ({ before, amount, out }) => {
    const state: CouponSyncState = {
      coupons: setCustomerDiscount(EMPTY_COUPON_STATE, before),
      couponNotices: [],
      customerCategoryDiscounts: {},
    };

    const { coupons } = applyCouponSync(state, [
      aCouponResult(CUSTOMER_DISCOUNT_CODE, { fixed_amount: amount }),
    ]);

    expect(coupons.items).toEqual(out);
  });

  it('leaves the customer discount alone when the answer has no entry for it', () => {
    const state: CouponSyncState = {
      coupons: setCustomerDiscount(EMPTY_COUPON_STATE, 2_000),
      couponNotices: [],
      customerCategoryDiscounts: {},
    };

    expect(applyCouponSync(state, []).coupons.items).toEqual(state.coupons.items);
  });

  it("takes the customer's personal percentages from the CUSTOMERDISCOUNT entry, and drops them without one", () => {
    const customer = applyCouponSync(held(), [
      aCouponResult(CUSTOMER_DISCOUNT_CODE, {
        applied: true,
        fixed_amount: 5_000,
        category_discounts: { '12': 10, '31': 15 },
      }),
    ]);
    expect(customer.customerCategoryDiscounts).toEqual({ 12: 10, 31: 15 });
    expect(customer.coupons.items).toEqual([
      {
        code: CUSTOMER_DISCOUNT_CODE,
        fixed_amount: 5_000,
        applied: true,
        failed_minimum_spend: false,
      },
    ]);
    // Logged out: the next answer has no entry for the customer.
    expect(applyCouponSync(customer, []).customerCategoryDiscounts).toEqual({});
  });
});

describe('refuseCouponCode and couponNoticeKey', () => {
  it('answers a code under 3 characters with a notice instead of ignoring it', () => {
    const outcome = applyCouponCode(held(), 'ab');
    if (outcome.type !== 'coupon.refused') throw new Error('expected a refusal');
    const state = refuseCouponCode(held(), outcome);
    expect(state.couponNotices).toEqual([
      { type: 'coupon.refused', code: 'AB', reason: 'invalidCode' },
    ]);
    expect(state.couponNotices.map(couponNoticeKey)).toEqual(['coupon.refused.invalidCode']);
  });

  it.each([
    {
      notice: { type: 'coupon.rejected', code: 'X1X', reason: 'expired' },
      key: 'coupon.rejected.expired',
    },
    {
      notice: { type: 'coupon.refused', code: 'SUMMER10', reason: 'alreadyApplied' },
      key: 'coupon.refused.alreadyApplied',
    },
    {
      notice: { type: 'coupon.refused', code: CUSTOMER_DISCOUNT_CODE, reason: 'reserved' },
      key: 'coupon.rejected.missing',
    },
  ] as const)('words $notice.type $notice.reason with $key', ({ notice, key }) => {
    expect(couponNoticeKey(notice)).toBe(key);
  });
});

describe('minimumSpendLeft', () => {
  const flagged = (failed: boolean, minimum: number | null) => ({
    ...EMPTY_COUPON_STATE,
    items: [{ code: 'STORKOP12', applied: true, failed_minimum_spend: failed }],
    rules: [aCouponResult('STORKOP12', { minimum_spend: minimum, vat_rate: 25 })],
  });

  it.each([
    {
      name: 'below the minimum',
      state: flagged(true, 100_000),
      subtotal: 61_700,
      left: { amount: 38_300, vatRate: 25 },
    },
    {
      name: 'reached since the last sync',
      state: flagged(true, 100_000),
      subtotal: 100_000,
      left: null,
    },
    {
      name: 'not flagged by the last sync',
      state: flagged(false, 100_000),
      subtotal: 10_000,
      left: null,
    },
    { name: 'without a minimum', state: flagged(true, null), subtotal: 10_000, left: null },
  ])('$name: $left', ({ state, subtotal, left }) => {
    expect(minimumSpendLeft(state, 'STORKOP12', subtotal)).toEqual(left);
  });

  it('knows nothing of a coupon the cart does not hold', () => {
    expect(minimumSpendLeft(flagged(true, 100_000), 'SKAL20', 0)).toBeNull();
  });
});
