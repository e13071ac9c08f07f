import type { PlaceOrderRequest, PlaceOrderResponse } from '@nordshop/api-contract';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  initialCheckoutContext,
  withFieldChanged,
  withFieldTouched,
  type CheckoutContext,
  type CheckoutMachineInput,
} from './checkout-context';
import type { CheckoutEvent } from './checkout-event';
import { orderAttempt } from './order-attempt';
import { orderFailure, type OrderFailure } from './order-failure';
import { placeOrderBody } from './place-order-body';
import { prefillFromProfile } from './prefill-from-profile';
import { isCheckoutFormValid } from './validate-checkout-form';

export type { CheckoutEvent } from './checkout-event';

/** What the `placeOrder` actor sends: the order body and its Idempotency-Key. */
export interface PlaceOrderInput {
  readonly body: PlaceOrderRequest;
  readonly key: string;
}

function provideActor(name: string): () => Promise<never> {
  return () =>
    Promise.reject(
      new Error(
        `The checkout machine needs the app's ${name} actor: checkoutMachine.provide({ actors })`,
      ),
    );
}

/**
 * The checkout (spec section 5): the form, its errors and placing the order once.
 * `checkout.place` is refused without calling the API for an empty cart (`emptyCart`) or a form
 * with errors (`invalidForm`, every error then shows); otherwise the order is sent through the
 * `placeOrder` actor with an Idempotency-Key (kept when the same order is sent again). While an
 * order is in flight, and after it was placed, `checkout.place` does nothing. A refusal of the API
 * becomes an {@link OrderFailure} in `context.failure` (fields the server refused in
 * `serverErrors`) and the machine is back in `editing`.
 * The app provides the `placeOrder` actor and the `orderPlaced` and `orderRefused` actions (its
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
  },
  guards: {
    cartIsEmpty: ({ event }) => {
      assertEvent(event, 'checkout.place');
      return event.cart.items.length === 0;
    },
    formIsInvalid: ({ context, event }) => {
      assertEvent(event, 'checkout.place');
      return !isCheckoutFormValid(context.form, context.locale, event.shipping);
    },
    notPrefilled: ({ context }) => !context.prefilled,
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
    refuseEmptyCart: assign({ failure: { kind: 'emptyCart' } }),
    refuseInvalidForm: assign({ submitted: true, failure: { kind: 'invalidForm' } }),
    startAttempt: assign(({ context, event }) => {
      assertEvent(event, 'checkout.place');
      const body = placeOrderBody(context.form, context.locale, event.cart, event.shipping);
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
  },
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
            assign(({ event }) => {
              const failure = orderFailure(event.error);
              return failure.kind === 'refused'
                ? { failure, serverErrors: failure.fields }
                : { failure };
            }),
            { type: 'orderRefused', params: ({ event }) => orderFailure(event.error) },
          ],
        },
      },
    },
    placed: {},
  },
});
