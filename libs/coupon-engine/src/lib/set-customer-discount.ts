import { CUSTOMER_DISCOUNT_CODE } from './coupon';
import type { CouponState } from './coupon-state';
import { DomainError } from '@nordshop/domain-error';
import { removeCoupon } from './remove-coupon';

/**
 * Sets the customer's fixed discount (spec section 4): an amount of 0 or less removes the
 * {@link CUSTOMER_DISCOUNT_CODE} entry, any other amount becomes its `fixed_amount` (added if absent).
 *
 * @param amount - minor units incl. VAT, an integer.
 * @throws DomainError `invalid_data` when `amount` is not an integer.
 */
export function setCustomerDiscount(state: CouponState, amount: number): CouponState {
  if (!Number.isInteger(amount)) {
    throw new DomainError(
      'invalid_data',
      'A customer discount is an integer amount in minor units.',
      {
        amount: 'must be an integer',
      },
    );
  }
  if (amount <= 0) return removeCoupon(state, CUSTOMER_DISCOUNT_CODE);
  const entry = {
    code: CUSTOMER_DISCOUNT_CODE,
    fixed_amount: amount,
    applied: true,
    failed_minimum_spend: false,
  };
  const held = state.items.some((item) => item.code === CUSTOMER_DISCOUNT_CODE);
  return {
    ...state,
    items: held
      ? state.items.map((item) => (item.code === CUSTOMER_DISCOUNT_CODE ? entry : item))
      : [...state.items, entry],
  };
}
