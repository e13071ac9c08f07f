export { EMPTY_CHECKOUT_FORM } from './lib/checkout-form';
export type {
  CheckoutField,
  CheckoutForm,
  FieldError,
  FieldErrors,
  ShippingChoice,
} from './lib/checkout-form';
export { isCheckoutFormValid, validateCheckoutForm } from './lib/validate-checkout-form';
export { shownFieldErrors } from './lib/shown-field-errors';
export type { FieldErrorState } from './lib/shown-field-errors';
export { placeOrderBody } from './lib/place-order-body';
export type { OrderCart } from './lib/place-order-body';
export { prefillFromProfile } from './lib/prefill-from-profile';
export type { ProfileDetails } from './lib/prefill-from-profile';
export { checkoutTotals, orderTotals } from './lib/checkout-totals';
export type { CheckoutCharges, CheckoutTotals } from './lib/checkout-totals';
export { orderFailure, serverFieldErrors } from './lib/order-failure';
export type { OrderFailure } from './lib/order-failure';
export { paymentReturnNext, paymentReturnOf } from './lib/payment-return';
export type { PaymentReturn } from './lib/payment-return';
export { orderAttempt } from './lib/order-attempt';
export type { OrderAttempt } from './lib/order-attempt';
export { initialCheckoutContext } from './lib/checkout-context';
export type { CheckoutContext, CheckoutMachineInput } from './lib/checkout-context';
export {
  chosenPaymentMethod,
  chosenShippingMethod,
  shippingChoiceOf,
  shippingQueryOf,
} from './lib/checkout-methods';
export type {
  LoadedMethods,
  PaymentQuery,
  ShippingInput,
  ShippingQuery,
} from './lib/checkout-methods';
export { checkoutMachine } from './lib/checkout.machine';
export type { CheckoutEvent, PlaceOrderInput } from './lib/checkout.machine';
export type { FieldChanged } from './lib/checkout-event';
