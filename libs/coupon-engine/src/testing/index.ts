import {
  addCoupon,
  applySyncResult,
  EMPTY_COUPON_STATE,
  setCustomerDiscount,
  type CartLineInput,
  type CouponResult,
  type CouponState,
} from '../index';

export {
  cartLineArbitrary,
  couponResultsArbitrary,
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
