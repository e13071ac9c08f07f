import { ApiRequestError, type ServicePointOption } from '@nordshop/api-contract';
import { describe, expect, it } from 'vitest';
import type { CheckoutForm } from './checkout-form';
import { chosenPaymentMethod, chosenShippingMethod } from './checkout-methods';
import {
  CARD,
  FILLED,
  HOME,
  INVOICE,
  POINT,
  loaded,
  place,
  settled,
  startCheckout,
} from './checkout-machine-harness';

/** The pick-up point method, cheaper than home delivery as in the shop. */
const CHEAP_POINT = { ...POINT, price: 3900 };

const point = (id: string): ServicePointOption => ({
  id,
  name: `Ombud ${id}`,
  street: 'Gata 1',
  postal_code: '123 45',
  city: 'Stad',
});

/** What the shopper fills in themself: everything but the choices the checkout makes. */
const TYPED: Partial<CheckoutForm> = {
  ...FILLED,
  shipping_method_id: '',
  service_point_id: '',
  payment_method_id: '',
};

const pointsLoaded = (methodId: string, ids: string[]) =>
  ({ type: 'checkout.servicePointsLoaded', methodId, points: ids.map(point) }) as const;

describe('checkout machine: obvious choices are made', () => {
  it('chooses the cheapest shipping method and the only payment method', async () => {
    const { ready, context } = startCheckout({
      shipping: () => Promise.resolve({ methods: [HOME, CHEAP_POINT] }),
      payment: () => Promise.resolve({ methods: [INVOICE] }),
    });
    await ready(TYPED);

    expect(chosenShippingMethod(context())).toEqual(CHEAP_POINT);
    expect(chosenPaymentMethod(context())).toEqual(INVOICE);
  });

  it('leaves the payment method to the shopper when there are several', async () => {
    const { ready, context } = startCheckout({
      payment: () => Promise.resolve({ methods: [INVOICE, CARD] }),
    });
    await ready(TYPED);

    expect(context().form.payment_method_id).toBe('');
  });

  it('chooses the nearest service point of the chosen method, keeping the shopper’s own', async () => {
    const { actor, ready, fill, context } = startCheckout({
      shipping: () => Promise.resolve({ methods: [HOME, CHEAP_POINT] }),
    });
    await ready(TYPED);

    actor.send(pointsLoaded(CHEAP_POINT.id, ['near', 'far']));
    expect(context().form.service_point_id).toBe('near');

    fill({ service_point_id: 'far' });
    actor.send(pointsLoaded(CHEAP_POINT.id, ['near', 'far']));
    expect(context().form.service_point_id).toBe('far');

    actor.send(pointsLoaded(CHEAP_POINT.id, ['other', 'near']));
    expect(context().form.service_point_id).toBe('other');
  });

  it('takes no service point from the points of a method the form does not hold', async () => {
    const { actor, ready, context } = startCheckout();
    await ready(TYPED);
    expect(context().form.shipping_method_id).toBe(HOME.id);

    actor.send(pointsLoaded(POINT.id, ['near']));

    expect(context().form.service_point_id).toBe('');
  });

  it('places the order on the first try when only the obvious choices were left', async () => {
    const { actor, calls, ready, context } = startCheckout({
      shipping: () => Promise.resolve({ methods: [HOME, CHEAP_POINT] }),
      payment: () => Promise.resolve({ methods: [INVOICE] }),
    });
    await ready(TYPED);
    actor.send(pointsLoaded(CHEAP_POINT.id, ['near', 'far']));

    actor.send(place('key-1'));

    expect(context().failure).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input.body).toMatchObject({
      shipping_method_id: CHEAP_POINT.id,
      service_point_id: 'near',
      payment_method_id: INVOICE.id,
    });
  });

  it('drops the server’s refusal of a method it replaces', async () => {
    const lists = [[HOME, CHEAP_POINT], [HOME]];
    const { actor, calls, ready, fill, context } = startCheckout({
      shipping: () => Promise.resolve({ methods: lists.shift() ?? [HOME] }),
    });
    await ready({ ...FILLED, shipping_method_id: CHEAP_POINT.id, service_point_id: 'sp-1' });
    actor.send(place('key-1'));
    calls[0]!.answer.reject(
      new ApiRequestError(400, {
        error: 'invalid_request',
        message: 'Invalid body',
        fields: { shipping_method_id: 'gone' },
      }),
    );
    await settled(actor);
    expect(context().serverErrors).toEqual({ shipping_method_id: 'choose' });

    fill({ postal_code: '11122' });
    await loaded(actor);

    expect(context().form.shipping_method_id).toBe(HOME.id);
    expect(context().serverErrors).toEqual({});
  });
});

describe('checkout machine: refusals', () => {
  it('counts each refusal for the form’s fields, its own and the server’s, and no other failure', async () => {
    const { actor, calls, ready, fill, context } = startCheckout();
    await ready({ ...FILLED, email: '' });
    expect(context().refusals).toBe(0);

    actor.send(place('key-1'));
    actor.send(place('key-2'));
    expect(context().refusals).toBe(2);

    fill({ email: 'anna@example.com' });
    actor.send(place('key-3'));
    calls[0]!.answer.reject(
      new ApiRequestError(400, {
        error: 'invalid_request',
        message: 'Invalid body',
        fields: { phone: 'bad' },
      }),
    );
    await settled(actor);
    expect(context().refusals).toBe(3);

    fill({ phone: '073-123 45 67' });
    actor.send(place('key-4'));
    calls[1]!.answer.reject(new TypeError('Failed to fetch'));
    await settled(actor);
    expect(context().failure).toEqual({ kind: 'failed' });
    expect(context().refusals).toBe(3);
  });
});
