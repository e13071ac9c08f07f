import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aCartLine,
  aCouponResult,
  cartLineArbitrary,
  couponResultsArbitrary,
  couponStateOf,
  customerCategoryDiscountsArbitrary,
} from '../testing';
import type { CartLineInput, CustomerCategoryDiscounts } from './cart-line';
import type { CouponResult } from './coupon';
import { discountSources } from './discount-sources';
import { priceCart } from './price-cart';
import { isPlainPercentageRule } from './rule-kind';

/** Prices the lines with the coupons and personal percentages, and splits the discount. */
function sourcesOf(
  lines: readonly CartLineInput[],
  results: readonly CouponResult[],
  personal: CustomerCategoryDiscounts = {},
  credit = 0,
) {
  const coupons = couponStateOf(results, credit);
  const input = {
    lines,
    coupons,
    fractionDigits: 0 as const,
    customerCategoryDiscounts: personal,
  };
  const priced = priceCart(input);
  return {
    priced,
    sources: discountSources(
      { lines, rules: coupons.rules, customerCategoryDiscounts: personal },
      priced,
    ),
  };
}

const CASE = aCartLine({ sku: 'CASE-1', price: 20_000, group_id: 1, categories: [40] });
const CABLE = aCartLine({ sku: 'CABLE-1', price: 10_000, group_id: 2, categories: [41] });
const VALKOMMEN10 = aCouponResult('VALKOMMEN10', { percentage_discount: 10 });
const SKAL20 = aCouponResult('SKAL20', { percentage_discount: 20, specific_groups: [1] });
const REA15 = aCouponResult('REA15', { percentage_discount: 15 });

describe('discountSources', () => {
  it.each<{
    name: string;
    lines: CartLineInput[];
    results: CouponResult[];
    personal: CustomerCategoryDiscounts;
    coupons: Record<string, number>;
    customer: number;
  }>([
    {
      name: 'a plain coupon on every line',
      lines: [CASE, CABLE],
      results: [VALKOMMEN10],
      personal: {},
      coupons: { VALKOMMEN10: 3_000 },
      customer: 0,
    },
    {
      name: 'a case coupon beats the plain one on the case; the plain one keeps the cable',
      lines: [CASE, CABLE],
      results: [VALKOMMEN10, SKAL20],
      personal: {},
      coupons: { VALKOMMEN10: 1_000, SKAL20: 4_000 },
      customer: 0,
    },
    {
      name: 'a plain coupon beaten on the only line counts nowhere',
      lines: [CASE],
      results: [VALKOMMEN10, SKAL20],
      personal: {},
      coupons: { VALKOMMEN10: 0, SKAL20: 4_000 },
      customer: 0,
    },
    {
      name: 'a second plain coupon gives nothing: only the first plain percentage counts',
      lines: [CABLE],
      results: [VALKOMMEN10, REA15],
      personal: {},
      coupons: { VALKOMMEN10: 1_000, REA15: 0 },
      customer: 0,
    },
    {
      name: "the customer's 15 % on cases beats a 10 % coupon on the case",
      lines: [CASE, CABLE],
      results: [VALKOMMEN10],
      personal: { 40: 15 },
      coupons: { VALKOMMEN10: 1_000 },
      customer: 3_000,
    },
    {
      name: "a coupon that ties with the customer's percentage counts, the personal one adds nothing",
      lines: [CASE],
      results: [VALKOMMEN10],
      personal: { 40: 10 },
      coupons: { VALKOMMEN10: 2_000 },
      customer: 0,
    },
  ])('$name', ({ lines, results, personal, coupons, customer }) => {
    const { sources } = sourcesOf(lines, results, personal);
    expect(Object.fromEntries(sources.coupons.map((c) => [c.code, c.amount]))).toEqual(coupons);
    expect(sources.customer).toBe(customer);
    expect(sources.credit).toBe(0);
  });

  it('gives a buy-x-get-y offer its saving and the credit its applied amount', () => {
    const cables = aCartLine({ sku: 'CABLE-1', quantity: 3, price: 10_000, group_id: 2 });
    const offer = aCouponResult('KABEL3FOR2', { buy_x: 2, get_y: 1, buy_groups: [2] });
    const { sources, priced } = sourcesOf([cables], [offer], {}, 5_000);
    expect(sources.coupons).toEqual([{ code: 'KABEL3FOR2', amount: 10_000 }]);
    expect(sources.credit).toBe(5_000);
    expect(priced.discount).toBe(15_000);
  });

  it('adds up to the priced discount, never negative, and gives the customer nothing without personal percentages', () => {
    fc.assert(
      fc.property(
        fc.array(cartLineArbitrary, { maxLength: 8 }),
        couponResultsArbitrary,
        customerCategoryDiscountsArbitrary,
        fc.oneof(fc.constant(0), fc.nat(300_000)),
        (lines, results, personal, credit) => {
          const { sources, priced } = sourcesOf(lines, results, personal, credit);
          const coupons = sources.coupons.reduce((sum, coupon) => sum + coupon.amount, 0);
          expect(coupons + sources.customer + sources.credit).toBe(priced.discount);
          for (const coupon of sources.coupons) expect(coupon.amount).toBeGreaterThanOrEqual(0);
          expect(sources.customer).toBeGreaterThanOrEqual(0);
          expect(sources.coupons.map((c) => c.code)).toEqual(results.map((r) => r.code));
          expect(sourcesOf(lines, results, {}, credit).sources.customer).toBe(0);
        },
      ),
    );
  });

  it('gives a coupon nothing only when the cart costs the same without it', () => {
    // With two plain percentages removing the first makes the second the global one (spec
    // section 4), so the property is about carts with at most one.
    const atMostOnePlain = couponResultsArbitrary.map((results) => {
      const firstPlain = results.findIndex(isPlainPercentageRule);
      return results.filter((result, i) => i === firstPlain || !isPlainPercentageRule(result));
    });
    fc.assert(
      fc.property(
        fc.array(cartLineArbitrary, { maxLength: 6 }),
        atMostOnePlain,
        customerCategoryDiscountsArbitrary,
        (lines, results, personal) => {
          const { sources, priced } = sourcesOf(lines, results, personal);
          results.forEach((result, i) => {
            const without = sourcesOf(
              lines,
              results.filter((other) => other !== result),
              personal,
            ).priced;
            if (sources.coupons[i]?.amount === 0) expect(without.total).toBe(priced.total);
          });
        },
      ),
    );
  });
});
