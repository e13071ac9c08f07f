import type {
  CustomerType,
  PaymentMethod,
  ShippingMethod,
  ShippingProcessor,
} from '@nordshop/api-contract';
import { normalizePostalCode, type LocaleCode } from '@nordshop/locale-config';
import type { CheckoutForm, ShippingChoice } from './checkout-form';

/** What the page knows of the shipping query besides the postal code: the cart and the experiment. */
export interface ShippingInput {
  /** Goods total incl. VAT after discounts, minor units, >= 0. */
  readonly subtotal: number;
  /** The shipping_processor experiment's choice. */
  readonly processor: ShippingProcessor;
}

/** What the shipping methods are loaded for: a valid, normalized postal code and the input. */
export interface ShippingQuery extends ShippingInput {
  readonly postal_code: string;
}

/** What the payment methods are loaded for. */
export interface PaymentQuery {
  readonly customer_type: CustomerType;
}

/**
 * Methods loaded for a query. The last answer stays while the next query loads; a newer query's
 * answer replaces it. A failed load leaves no methods and its error.
 */
export interface LoadedMethods<Q, M> {
  /** The query of the methods shown or being loaded; null when there is nothing to load. */
  readonly query: Q | null;
  /** The last answer; null before the first answer for a query (or after it was cleared). */
  readonly methods: readonly M[] | null;
  /** Why the last load failed; null when it did not. */
  readonly error: string | null;
}

/** Nothing loaded, nothing asked. */
export const NO_METHODS = { query: null, methods: null, error: null } as const;

/**
 * The shipping query of the form: the storefront's normalized postal code when it is valid, with
 * the page's input; null without a valid postal code or before the page told its input.
 */
export function shippingQueryOf(
  form: CheckoutForm,
  locale: LocaleCode,
  input: ShippingInput | null,
): ShippingQuery | null {
  const postal = normalizePostalCode(form.postal_code, locale);
  if (!input || postal === undefined) return null;
  return {
    postal_code: postal,
    subtotal: input.subtotal,
    processor: input.processor,
  };
}

/** Whether two shipping queries ask for the same methods. */
export function sameShippingQuery(a: ShippingQuery | null, b: ShippingQuery | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.postal_code === b.postal_code && a.subtotal === b.subtotal && a.processor === b.processor
  );
}

/** What of the checkout's state the chosen methods come from. */
export interface MethodsState {
  readonly form: CheckoutForm;
  readonly shipping: LoadedMethods<ShippingQuery, ShippingMethod>;
  readonly payment: LoadedMethods<PaymentQuery, PaymentMethod>;
}

/** The shipping method the form picked, when the loaded methods still offer it. */
export function chosenShippingMethod(state: MethodsState): ShippingMethod | undefined {
  return state.shipping.methods?.find((method) => method.id === state.form.shipping_method_id);
}

/** The payment method the form picked, when the loaded methods still offer it. */
export function chosenPaymentMethod(state: MethodsState): PaymentMethod | undefined {
  return state.payment.methods?.find((method) => method.id === state.form.payment_method_id);
}

/** What the form's rules need of the chosen shipping method; undefined when none is chosen. */
export function shippingChoiceOf(state: MethodsState): ShippingChoice | undefined {
  const chosen = chosenShippingMethod(state);
  return chosen ? { servicePoint: chosen.service_point } : undefined;
}

/** Why a load failed, as a message to keep in the context. */
export function loadFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
