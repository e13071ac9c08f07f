import {
  addCoupon,
  applySyncResult,
  EMPTY_COUPON_STATE,
  setCustomerDiscount,
  type CartLineInput,
  type CouponResult,
  type CouponRule,
  type CouponState,
} from '../index';

export {
  cartLineArbitrary,
  couponResultsArbitrary,
  couponRulesArbitrary,
  customerCategoryDiscountsArbitrary,
  SKUS,
} from './arbitraries';

/** A cart line of one 199 kr phone case (19,900 öre incl. 25 % VAT), with `overrides` on top. */
export function aCartLine(overrides: Partial<CartLineInput> = {}): CartLineInput {
  return { sku: 'CASE-1', quantity: 1, price: 19_900, vat: 25, ...overrides };
}

/** An applied sync result for `code` carrying `rule`. */
export function aCouponResult(
  code: string,
  rule: Omit<Partial<CouponResult>, 'code'> = {},
): CouponResult {
  return { code, applied: true, ...rule };
}

/**
 * The coupon state of a cart that added every result's code and then received `results` from a
 * sync, optionally with a customer discount (minor units).
 */
export function couponStateOf(results: readonly CouponResult[], customerDiscount = 0): CouponState {
  const added = results.reduce(
    (state, result) => addCoupon(state, result.code),
    EMPTY_COUPON_STATE,
  );
  return setCustomerDiscount(applySyncResult(added, results).state, customerDiscount);
}

/** A stored coupon's rule for `code` with every field absent (null), with `overrides` on top. */
export function aCouponRule(code: string, overrides: Partial<CouponRule> = {}): CouponRule {
  return {
    code,
    discount_label: null,
    minimum_spend: null,
    percentage_discount: null,
    specific_groups: null,
    excluded_groups: null,
    specific_discount_categories: null,
    buy_x: null,
    get_y: null,
    buy_products: null,
    get_products: null,
    buy_categories: null,
    get_categories: null,
    buy_groups: null,
    get_groups: null,
    buy_x_increment: null,
    buy_x_interval: null,
    buy_x_get_amount: null,
    discount_type_percentage: null,
    discount_type_value: null,
    all_affected_items: null,
    ...overrides,
  };
}
