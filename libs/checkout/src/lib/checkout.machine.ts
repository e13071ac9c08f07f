import type {
  PaymentMethodsResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
  ShippingMethodsResponse,
} from '@nordshop/api-contract';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  initialCheckoutContext,
  withFieldChanged,
  withFieldTouched,
  withPaymentMethods,
  withServicePoints,
  withShippingMethods,
  type CheckoutContext,
  type CheckoutMachineInput,
} from './checkout-context';
import type { CheckoutEvent } from './checkout-event';
import {
  NO_METHODS,
  loadFailure,
  sameShippingQuery,
  shippingChoiceOf,
  shippingQueryOf,
  type PaymentQuery,
  type ShippingQuery,
} from './checkout-methods';
import { orderAttempt } from './order-attempt';
import { orderFailure, type OrderFailure } from './order-failure';
import { RELOAD_PAYMENT, RELOAD_SHIPPING, provideActor } from './checkout-machine-parts';
import { placeOrderBody } from './place-order-body';
import { prefillFromProfile } from './prefill-from-profile';
import { isCheckoutFormValid } from './validate-checkout-form';

export type { CheckoutEvent } from './checkout-event';

/** What the `placeOrder` actor sends: the order body and its Idempotency-Key. */
export interface PlaceOrderInput {
  readonly body: PlaceOrderRequest;
  readonly key: string;
}

