import type { PlaceOrderResponse } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import {
  EMPTY_CHECKOUT_FORM,
  type CheckoutField,
  type CheckoutForm,
  type FieldErrors,
} from './checkout-form';
import type { OrderAttempt } from './order-attempt';
import type { OrderFailure } from './order-failure';

/** What the checkout machine starts from. */
export interface CheckoutMachineInput {
  readonly locale: LocaleCode;
}

/** The checkout machine's context. */
export interface CheckoutContext {
  readonly locale: LocaleCode;
  readonly form: CheckoutForm;
  /** The fields the shopper has left at least once. */
  readonly touched: readonly CheckoutField[];
  /** Whether the shopper tried to place the order. */
  readonly submitted: boolean;
  /** The fields the server refused, until each changes. */
  readonly serverErrors: FieldErrors;
  /** Why the last try did not place the order; null before a try and while placing. */
  readonly failure: OrderFailure | null;
  /** The last order sent, whose key a retry of the same order reuses. */
  readonly attempt: OrderAttempt | null;
  /** Whether the customer's profile already filled the form (it does so once). */
  readonly prefilled: boolean;
  /** The placed order and its token, once placed. */
  readonly placed: PlaceOrderResponse | null;
}

/** The context of a checkout that has just opened: an empty form, nothing tried. */
export function initialCheckoutContext(input: CheckoutMachineInput): CheckoutContext {
  return {
    locale: input.locale,
    form: EMPTY_CHECKOUT_FORM,
    touched: [],
    submitted: false,
    serverErrors: {},
    failure: null,
    attempt: null,
    prefilled: false,
    placed: null,
  };
}

/**
 * The context with one field changed: the server's refusal of that field no longer holds.
 */
export function withFieldChanged<F extends CheckoutField>(
  context: CheckoutContext,
  field: F,
  value: CheckoutForm[F],
): Pick<CheckoutContext, 'form' | 'serverErrors'> {
  const { [field]: _dropped, ...serverErrors } = context.serverErrors;
  return { form: { ...context.form, [field]: value }, serverErrors };
}

/** The context with a field marked as left by the shopper. */
export function withFieldTouched(
  context: CheckoutContext,
  field: CheckoutField,
): Pick<CheckoutContext, 'touched'> {
  return {
    touched: context.touched.includes(field) ? context.touched : [...context.touched, field],
  };
}
