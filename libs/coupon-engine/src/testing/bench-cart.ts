import type { CartLineInput, CouponState } from '../index';
import { aCartLine, aCouponResult, couponStateOf } from './index';

// The benchmark cart: 50 lines with tiers, groups, categories and two VAT rates, and 10 coupons
// of every kind plus a customer discount. Shared by the vitest benchmark and the bundled one.

/** The benchmark cart's 50 lines. */
export const BENCH_LINES: CartLineInput[] = Array.from({ length: 50 }, (_, i) =>
  aCartLine({
    sku: `SKU-${i}`,
    quantity: 1 + (i % 7),
    price: 9_900 + i * 1_000,
    pricing: [
      { q: 1, p: 9_900 + i * 1_000 },
      { q: 3, p: 8_900 + i * 1_000 },
      { q: 5, p: 8_900 + i * 1_000 },
      { q: 6, p: 7_900 + i * 1_000 },
    ],
    group_id: i % 5,
    discount_category: i % 4,
    categories: [i % 6, 10 + (i % 3)],
    vat: i % 10 === 0 ? 14 : 25,
  }),
);

/** The benchmark cart's 10 coupons and customer discount. */
export const BENCH_COUPONS: CouponState = couponStateOf(
  [
    aCouponResult('SUMMER5', { percentage_discount: 5 }),
    aCouponResult('CASES20', { percentage_discount: 20, specific_groups: [1] }),
    aCouponResult('CABLES15', { percentage_discount: 15, specific_groups: [2, 3] }),
    aCouponResult('NOSPARES12', { percentage_discount: 12, excluded_groups: [4] }),
    aCouponResult('GLASS30', { percentage_discount: 30, specific_discount_categories: [2] }),
    aCouponResult('CAT10', { percentage_discount: 10, specific_discount_categories: [1, 3] }),
    aCouponResult('3FOR2', { buy_x: 2, get_y: 1, buy_groups: [0] }),
    aCouponResult('CASECABLE', {
      buy_x: 1,
      get_y: 1,
      buy_groups: [1],
      get_groups: [2],
      discount_type_value: 3,
      buy_x_get_amount: 5_000,
    }),
    aCouponResult('HALF', {
      buy_x: 1,
      get_y: 1,
      buy_categories: [11],
      discount_type_percentage: 50,
    }),
    aCouponResult('MORE', {
      buy_x: 2,
      buy_x_increment: 5,
      all_affected_items: ['SKU-3', 'SKU-8'],
      buy_x_percentage_total: 25,
    }),
  ],
  20_000,
);
