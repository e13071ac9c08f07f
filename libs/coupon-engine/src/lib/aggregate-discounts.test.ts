import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCouponResult } from '../testing';
import { couponResultsArbitrary } from '../testing';
import { aggregateDiscounts } from './aggregate-discounts';
import { EMPTY_COUPON_STATE } from './coupon-state';

describe('aggregateDiscounts', () => {
  it('gives nothing for no coupons', () => {
    const { items: _items, rejected: _rejected, rules: _rules, ...empty } = EMPTY_COUPON_STATE;
    expect(aggregateDiscounts([])).toEqual(empty);
  });

  it.each([
    {
      name: 'takes the first plain percentage rule, not the highest',
      rules: [{ percentage_discount: 10 }, { percentage_discount: 20 }],
      global: 10,
    },
    {
      name: 'skips a rule with specific groups',
      rules: [{ percentage_discount: 30, specific_groups: [1] }, { percentage_discount: 5 }],
      global: 5,
    },
    {
      name: 'skips a rule with excluded groups',
      rules: [{ percentage_discount: 30, excluded_groups: [1] }, { percentage_discount: 5 }],
      global: 5,
    },
    {
      name: 'skips a rule with discount categories',
      rules: [
        { percentage_discount: 30, specific_discount_categories: [4] },
        { percentage_discount: 5 },
      ],
      global: 5,
    },
    {
      name: 'skips a rule failing its minimum spend',
      rules: [{ percentage_discount: 30, failed_minimum_spend: true }, { percentage_discount: 5 }],
      global: 5,
    },
    {
      name: 'skips a coupon that is not applied',
      rules: [{ percentage_discount: 30, applied: false }, { percentage_discount: 5 }],
      global: 5,
    },
    {
      name: 'skips a buy-x-get-y rule',
      rules: [{ percentage_discount: 30, buy_x: 2, get_y: 1 }],
      global: 0,
    },
    { name: 'limits a percentage to 100', rules: [{ percentage_discount: 150 }], global: 100 },
  ])('global percentage: $name', ({ rules, global }) => {
    expect(
      aggregateDiscounts(rules.map((rule, i) => aCouponResult(`C${i}`, rule))).globalPercentage,
    ).toBe(global);
  });

  it('keeps the highest percentage per group', () => {
    const aggregates = aggregateDiscounts([
      aCouponResult('CASES10', { percentage_discount: 10, specific_groups: [1, 2] }),
      aCouponResult('CASES20', { percentage_discount: 20, specific_groups: [2, 3] }),
      aCouponResult('CASES15', {
        percentage_discount: 15,
        specific_groups: [3, 1],
        failed_minimum_spend: true,
      }),
    ]);
    expect(aggregates.specificGroupMax).toEqual([
      { discount: 20, groups: [2, 3] },
      { discount: 10, groups: [1] },
    ]);
  });

  it('keeps the highest percentage per discount category', () => {
    const aggregates = aggregateDiscounts([
      aCouponResult('GLASS', { percentage_discount: 25, specific_discount_categories: [7] }),
      aCouponResult('ALL', { percentage_discount: 12, specific_discount_categories: [7, 8] }),
    ]);
    expect(aggregates.specificCatMax).toEqual([
      { discount: 25, categories: [7] },
      { discount: 12, categories: [8] },
    ]);
  });

  it('keeps excluded-group percentages that some line could still get', () => {
    const aggregates = aggregateDiscounts([
      aCouponResult('NOSPARES15', { percentage_discount: 15, excluded_groups: [9] }),
      aCouponResult('NOSPARES10', { percentage_discount: 10, excluded_groups: [9, 5] }),
      aCouponResult('NOCABLES20', { percentage_discount: 20, excluded_groups: [4, 9] }),
      aCouponResult('NOCABLES20B', { percentage_discount: 20, excluded_groups: [9, 4] }),
    ]);
    expect(aggregates.excludedGroupMax).toEqual([
      { discount: 20, groups: [4, 9] },
      { discount: 15, groups: [9] },
    ]);
  });

  it('recognises a buy-x-get-y rule, the get lines defaulting to the buy lines', () => {
    const [offer] = aggregateDiscounts([
      aCouponResult('3FOR2', {
        buy_x: 2,
        get_y: 1,
        buy_groups: [1],
        discount_type_percentage: null,
      }),
    ]).buyXGetY;
    expect(offer).toEqual({
      code: '3FOR2',
      buyX: 2,
      getY: 1,
      buy: { products: [], categories: [], groups: [1] },
      get: { products: [], categories: [], groups: [1] },
      discount: { kind: 'percentage', percentage: 100 },
    });
  });

  it('recognises a fixed-amount buy-x-get-y rule with its own get lines', () => {
    const [offer] = aggregateDiscounts([
      aCouponResult('CASECABLE', {
        buy_x: 1,
        get_y: 1,
        buy_products: ['CASE-1'],
        get_categories: [12],
        discount_type_value: 3,
        buy_x_get_amount: 5_000,
      }),
    ]).buyXGetY;
    expect(offer?.get).toEqual({ products: [], categories: [12], groups: [] });
    expect(offer?.discount).toEqual({ kind: 'fixedAmount', amount: 5_000 });
  });

  it('recognises a buy-x increment rule', () => {
    const aggregates = aggregateDiscounts([
      aCouponResult('MORE', {
        buy_x: 2,
        buy_x_increment: 5,
        all_affected_items: ['CASE-2', 'CASE-1'],
        buy_x_percentage_total: 15,
      }),
    ]);
    expect(aggregates.buyXIncrement).toEqual([
      { all_affected_items: ['CASE-1', 'CASE-2'], buy_x_percentage_total: 15 },
    ]);
    expect(aggregates.buyXGetY).toEqual([]);
    expect(aggregates.globalPercentage).toBe(0);
  });

  it('gives every maximum the same value whatever the order of the coupons', () => {
    fc.assert(
      fc.property(
        couponResultsArbitrary.chain((results) =>
          fc.tuple(
            fc.constant(results),
            fc.shuffledSubarray(results, { minLength: results.length }),
          ),
        ),
        ([results, shuffled]) => {
          const { globalPercentage: _a, ...maxima } = aggregateDiscounts(results);
          const { globalPercentage: _b, ...shuffledMaxima } = aggregateDiscounts(shuffled);
          expect(shuffledMaxima).toEqual(maxima);
        },
      ),
    );
  });
});