/**
 * The checkout (spec section 5): the form, its errors, the shipping and payment methods on offer
 * and placing the order once. Three regions run side by side:
 * - `order`: `editing → placing → placed`. `checkout.place` is refused without calling the API
 *   for an empty cart (`emptyCart`) or a form with errors (`invalidForm`, every error then shows);
 *   otherwise the order is sent through the `placeOrder` actor with an Idempotency-Key (kept when
 *   the same order is sent again). While an order is in flight, and after it was placed,
 *   `checkout.place` does nothing. A refusal of the API becomes an {@link OrderFailure} in
 *   `context.failure` (fields the server refused in `serverErrors`) and the order is editing again.
 *   Each refusal for the form's fields (its own errors or the server's) counts in `refusals`.
 * - `shipping`: the `loadShippingMethods` actor loads the methods for the form's valid, normalized
 *   postal code and the page's input (`checkout.shippingInputChanged`: subtotal, processor) each
 *   time that query changes; a postal code that is not valid clears them without a call.
 * - `payment`: the `loadPaymentMethods` actor loads the methods for the form's customer type each
 *   time it changes.
 * A load is invoked per query, so a newer query stops the older load and its answer is never
 * taken; the last methods stay in the context while the next load runs. A failed load leaves no
 * methods and its error, and `checkout.methodsRetried` loads that list again. The chosen methods
 * are the form's ids found in the loaded lists (`chosenShippingMethod`, `chosenPaymentMethod`):
 * the form's rules and the order's service point follow the chosen shipping method. Where the
 * choice is obvious the checkout makes it (docs/decisions/027): a new list keeps the shopper's
 * method while it offers it, else chooses the cheapest shipping method and the only payment
 * method; the chosen method's service points (`checkout.servicePointsLoaded`) choose the nearest
 * unless the shopper's point is among them.
 * The app provides the three actors and the `orderPlaced` and `orderRefused` actions (its
 * reactions: clear the cart and open the confirmation, resync the cart, open the failed page)
 * with `checkoutMachine.provide`.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutMachineInput,
  },
  actors: {
    placeOrder: fromPromise<PlaceOrderResponse, PlaceOrderInput>(provideActor('placeOrder')),
    loadShippingMethods: fromPromise<ShippingMethodsResponse, ShippingQuery>(
      provideActor('loadShippingMethods'),
    ),
    loadPaymentMethods: fromPromise<PaymentMethodsResponse, PaymentQuery>(
      provideActor('loadPaymentMethods'),
    ),
  },
  guards: {
    cartIsEmpty: ({ event }) => {
      assertEvent(event, 'checkout.place');
      return event.cart.items.length === 0;
    },
    formIsInvalid: ({ context, event }) => {
      assertEvent(event, 'checkout.place');
      return !isCheckoutFormValid(context.form, context.locale, shippingChoiceOf(context));
    },
    notPrefilled: ({ context }) => !context.prefilled,
    shippingFailed: ({ context }) =>
      context.shipping.error !== null && context.shipping.query !== null,
    paymentFailed: ({ context }) =>
      context.payment.error !== null && context.payment.query !== null,
    shippingQueryCleared: ({ context }) =>
      shippingQueryOf(context.form, context.locale, context.shippingInput) === null &&
      (context.shipping.query !== null || context.shipping.methods !== null),
    shippingQueryChanged: ({ context }) => {
      const query = shippingQueryOf(context.form, context.locale, context.shippingInput);
      return query !== null && !sameShippingQuery(query, context.shipping.query);
    },
    paymentQueryChanged: ({ context }) =>
      context.form.customer_type !== context.payment.query?.customer_type,
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'checkout.fieldChanged');
      return withFieldChanged(context, event.field, event.value);
    }),
    touchField: assign(({ context, event }) => {
      assertEvent(event, 'checkout.fieldBlurred');
      return withFieldTouched(context, event.field);
    }),
    prefill: assign(({ context, event }) => {
      assertEvent(event, 'checkout.profileLoaded');
      return {
        prefilled: true,
        form: prefillFromProfile(context.form, event.profile, context.locale),
      };
    }),
    changeShippingInput: assign(({ event }) => {
      assertEvent(event, 'checkout.shippingInputChanged');
      return { shippingInput: { subtotal: event.subtotal, processor: event.processor } };
    }),
    clearShipping: assign({ shipping: NO_METHODS }),
    askShipping: assign(({ context }) => ({
      shipping: {
        ...context.shipping,
        query: shippingQueryOf(context.form, context.locale, context.shippingInput),
      },
    })),
    askPayment: assign(({ context }) => ({
      payment: { ...context.payment, query: { customer_type: context.form.customer_type } },
    })),
    refuseEmptyCart: assign({ failure: { kind: 'emptyCart' } }),
    takeServicePoints: assign(({ context, event }) => {
      assertEvent(event, 'checkout.servicePointsLoaded');
      return withServicePoints(context, event.methodId, event.points);
    }),
    refuseInvalidForm: assign(({ context }) => ({
      submitted: true,
      failure: { kind: 'invalidForm' } as const,
      refusals: context.refusals + 1,
    })),
    startAttempt: assign(({ context, event }) => {
      assertEvent(event, 'checkout.place');
      const shipping = shippingChoiceOf(context);
      const body = placeOrderBody(context.form, context.locale, event.cart, shipping);
      return {
        submitted: true,
        failure: null,
        attempt: orderAttempt(context.attempt, body, event.key),
      };
    }),
    /** The app's reaction to a placed order; does nothing unless provided. */
    orderPlaced: (_, _placed: PlaceOrderResponse) => undefined,
    /** The app's reaction to a refused order; does nothing unless provided. */
    orderRefused: (_, _failure: OrderFailure) => undefined,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  on: {
    'checkout.fieldChanged': { actions: 'changeField' },
    'checkout.fieldBlurred': { actions: 'touchField' },
    'checkout.profileLoaded': { guard: 'notPrefilled', actions: 'prefill' },
    'checkout.shippingInputChanged': { actions: 'changeShippingInput' },
    'checkout.servicePointsLoaded': { actions: 'takeServicePoints' },
  },
  type: 'parallel',
  states: {
    order: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'checkout.place': [
              { guard: 'cartIsEmpty', actions: 'refuseEmptyCart' },
              { guard: 'formIsInvalid', actions: 'refuseInvalidForm' },
              { target: 'placing', actions: 'startAttempt' },
            ],
          },
        },
        placing: {
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => {
              if (!context.attempt) throw new Error('placing without an order attempt');
              return { body: context.attempt.body, key: context.attempt.key };
            },
            onDone: {
              target: 'placed',
              actions: [
                assign({ placed: ({ event }) => event.output }),
                { type: 'orderPlaced', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => {
                  const failure = orderFailure(event.error);
                  return failure.kind === 'refused'
                    ? { failure, serverErrors: failure.fields, refusals: context.refusals + 1 }
                    : { failure };
                }),
                { type: 'orderRefused', params: ({ event }) => orderFailure(event.error) },
              ],
            },
          },
        },
        placed: {},
      },
    },
    shipping: {
      initial: 'idle',
      states: {
        idle: {
          always: RELOAD_SHIPPING,
          on: { 'checkout.methodsRetried': { guard: 'shippingFailed', target: 'loading' } },
        },
        loading: {
          always: RELOAD_SHIPPING,
          invoke: {
            src: 'loadShippingMethods',
            input: ({ context }) => {
              if (!context.shipping.query) throw new Error('loading shipping without a query');
              return context.shipping.query;
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) =>
                withShippingMethods(context, event.output.methods),
              ),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                shipping: { ...context.shipping, methods: [], error: loadFailure(event.error) },
              })),
            },
          },
        },
      },
    },
    payment: {
      initial: 'idle',
      states: {
        idle: {
          always: RELOAD_PAYMENT,
          on: { 'checkout.methodsRetried': { guard: 'paymentFailed', target: 'loading' } },
        },
        loading: {
          always: RELOAD_PAYMENT,
          invoke: {
            src: 'loadPaymentMethods',
            input: ({ context }) => {
              if (!context.payment.query) throw new Error('loading payment without a query');
              return context.payment.query;
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) =>
                withPaymentMethods(context, event.output.methods),
              ),
            },
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                payment: { ...context.payment, methods: [], error: loadFailure(event.error) },
              })),
            },
          },
        },
      },
    },
  },
});
