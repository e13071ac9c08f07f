import type { CheckoutField, CheckoutForm, ShippingChoice } from './checkout-form';
import type { OrderCart } from './place-order-body';
import type { ProfileDetails } from './prefill-from-profile';

/** A field changed to a value of its own type. */
export type FieldChanged = {
  readonly [F in CheckoutField]: {
    readonly type: 'checkout.fieldChanged';
    readonly field: F;
    readonly value: CheckoutForm[F];
  };
}[CheckoutField];

/**
 * What the checkout page tells the checkout machine: a field changed or was left, the logged-in
 * customer's profile arrived, or the shopper places the order (with the cart as it is now, the
 * chosen shipping method's needs and a fresh Idempotency-Key the order uses if it changed).
 */
export type CheckoutEvent =
  | FieldChanged
  | { readonly type: 'checkout.fieldBlurred'; readonly field: CheckoutField }
  | { readonly type: 'checkout.profileLoaded'; readonly profile: ProfileDetails }
  | {
      readonly type: 'checkout.place';
      readonly cart: OrderCart;
      readonly shipping: ShippingChoice | undefined;
      readonly key: string;
    };
