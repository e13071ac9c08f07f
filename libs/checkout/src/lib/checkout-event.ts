import type { ServicePointOption } from '@nordshop/api-contract';
import type { CheckoutField, CheckoutForm } from './checkout-form';
import type { ShippingInput } from './checkout-methods';
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
 * customer's profile arrived, the shipping query's input changed (the cart's total, the shipping
 * experiment's processor), the service points of a shipping method arrived (the shipping section
 * loads them), a list that failed to load may be asked again (the page is back in view or
 * online), or the shopper places the order (with the cart as it is now and a fresh
 * Idempotency-Key the order uses if it changed).
 */
export type CheckoutEvent =
  | FieldChanged
  | { readonly type: 'checkout.fieldBlurred'; readonly field: CheckoutField }
  | { readonly type: 'checkout.profileLoaded'; readonly profile: ProfileDetails }
  | ({ readonly type: 'checkout.shippingInputChanged' } & ShippingInput)
  | {
      readonly type: 'checkout.servicePointsLoaded';
      readonly methodId: string;
      readonly points: readonly ServicePointOption[];
    }
  | { readonly type: 'checkout.methodsRetried' }
  | { readonly type: 'checkout.place'; readonly cart: OrderCart; readonly key: string };
