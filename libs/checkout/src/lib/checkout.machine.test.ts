import { ApiRequestError, type PlaceOrderResponse, type ApiError } from '@nordshop/api-contract';
import { aCartLine } from '@nordshop/cart-domain/testing';
import { CUSTOMER_DISCOUNT_CODE } from '@nordshop/coupon-engine';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import type { CheckoutForm } from './checkout-form';
import type { OrderCart } from './place-order-body';
import { checkoutMachine, type CheckoutEvent, type PlaceOrderInput } from './checkout.machine';
import type { OrderFailure } from './order-failure';

/** A promise whose settling the test decides. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const FILLED: Partial<CheckoutForm> = {
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

const CART: OrderCart = {
  items: [aCartLine({ uuid: 'a', quantity: 2 })],
  couponCodes: ['VALKOMMEN10', CUSTOMER_DISCOUNT_CODE],
  checkoutID: 'chk-1',
};

const PLACED = {
  order: { id: 42 },
  order_token: { access_token: 't', expires_in: 600 },
} as unknown as PlaceOrderResponse;

const place = (key: string, cart: OrderCart = CART): CheckoutEvent => ({
  type: 'checkout.place',
  cart,
  shipping: { servicePoint: false },
  key,
});

/** The machine with a `placeOrder` the test answers, recording every call and every reaction. */
function startCheckout() {
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
  return { actor, calls, placed, refused, fill, context: () => actor.getSnapshot().context };
}

/** Waits until the order in flight is placed or refused. */
const settled = (actor: Actor<typeof checkoutMachine>) =>
  waitFor(actor, (snapshot) => !snapshot.matches('placing'));

const apiError = (status: number, body: Partial<ApiError>) =>
  new ApiRequestError(status, { error: 'invalid_request', message: 'no', ...body });

describe('checkout machine: placing the order', () => {
  it('places a valid order once with the form, the cart and the key, then is placed', async () => {
    const { actor, calls, placed, fill, context } = startCheckout();
    fill(FILLED);

    actor.send(place('key-1'));

    expect(actor.getSnapshot().value).toBe('placing');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input.key).toBe('key-1');
    expect(calls[0]!.input.body).toMatchObject({
      email: 'anna@example.com',
      coupons: ['VALKOMMEN10'],
      checkout_id: 'chk-1',
      items: [expect.objectContaining({ uuid: 'a', quantity: 2 })],
    });
    calls[0]!.answer.resolve(PLACED);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('placed');
    expect(context().placed).toBe(PLACED);
    expect(placed).toEqual([PLACED]);
  });

  it('does not send a second order while one is in flight', () => {
    const { actor, calls, fill } = startCheckout();
    fill(FILLED);

    actor.send(place('key-1'));
    actor.send(place('key-2'));

    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('placing');
  });

  it('does not send another order after the order was placed', async () => {
    const { actor, calls, placed, fill } = startCheckout();
    fill(FILLED);
    actor.send(place('key-1'));
    calls[0]!.answer.resolve(PLACED);
    await settled(actor);

    actor.send(place('key-2'));

    expect(calls).toHaveLength(1);
    expect(placed).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('placed');
  });

  it('refuses an empty cart without calling the API', () => {
    const { actor, calls, fill, context } = startCheckout();
    fill(FILLED);

    actor.send(place('key-1', { ...CART, items: [] }));

    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().failure).toEqual({ kind: 'emptyCart' });
  });

  it('refuses a form with errors without calling the API, and shows every error', () => {
    const { actor, calls, fill, context } = startCheckout();
    fill({ ...FILLED, email: 'anna@example.c' });

    actor.send(place('key-1'));

    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().failure).toEqual({ kind: 'invalidForm' });
    expect(context().submitted).toBe(true);
  });

  it('sends the same order again with the same key, a changed one with a new key', async () => {
    const { actor, calls, fill } = startCheckout();
    fill(FILLED);
    actor.send(place('key-1'));
    calls[0]!.answer.reject(new TypeError('Failed to fetch'));
    await settled(actor);

    actor.send(place('key-2'));
    calls[1]!.answer.reject(new TypeError('Failed to fetch'));
    await settled(actor);
    fill({ city: 'Lund' });
    actor.send(place('key-3'));

    expect(calls.map((call) => call.input.key)).toEqual(['key-1', 'key-1', 'key-3']);
  });
});

