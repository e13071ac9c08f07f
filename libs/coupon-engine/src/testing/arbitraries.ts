import fc from 'fast-check';
import {
  COUPON_RULE_FIELDS,
  type CartLineInput,
  type CouponResult,
  type CouponRule,
} from '../index';

/** SKUs of the demo arbitraries. */
export const SKUS = ['CASE-1', 'CASE-2', 'CABLE-1', 'GLASS-1', 'CHARGER-1'] as const;

const sku = fc.constantFrom(...SKUS);
const id = fc.integer({ min: 1, max: 4 });
const ids = fc.uniqueArray(id, { maxLength: 3 });
const percentage = fc.integer({ min: 0, max: 100 });

/** A cart line with tiers, a group, a discount category and categories. */
export const cartLineArbitrary: fc.Arbitrary<CartLineInput> = fc.record({
  sku,
  quantity: fc.integer({ min: 0, max: 12 }),
  price: fc.integer({ min: 0, max: 300_000 }),
  pricing: fc.array(
    fc.record({ q: fc.integer({ min: 0, max: 12 }), p: fc.integer({ min: 0, max: 300_000 }) }),
    { maxLength: 4 },
  ),
  group_id: fc.option(id, { nil: null }),
  discount_category: fc.option(id, { nil: null }),
  categories: ids,
  vat: fc.constantFrom(0, 14, 24, 25, 25.5),
});

const percentageRule = fc.record(
  {
    percentage_discount: percentage,
    specific_groups: ids,
    excluded_groups: ids,
    specific_discount_categories: ids,
    failed_minimum_spend: fc.boolean(),
  },
  { requiredKeys: ['percentage_discount'] },
);

const buyXGetYRule = fc.record(
  {
    buy_x: fc.integer({ min: 1, max: 3 }),
    get_y: fc.integer({ min: 1, max: 2 }),
    buy_products: fc.uniqueArray(sku, { maxLength: 2 }),
    buy_groups: ids,
    get_categories: ids,
    discount_type_value: fc.constantFrom(1, 3),
    discount_type_percentage: percentage,
    buy_x_get_amount: fc.integer({ min: 0, max: 20_000 }),
  },
  { requiredKeys: ['buy_x', 'get_y'] },
);

const incrementRule = fc.record({
  buy_x: fc.integer({ min: 1, max: 3 }),
  buy_x_increment: fc.integer({ min: 1, max: 10 }),
  all_affected_items: fc.uniqueArray(sku, { maxLength: 3 }),
  buy_x_percentage_total: percentage,
});

/** Applied sync results of every rule kind, with unique codes. */
export const couponResultsArbitrary: fc.Arbitrary<CouponResult[]> = fc
  .array(fc.oneof(percentageRule, buyXGetYRule, incrementRule), { maxLength: 8 })
  .map((rules) =>
    rules.map((rule, i): CouponResult => ({ code: `CODE${i}`, applied: true, ...rule })),
  );

/** Personal percentages per category id. */
export const customerCategoryDiscountsArbitrary = fc.dictionary(id.map(String), percentage, {
  maxKeys: 3,
});

/**
 * Stored coupons' rules of every rule kind, with unique codes, some with a minimum spend: the
 * rule fields of {@link couponResultsArbitrary}, absent ones null.
 */
export const couponRulesArbitrary: fc.Arbitrary<CouponRule[]> = fc
  .tuple(
    couponResultsArbitrary,
    fc.array(fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }), {
      minLength: 8,
      maxLength: 8,
    }),
  )
  .map(([results, minimums]) =>
    results.map(
      (result, i) =>
        Object.fromEntries(
          COUPON_RULE_FIELDS.map((field) => [
            field,
            field === 'minimum_spend' ? (minimums[i] ?? null) : (result[field] ?? null),
          ]),
        ) as CouponRule,
    ),
  );
