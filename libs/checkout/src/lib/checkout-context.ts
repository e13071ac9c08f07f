import type {
  PaymentMethod,
  PlaceOrderResponse,
  ServicePointOption,
  ShippingMethod,
} from '@nordshop/api-contract';
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
import {
  preselectedPaymentId,
  preselectedServicePointId,
  preselectedShippingId,
} from './preselect-methods';

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
  /**
   * How many tries were refused for the form's fields (its own errors or the server's 400): each
   * one is a cue for the page to move focus to the first field in error.
   */
  readonly refusals: number;
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
    refusals: 0,
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

/** The context with a field set by the checkout itself (a preselection), unless it already holds it. */
function withFieldPreselected(
  context: CheckoutContext,
  field: 'shipping_method_id' | 'payment_method_id' | 'service_point_id',
  value: string,
): Pick<CheckoutContext, 'form' | 'serverErrors'> {
  if (context.form[field] === value)
    return { form: context.form, serverErrors: context.serverErrors };
  return withFieldChanged(context, field, value);
}

/** The context with the shipping methods loaded, the cheapest preselected (preselectedShippingId). */
export function withShippingMethods(
  context: CheckoutContext,
  methods: readonly ShippingMethod[],
): Pick<CheckoutContext, 'shipping' | 'form' | 'serverErrors'> {
  return {
    shipping: { ...context.shipping, methods, error: null },
    ...withFieldPreselected(
      context,
      'shipping_method_id',
      preselectedShippingId(methods, context.form.shipping_method_id),
    ),
  };
}

/** The context with the payment methods loaded, the only one preselected (preselectedPaymentId). */
export function withPaymentMethods(
  context: CheckoutContext,
  methods: readonly PaymentMethod[],
): Pick<CheckoutContext, 'payment' | 'form' | 'serverErrors'> {
  return {
    payment: { ...context.payment, methods, error: null },
    ...withFieldPreselected(
      context,
      'payment_method_id',
      preselectedPaymentId(methods, context.form.payment_method_id),
    ),
  };
}

/**
 * The context with the service points of a shipping method arrived: the nearest preselected
 * (preselectedServicePointId) when they are the points of the method the form holds; points of
 * another method change nothing.
 */
export function withServicePoints(
  context: CheckoutContext,
  methodId: string,
  points: readonly ServicePointOption[],
): Pick<CheckoutContext, 'form' | 'serverErrors'> {
  if (methodId !== context.form.shipping_method_id)
    return { form: context.form, serverErrors: context.serverErrors };
  return withFieldPreselected(
    context,
    'service_point_id',
    preselectedServicePointId(points, context.form.service_point_id),
  );
}
