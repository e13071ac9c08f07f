// Values of the contract that code in a page's first load reads (the cart's spin button, the
// return from a payment page). This module imports nothing, zod least of all: with the package's
// `sideEffects: false`, importing one of these never brings a schema, or zod, into that load.

/** Cart lines may hold at most this many units (the spin button's maximum, spec section 9). */
export const CART_MAX_QUANTITY = 5000;

/**
 * The query parameter that carries the shop's payment reference on the URLs it gives a payment
 * provider: the checkout URL the shopper is sent back to, and the provider's webhook URL.
 */
export const PAYMENT_RETURN_PARAM = 'payment_ref';
