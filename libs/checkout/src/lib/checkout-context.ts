import type { PaymentMethod, PlaceOrderResponse, ShippingMethod } from '@nordshop/api-contract';
import type { LocaleCode } from '@nordshop/locale-config';
import {
  EMPTY_CHECKOUT_FORM,
  type CheckoutField,
  type CheckoutForm,
  type FieldErrors,
} from './checkout-form';
import {
  NO_METHODS,
  type LoadedMethods,
  type PaymentQuery,
  type ShippingInput,
  type ShippingQuery,
} from './checkout-methods';
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
  /** The page's part of the shipping query (cart total, experiment); null until it tells it. */
  readonly shippingInput: ShippingInput | null;
  /** The shipping methods for the valid postal code, the subtotal and the processor. */
  readonly shipping: LoadedMethods<ShippingQuery, ShippingMethod>;
  /** The payment methods for the customer type. */
  readonly payment: LoadedMethods<PaymentQuery, PaymentMethod>;
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
    shippingInput: null,
    shipping: NO_METHODS,
    payment: NO_METHODS,
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