describe('checkout machine: the order API refuses', () => {
  it.each([
    {
      name: 'out of stock names the SKUs',
      error: apiError(409, { error: 'conflict', code: 'out_of_stock', fields: { 'CASE-1': 'x' } }),
      failure: { kind: 'outOfStock', skus: ['CASE-1'] },
    },
    {
      name: 'a rejected coupon means the cart changed',
      error: apiError(409, { error: 'conflict', code: 'coupon_rejected' }),
      failure: { kind: 'cartChanged' },
    },
    {
      name: 'a changed credit means the cart changed',
      error: apiError(409, { error: 'conflict', code: 'credit_changed' }),
      failure: { kind: 'cartChanged' },
    },
    {
      name: 'a declined payment',
      error: apiError(402, { error: 'conflict', code: 'payment_declined' }),
      failure: { kind: 'paymentDeclined' },
    },
    {
      name: 'a 400 names the form fields it refused',
      error: apiError(400, {
        fields: { 'address.postal_code': 'bad', email: 'bad', items: 'bad', first_name: 'x' },
      }),
      failure: {
        kind: 'refused',
        fields: { postal_code: 'postal_code', email: 'email', first_name: 'required' },
      },
    },
    {
      name: 'a server error fails',
      error: apiError(500, { error: 'internal' }),
      failure: { kind: 'failed' },
    },
    {
      name: 'a network error fails',
      error: new TypeError('Failed to fetch'),
      failure: { kind: 'failed' },
    },
  ])('$name', async ({ error, failure }) => {
    const { actor, calls, refused, fill, context } = startCheckout();
    fill(FILLED);
    actor.send(place('key-1'));

    calls[0]!.answer.reject(error);
    await settled(actor);

    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().failure).toEqual(failure);
    expect(refused).toEqual([failure]);
  });

  it('keeps a field the server refused in error until it changes', async () => {
    const { actor, calls, fill, context } = startCheckout();
    fill(FILLED);
    actor.send(place('key-1'));
    calls[0]!.answer.reject(apiError(400, { fields: { email: 'taken', phone: 'bad' } }));
    await settled(actor);
    expect(context().serverErrors).toEqual({ email: 'email', phone: 'mobile' });

    fill({ email: 'other@example.com' });

    expect(context().serverErrors).toEqual({ phone: 'mobile' });
  });
});

describe('checkout machine: the form', () => {
  it('fills the empty fields from the profile once', () => {
    const { actor, fill, context } = startCheckout();
    fill({ city: 'Lund' });
    const profile = {
      email: 'demo@nordshop.example',
      name: 'Anna Berg',
      phone: '0701234567',
      customer_type: 'private' as const,
      company_name: '',
      org_number: '',
      street: 'Storgatan 1',
      postal_code: '123 45',
      city: 'Stockholm',
    };

    actor.send({ type: 'checkout.profileLoaded', profile });
    fill({ email: '' });
    actor.send({ type: 'checkout.profileLoaded', profile });

    expect(context().form).toMatchObject({ city: 'Lund', first_name: 'Anna', email: '' });
  });

  it('remembers each field the shopper left, once', () => {
    const { actor, context } = startCheckout();

    actor.send({ type: 'checkout.fieldBlurred', field: 'email' });
    actor.send({ type: 'checkout.fieldBlurred', field: 'email' });
    actor.send({ type: 'checkout.fieldBlurred', field: 'city' });

    expect(context().touched).toEqual(['email', 'city']);
  });
});
