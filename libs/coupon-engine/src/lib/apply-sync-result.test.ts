import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCouponResult, couponStateOf } from '../testing';
import { couponResultsArbitrary } from '../testing';
import { addCoupon } from './add-coupon';
import { applySyncResult } from './apply-sync-result';
import { CUSTOMER_DISCOUNT_CODE } from './coupon';
import type { CouponResult } from './coupon';
import { EMPTY_COUPON_STATE } from './coupon-state';
import { setCustomerDiscount } from './set-customer-discount';

const held = ['SUMMER10', 'CASES20'].reduce(addCoupon, EMPTY_COUPON_STATE);

describe('applySyncResult', () => {
  it.each<{ name: string; results: CouponResult[]; reason: string }>([
    {
      name: 'is absent from the sync result',
      results: [aCouponResult('CASES20')],
      reason: 'missing',
    },
    {
      name: 'comes back with applied false',
      results: [aCouponResult('SUMMER10', { applied: false }), aCouponResult('CASES20')],
      reason: 'notApplicable',
    },
    {
      name: 'comes back with applied false for its minimum spend',
      results: [
        aCouponResult('SUMMER10', { applied: false, failed_minimum_spend: true }),
        aCouponResult('CASES20'),
      ],
      reason: 'minimumSpend',
    },
    {
      name: 'comes back expired',
      results: [
        aCouponResult('SUMMER10', { applied: false, reason: 'expired' }),
        aCouponResult('CASES20'),
      ],
      reason: 'expired',
    },
    {
      name: 'comes back as a coupon of another storefront',
      results: [
        aCouponResult('SUMMER10', { applied: false, reason: 'otherStorefront' }),
        aCouponResult('CASES20'),
      ],
      reason: 'otherStorefront',
    },
    {
      name: 'comes back without a qualifying product',
      results: [
        aCouponResult('SUMMER10', { applied: false, reason: 'noQualifyingProduct' }),
        aCouponResult('CASES20'),
      ],
      reason: 'noQualifyingProduct',
    },
    {
      name: 'comes back with a reason this cart does not know',
      results: [
        aCouponResult('SUMMER10', { applied: false, reason: 'solarEclipse' }),
        aCouponResult('CASES20'),
      ],
      reason: 'notApplicable',
    },
  ])('removes and flags a coupon that $name', ({ results, reason }) => {
    const { state, rejected } = applySyncResult(held, results);
    expect(rejected).toEqual([{ type: 'coupon.rejected', code: 'SUMMER10', reason }]);
    expect(state.items.map((item) => item.code)).toEqual(['CASES20']);
    expect(state.rejected).toEqual(['SUMMER10']);
  });

  it('names the missing product of GLAS50 with its label, from the answer in the storefront language', () => {
    const label = 'Köp ett skal, få skärmskyddet till halva priset';
    const glas50 = ['GLAS50'].reduce(addCoupon, EMPTY_COUPON_STATE);
    const { rejected } = applySyncResult(glas50, [
      aCouponResult('GLAS50', { applied: false, reason: 'getItemMissing', discount_label: label }),
    ]);
    expect(rejected).toEqual([
      { type: 'coupon.rejected', code: 'GLAS50', reason: 'getItemMissing', label },
    ]);
  });

  it('matches a code held as typed (lower case, from a cart saved before codes were normalized) to its answer', () => {
    const typed = {
      ...EMPTY_COUPON_STATE,
      items: [{ code: 'valkommen10', applied: false, failed_minimum_spend: false }],
    };
    const { state, rejected } = applySyncResult(typed, [
      aCouponResult('VALKOMMEN10', { percentage_discount: 10 }),
    ]);
    expect(rejected).toEqual([]);
    expect(state.items).toEqual([
      { code: 'VALKOMMEN10', applied: true, failed_minimum_spend: false },
    ]);
    expect(state.globalPercentage).toBe(10);
  });

  it('applies the coupons of the result and aggregates their discounts', () => {
    const { state, rejected } = applySyncResult(held, [
      aCouponResult('CASES20', { percentage_discount: 20, specific_groups: [1] }),
      aCouponResult('SUMMER10', { percentage_discount: 10 }),
    ]);
    expect(rejected).toEqual([]);
    expect(state.items).toEqual([
      { code: 'SUMMER10', applied: true, failed_minimum_spend: false },
      { code: 'CASES20', applied: true, failed_minimum_spend: false },
    ]);
    expect(state.globalPercentage).toBe(10);
    expect(state.specificGroupMax).toEqual([{ discount: 20, groups: [1] }]);
  });

  it('keeps an applied coupon that misses its minimum spend, flagged and without discount', () => {
    const { state } = applySyncResult(held, [
      aCouponResult('SUMMER10', {
        percentage_discount: 10,
        failed_minimum_spend: true,
        reason: 'minimumSpend',
        minimum_spend: 100_000,
      }),
      aCouponResult('CASES20'),
    ]);
    expect(state.items[0]).toEqual({ code: 'SUMMER10', applied: true, failed_minimum_spend: true });
    expect(state.globalPercentage).toBe(0);
  });

  it('recomputes the aggregates without a rejected coupon', () => {
    const before = couponStateOf([
      aCouponResult('SUMMER10', { percentage_discount: 10 }),
      aCouponResult('CASES20', { percentage_discount: 20 }),
    ]);
    const { state } = applySyncResult(before, [
      aCouponResult('CASES20', { percentage_discount: 20 }),
    ]);
    expect(state.globalPercentage).toBe(20);
    expect(state.rules.map((rule) => rule.code)).toEqual(['CASES20']);
  });

  it('leaves the customer discount alone', () => {
    const withCustomerDiscount = setCustomerDiscount(held, 5_000);
    const { state, rejected } = applySyncResult(withCustomerDiscount, []);
    expect(state.items).toEqual([
      {
        code: CUSTOMER_DISCOUNT_CODE,
        fixed_amount: 5_000,
        applied: true,
        failed_minimum_spend: false,
      },
    ]);
    expect(rejected.map((event) => event.code)).toEqual(['SUMMER10', 'CASES20']);
  });

  it('ignores results for coupons the cart does not hold and repeated results', () => {
    const { state } = applySyncResult(held, [
      aCouponResult('SUMMER10', { percentage_discount: 10 }),
      aCouponResult('SUMMER10', { applied: false }),
      aCouponResult('CASES20'),
      aCouponResult('STRANGER', { percentage_discount: 50 }),
    ]);
    expect(state.items.map((item) => item.code)).toEqual(['SUMMER10', 'CASES20']);
    expect(state.globalPercentage).toBe(10);
  });

  it('adds newly rejected codes to those not yet dismissed', () => {
    const first = applySyncResult(held, [aCouponResult('CASES20')]).state;
    const second = applySyncResult(addCoupon(first, 'WINTER5'), [aCouponResult('CASES20')]).state;
    expect(second.rejected).toEqual(['SUMMER10', 'WINTER5']);
  });

  it('changes nothing when the same sync result is applied twice', () => {
    fc.assert(
      fc.property(
        couponResultsArbitrary,
        fc.array(fc.constantFrom('CODE0', 'CODE1', 'CODE2', 'GONE'), { maxLength: 4 }),
        fc.nat(10_000),
        fc.func(fc.boolean()),
        (results, extraCodes, customerDiscount, keeps) => {
          const codes = [...results.map((result) => result.code), ...extraCodes];
          const before = setCustomerDiscount(
            codes.reduce(addCoupon, EMPTY_COUPON_STATE),
            customerDiscount,
          );
          const answer = results
            .filter((result) => keeps(result.code))
            .map((result) => ({ ...result, applied: keeps(`${result.code}!`) }));
          const once = applySyncResult(before, answer).state;
          const twice = applySyncResult(once, answer);
          expect(twice.state).toEqual(once);
          expect(twice.rejected).toEqual([]);
        },
      ),
    );
  });
});
