import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCouponResult, couponStateOf } from '../testing';
import { couponResultsArbitrary, customerCategoryDiscountsArbitrary, SKUS } from '../testing';
import { aggregateDiscounts } from './aggregate-discounts';
import type { DiscountTarget } from './cart-line';
import {
  effectiveCustomerDiscount,
  indexCustomerDiscounts,
  indexedCustomerDiscount,
} from './effective-customer-discount';

const state = couponStateOf([
  aCouponResult('SUMMER5', { percentage_discount: 5 }),
  aCouponResult('CASES20', { percentage_discount: 20, specific_groups: [1] }),
  aCouponResult('NOSPARES12', { percentage_discount: 12, excluded_groups: [9] }),
  aCouponResult('GLASS30', { percentage_discount: 30, specific_discount_categories: [7] }),
  aCouponResult('MORE', {
    buy_x: 2,
    buy_x_increment: 5,
    all_affected_items: ['CHARGER-1'],
    buy_x_percentage_total: 35,
  }),
]);
const personal = { 40: 25, 41: 8 };

describe('effectiveCustomerDiscount', () => {
  it.each<{ name: string; line: DiscountTarget; percentage: number }>([
    { name: 'the global discount', line: { sku: 'SPARE-1', group_id: 9 }, percentage: 5 },
    { name: 'the group maximum', line: { sku: 'CASE-1', group_id: 1 }, percentage: 20 },
    {
      name: 'the excluded-group maximum for a line outside the excluded groups',
      line: { sku: 'CABLE-1', group_id: 4 },
      percentage: 12,
    },
    {
      name: 'the excluded-group maximum for a line without a group',
      line: { sku: 'CABLE-1' },
      percentage: 12,
    },
    {
      name: 'the category maximum',
      line: { sku: 'GLASS-1', group_id: 9, discount_category: 7 },
      percentage: 30,
    },
    {
      name: "the customer's personal category discount",
      line: { sku: 'SPARE-2', group_id: 9, categories: [41, 40] },
      percentage: 25,
    },
    { name: 'the buy-x percentage', line: { sku: 'CHARGER-1', group_id: 9 }, percentage: 35 },
  ])('gives $name when it is the highest', ({ line, percentage }) => {
    expect(effectiveCustomerDiscount(line, state, personal)).toBe(percentage);
  });

  it('gives nothing without coupons or personal discounts', () => {
    expect(
      effectiveCustomerDiscount(
        { sku: 'CASE-1', group_id: 1, categories: [40] },
        couponStateOf([]),
      ),
    ).toBe(0);
  });

  it('ignores a personal discount that is not a number', () => {
    expect(
      effectiveCustomerDiscount({ sku: 'CASE-1', categories: [40, 41] }, couponStateOf([]), {
        40: Number.NaN,
        41: 8,
      }),
    ).toBe(8);
  });

  it('limits a personal discount to 100', () => {
    expect(
      effectiveCustomerDiscount({ sku: 'CASE-1', categories: [40] }, couponStateOf([]), {
        40: 120,
      }),
    ).toBe(100);
  });

  it('is the maximum, so the order of the coupons does not matter', () => {
    fc.assert(
      fc.property(
        couponResultsArbitrary.map((results) =>
          results.filter(
            (result) =>
              result.specific_groups?.length ||
              result.excluded_groups?.length ||
              result.specific_discount_categories?.length ||
              result.buy_x,
          ),
        ),
        fc.record({
          sku: fc.constantFrom('CASE-1', 'CABLE-1'),
          group_id: fc.integer({ min: 1, max: 4 }),
          discount_category: fc.integer({ min: 1, max: 4 }),
          categories: fc.array(fc.integer({ min: 1, max: 4 })),
        }),
        customerCategoryDiscountsArbitrary,
        (results, line, personalDiscounts) => {
          const forward = effectiveCustomerDiscount(
            line,
            aggregateDiscounts(results),
            personalDiscounts,
          );
          const backward = effectiveCustomerDiscount(
            line,
            aggregateDiscounts([...results].reverse()),
            personalDiscounts,
          );
          expect(backward).toBe(forward);
          expect(forward).toBeGreaterThanOrEqual(0);
          expect(forward).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it("reads the same percentage from the cart's index as from the aggregates", () => {
    fc.assert(
      fc.property(
        couponResultsArbitrary,
        fc.record(
          {
            sku: fc.constantFrom(...SKUS),
            group_id: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
            discount_category: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
            categories: fc.array(fc.integer({ min: 1, max: 5 })),
          },
          { requiredKeys: ['sku'] },
        ),
        fc.option(customerCategoryDiscountsArbitrary, { nil: undefined }),
        (results, line, personalDiscounts) => {
          const discounts = aggregateDiscounts(results);
          expect(
            indexedCustomerDiscount(line, indexCustomerDiscounts(discounts), personalDiscounts),
          ).toBe(effectiveCustomerDiscount(line, discounts, personalDiscounts));
        },
      ),
    );
  });
});
