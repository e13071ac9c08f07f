// The checkout machine's test harness: fixed methods, a cart, and a machine whose actors the
// tests answer. Used by the machine's tests only.
import type {
  PaymentMethod,
  PaymentMethodsResponse,
  PlaceOrderResponse,
  ShippingMethod,
  ShippingMethodsResponse,
} from '@nordshop/api-contract';
import { aCartLine } from '@nordshop/cart-domain/testing';
import { CUSTOMER_DISCOUNT_CODE } from '@nordshop/coupon-engine';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import type { CheckoutForm } from './checkout-form';
import type { PaymentQuery, ShippingQuery } from './checkout-methods';
import type { OrderCart } from './place-order-body';
import { checkoutMachine, type CheckoutEvent, type PlaceOrderInput } from './checkout.machine';
import type { OrderFailure } from './order-failure';

/** A promise whose settling the test decides. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

export const FILLED: Partial<CheckoutForm> = {
  email: 'anna@example.com',
  phone: '070-123 45 67',
  first_name: 'Anna',
  last_name: 'Berg',
  street: 'Storgatan 1',
  postal_code: '123 45',
  city: 'Stad',
  shipping_method_id: 'flat:home',
  payment_method_id: 'invoice:standard',
  accept_terms: true,
};

export const CART: OrderCart = {
  items: [aCartLine({ uuid: 'a', quantity: 2 })],
  couponCodes: ['VALKOMMEN10', CUSTOMER_DISCOUNT_CODE],
  checkoutID: 'chk-1',
};

export const PLACED = {
  order: { id: 42 },
  order_token: { access_token: 't', expires_in: 600 },
} as unknown as PlaceOrderResponse;

export const HOME: ShippingMethod = {
  id: 'flat:home',
  provider: 'flat',
  name: 'Hemleverans',
  price: 4900,
  vat: 25,
  free_from: null,
  service_point: false,
  delivery_days: { min: 1, max: 3 },
};
export const POINT: ShippingMethod = {
  ...HOME,
  id: 'servicepoint:standard',
  provider: 'servicepoint',
  name: 'Ombud',
  service_point: true,
};
export const INVOICE: PaymentMethod = {
  id: 'invoice:standard',
  provider: 'invoice',
  name: 'Faktura',
  fee: 2900,
  customer_types: ['private', 'company'],
  badge: 'invoice',
};
export const CARD: PaymentMethod = { ...INVOICE, id: 'card:standard', provider: 'card', fee: 0 };

export const place = (key: string, cart: OrderCart = CART): CheckoutEvent => ({
  type: 'checkout.place',
  cart,
  key,
});

export const shippingInput = (subtotal = 50_000, processor: '1' | '2' = '2'): CheckoutEvent => ({
  type: 'checkout.shippingInputChanged',
  subtotal,
  processor,
});

export const field = (name: 'postal_code', value: string): CheckoutEvent => ({
  type: 'checkout.fieldChanged',
  field: name,
  value,
});

export const PROFILE = {
  email: 'demo@nordshop.example',
  name: 'Anna Berg',
  phone: '0701234567',
  customer_type: 'private' as const,
  company_name: '',
  org_number: '',
  street: 'Storgatan 1',
  postal_code: '12345',
  city: 'Stockholm',
};

/** How the test's loaders answer a query; by default at once, with every method. */
export interface Loaders {
  shipping?: (query: ShippingQuery) => Promise<ShippingMethodsResponse>;
  payment?: (query: PaymentQuery) => Promise<PaymentMethodsResponse>;
}

/**
 * The machine with a `placeOrder` the test answers and loaders of fixed methods, recording every
 * call and every reaction.
 */
export function startCheckout(loaders: Loaders = {}) {
  const shippingCalls: ShippingQuery[] = [];
  const paymentCalls: PaymentQuery[] = [];
  const calls: {
    input: PlaceOrderInput;
    answer: ReturnType<typeof deferred<PlaceOrderResponse>>;
  }[] = [];
  const placed: PlaceOrderResponse[] = [];
  const refused: OrderFailure[] = [];
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<PlaceOrderResponse, PlaceOrderInput>(({ input }) => {
        const answer = deferred<PlaceOrderResponse>();
        calls.push({ input, answer });
        return answer.promise;
      }),
      loadShippingMethods: fromPromise<ShippingMethodsResponse, ShippingQuery>(({ input }) => {
        shippingCalls.push(input);
        return loaders.shipping?.(input) ?? Promise.resolve({ methods: [HOME, POINT] });
      }),
      loadPaymentMethods: fromPromise<PaymentMethodsResponse, PaymentQuery>(({ input }) => {
        paymentCalls.push(input);
        return loaders.payment?.(input) ?? Promise.resolve({ methods: [INVOICE, CARD] });
      }),
    },
    actions: {
      orderPlaced: (_, response: PlaceOrderResponse) => void placed.push(response),
      orderRefused: (_, failure: OrderFailure) => void refused.push(failure),
    },
  });
  const actor = createActor(machine, { input: { locale: 'sv' } }).start();
  const fill = (form: Partial<CheckoutForm>) => {
    for (const [field, value] of Object.entries(form))
      actor.send({ type: 'checkout.fieldChanged', field, value } as CheckoutEvent);
  };
  /** The form filled and the page's input told, once both lists are loaded. */
  const ready = async (form: Partial<CheckoutForm> = FILLED) => {
    fill(form);
    actor.send(shippingInput());
    await loaded(actor);
  };
  return {
    actor,
    calls,
    shippingCalls,
    paymentCalls,
    placed,
    refused,
    fill,
    ready,
    context: () => actor.getSnapshot().context,
  };
}

/** Waits until the order in flight is placed or refused. */
export const settled = (actor: Actor<typeof checkoutMachine>) =>
  waitFor(actor, (snapshot) => !snapshot.matches({ order: 'placing' }));

/** Waits until neither the shipping nor the payment methods are loading. */
export const loaded = (actor: Actor<typeof checkoutMachine>) =>
  waitFor(
    actor,
    (snapshot) => snapshot.matches({ shipping: 'idle' }) && snapshot.matches({ payment: 'idle' }),
  );

/** The region the order is in. */
export const orderState = (actor: Actor<typeof checkoutMachine>) =>
  (actor.getSnapshot().value as { order: string }).order;
