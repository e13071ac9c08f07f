import type { LocaleCode } from '@nordshop/locale-config';
import type { CheckoutField, CheckoutForm, FieldErrors, ShippingChoice } from './checkout-form';
import { validateCheckoutForm } from './validate-checkout-form';

/** What of the checkout's state decides which errors show. */
export interface FieldErrorState {
  readonly locale: LocaleCode;
  readonly form: CheckoutForm;
  /** The fields the shopper has left at least once. */
  readonly touched: readonly CheckoutField[];
  /** Whether the shopper tried to place the order. */
  readonly submitted: boolean;
  /** The fields the server refused since they last changed. */
  readonly serverErrors: FieldErrors;
}

/**
 * The errors the form shows: the form's own and the server's, each only for a field the shopper
 * has left, or for every field once the order was tried.
 */
export function shownFieldErrors(
  state: FieldErrorState,
  shipping: ShippingChoice | undefined,
): FieldErrors {
  const errors: FieldErrors = {
    ...validateCheckoutForm(state.form, state.locale, shipping),
    ...state.serverErrors,
  };
  if (state.submitted) return errors;
  const shown: FieldErrors = {};
  for (const field of state.touched) if (errors[field]) shown[field] = errors[field];
  return shown;
}
