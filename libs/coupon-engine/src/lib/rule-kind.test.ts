import { describe, expect, it } from 'vitest';
import type { DiscountRule } from './coupon';
import {
  isBuyXGetYRule,
  isBuyXIncrementRule,
  isPercentageRule,
  isPlainPercentageRule,
} from './rule-kind';

describe('rule kinds', () => {
  it.each<{
    name: string;
    rule: DiscountRule;
    kinds: [plain: boolean, percentage: boolean, buyXGetY: boolean, increment: boolean];
  }>([
    {
      name: 'a bare percentage is plain',
      rule: { percentage_discount: 10 },
      kinds: [true, true, false, false],
    },
    {
      name: 'a percentage with specific groups is not plain',
      rule: { percentage_discount: 10, specific_groups: [3] },
      kinds: [false, true, false, false],
    },
    {
      name: 'a percentage with excluded groups is not plain',
      rule: { percentage_discount: 10, excluded_groups: [3] },
      kinds: [false, true, false, false],
    },
    {
      name: 'a percentage with discount categories is not plain',
      rule: { percentage_discount: 10, specific_discount_categories: [7] },
      kinds: [false, true, false, false],
    },
    {
      name: 'a percentage failing its minimum spend is not plain',
      rule: { percentage_discount: 10, failed_minimum_spend: true },
      kinds: [false, true, false, false],
    },
    {
      name: 'empty lists keep a percentage plain',
      rule: { percentage_discount: 10, specific_groups: [], excluded_groups: null },
      kinds: [true, true, false, false],
    },
    {
      name: 'a zero percentage is no percentage rule',
      rule: { percentage_discount: 0 },
      kinds: [false, false, false, false],
    },
    {
      name: 'buy_x > 0 and get_y > 0 is buy-x-get-y',
      rule: { buy_x: 2, get_y: 1 },
      kinds: [false, false, true, false],
    },
    {
      name: 'buy_x without get_y is not buy-x-get-y',
      rule: { buy_x: 2, get_y: 0 },
      kinds: [false, false, false, false],
    },
    {
      name: 'a percentage on a buy-x-get-y rule is not plain',
      rule: { buy_x: 2, get_y: 1, percentage_discount: 10 },
      kinds: [false, false, true, false],
    },
    {
      name: 'a positive buy_x_increment is buy-x increment',
      rule: { buy_x: 2, get_y: 1, buy_x_increment: 5 },
      kinds: [false, false, false, true],
    },
  ])('$name', ({ rule, kinds }) => {
    expect([
      isPlainPercentageRule(rule),
      isPercentageRule(rule),
      isBuyXGetYRule(rule),
      isBuyXIncrementRule(rule),
    ]).toEqual(kinds);
  });
});
