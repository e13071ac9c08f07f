import type { CartState } from './cart-state';
import { ProviderSessionsSchema } from './cart-state';

/** The fields of the cart that belong to a checkout in progress. */
export type CheckoutFields = Pick<
  CartState,
  | 'checkoutID'
  | 'providers'
  | 'shippingProcessor'
  | 'shippingMethod'
  | 'shippingMethodCE'
  | 'paymentMethod'
  | 'servicePoint'
  | 'campaignData'
>;

/**
 * Clears the checkout (spec section 4): checkoutID, the order or session id and locale of all six
 * providers, the shipping processor and method choices, the payment method, the service point and
 * the campaign data. Items, coupons, postal code, VAT display and drawers are kept. Returns a new
 * state; `state` is not changed.
 */
export function clearCheckout<T extends CheckoutFields>(state: T): T {
  return {
    ...state,
    checkoutID: null,
    providers: ProviderSessionsSchema.parse({}),
    shippingProcessor: null,
    shippingMethod: null,
    shippingMethodCE: false,
    paymentMethod: null,
    servicePoint: null,
    campaignData: null,
  };
}
