import { ApiRequestError, type ApiError } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import {
  FILLED,
  CART,
  PLACED,
  place,
  startCheckout,
  settled,
  orderState,
} from './checkout-machine-harness';

const apiError = (status: number, body: Partial<ApiError>) =>
  new ApiRequestError(status, { error: 'invalid_request', message: 'no', ...body });

describe('checkout machine: placing the order', () => {
  it('places a valid order once with the form, the cart and the key, then is placed', async () => {
    const { actor, calls, placed, ready, context } = startCheckout();
    await ready();

    actor.send(place('key-1'));

    expect(orderState(actor)).toBe('placing');
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
    expect(orderState(actor)).toBe('placed');
    expect(context().placed).toBe(PLACED);
    expect(placed).toEqual([PLACED]);
  });

  it('does not send a second order while one is in flight', async () => {
    const { actor, calls, ready } = startCheckout();
    await ready();

    actor.send(place('key-1'));
    actor.send(place('key-2'));

    expect(calls).toHaveLength(1);
    expect(orderState(actor)).toBe('placing');
  });

  it('does not send another order after the order was placed', async () => {
    const { actor, calls, placed, ready } = startCheckout();
    await ready();
    actor.send(place('key-1'));
    calls[0]!.answer.resolve(PLACED);
    await settled(actor);

    actor.send(place('key-2'));

    expect(calls).toHaveLength(1);
    expect(placed).toHaveLength(1);
    expect(orderState(actor)).toBe('placed');
  });

  it('refuses an empty cart without calling the API', async () => {
    const { actor, calls, ready, context } = startCheckout();
    await ready();

    actor.send(place('key-1', { ...CART, items: [] }));

    expect(calls).toHaveLength(0);
    expect(orderState(actor)).toBe('editing');
    expect(context().failure).toEqual({ kind: 'emptyCart' });
  });

  it('refuses a form with errors without calling the API, and shows every error', async () => {
    const { actor, calls, ready, context } = startCheckout();
    await ready({ ...FILLED, email: 'anna@example.c' });

    actor.send(place('key-1'));

    expect(calls).toHaveLength(0);
    expect(orderState(actor)).toBe('editing');
    expect(context().failure).toEqual({ kind: 'invalidForm' });
    expect(context().submitted).toBe(true);
  });

  it('sends the same order again with the same key, a changed one with a new key', async () => {
    const { actor, calls, fill, ready } = startCheckout();
    await ready();
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
      name: 'a payment provider that cannot be reached takes the shopper to the failed page too',
      error: apiError(503, { error: 'unavailable', code: 'payment_unavailable' }),
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
    const { actor, calls, refused, ready, context } = startCheckout();
    await ready();
    actor.send(place('key-1'));

    calls[0]!.answer.reject(error);
    await settled(actor);

    expect(orderState(actor)).toBe('editing');
    expect(context().failure).toEqual(failure);
    expect(refused).toEqual([failure]);
  });

  it('keeps a field the server refused in error until it changes', async () => {
    const { actor, calls, fill, ready, context } = startCheckout();
    await ready();
    actor.send(place('key-1'));
    calls[0]!.answer.reject(apiError(400, { fields: { email: 'taken', phone: 'bad' } }));
    await settled(actor);
    expect(context().serverErrors).toEqual({ email: 'email', phone: 'mobile_number' });

    fill({ email: 'other@example.com' });

    expect(context().serverErrors).toEqual({ phone: 'mobile_number' });
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
