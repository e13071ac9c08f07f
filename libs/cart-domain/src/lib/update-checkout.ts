import type { CartState, CheckoutProvider, ProviderSession } from './cart-state';

/** What the checkout may change on the cart; absent fields are kept. */
export type CheckoutPatch = Partial<
  Pick<
    CartState,
    | 'postalCode'
    | 'shippingProcessor'
    | 'shippingMethod'
    | 'shippingMethodCE'
    | 'paymentMethod'
    | 'servicePoint'
    | 'checkoutID'
    | 'consentGranted'
    | 'hasGrants'
  >
> & {
  /** Provider sessions to set; the others are kept. */
  readonly providers?: Partial<Record<CheckoutProvider, ProviderSession>>;
};

/**
 * The cart with the checkout's choices applied: the fields present in `patch` replace the current
 * ones (an `undefined` value is ignored), provider sessions one by one. Returns a new state; `state` is not changed.
 */
export function updateCheckout<T extends Pick<CartState, 'providers'>>(
  state: T,
  patch: CheckoutPatch,
): T {
  const { providers, ...fields } = patch;
  const present = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  return { ...state, ...present, providers: { ...state.providers, ...providers } };
}
